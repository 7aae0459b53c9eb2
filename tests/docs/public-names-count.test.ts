/**
 * docs/decisions/public-names.md gives how many names the entries export now:
 * "the eight entries … now export 66 distinct names (68 exports)". The
 * numbers are counted here from the entry barrels of src/ (each key of
 * package.json's `exports` that is code), as their export statements name
 * them.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'
import { describe, expect, test } from 'vitest'
import { repositoryRoot } from './markdown-files.ts'

const packageJson = JSON.parse(readFileSync(join(repositoryRoot, 'package.json'), 'utf8')) as {
  exports: Record<string, unknown>
}
const page = readFileSync(join(repositoryRoot, 'docs/decisions/public-names.md'), 'utf8')

/** Each code entry's barrel in src/: `.` is src/index.ts, `./node` src/node.ts. */
const barrels = Object.keys(packageJson.exports)
  .filter((key) => key === '.' || /^\.\/[\w-]+$/.test(key))
  .map((key) => join(repositoryRoot, 'src', `${key === '.' ? 'index' : key.slice(2)}.ts`))

/**
 * Each entry's exported names, values and types alike, read from its barrel's export statements with
 * TypeScript's parser (the barrels only re-export by name, `export { a, type B } from '…'`, which the
 * test checks, so no type-checked program is needed).
 */
function exportedNames(files: readonly string[]): string[][] {
  return files.map((path) => {
    const file = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest)
    return file.statements.flatMap((statement) => {
      if (ts.isExportDeclaration(statement)) {
        if (!statement.exportClause || !ts.isNamedExports(statement.exportClause))
          throw new Error(`${path}: an export of everything (export *) cannot be counted here`)
        return statement.exportClause.elements.map((element) => element.name.text)
      }
      const modifiers = ts.canHaveModifiers(statement) ? ts.getModifiers(statement) : undefined
      if (modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword))
        throw new Error(`${path}: a declaration exported in a barrel cannot be counted here`)
      return []
    })
  })
}

/** The count a page states: entries, distinct names, exports. */
function statedCount(text: string): { entries: string; names: number; exports: number } | undefined {
  const match = /the (\w+) entries \([^)]*\) now export (\d+)\s+distinct names \((\d+) exports\)/.exec(
    text.replace(/\s+/g, ' '),
  )
  return match ? { entries: match[1]!, names: Number(match[2]), exports: Number(match[3]) } : undefined
}

const numberWords = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven']

describe('the public names page', () => {
  test("states the entries' count of names as the entries export them", () => {
    const perEntry = exportedNames(barrels)
    expect(perEntry.every((names) => names.length > 0)).toBe(true)
    const all = perEntry.flat()
    expect(statedCount(page)).toEqual({
      entries: numberWords[barrels.length],
      names: new Set(all).size,
      exports: all.length,
    })
  })

  test('a stale count is seen', () => {
    const stale = 'the eight entries (the main one and seven) now export 65\ndistinct names (66 exports).'
    expect(statedCount(stale)).toEqual({ entries: 'eight', names: 65, exports: 66 })
    expect(statedCount('they now export 65 (66 exports)')).toBeUndefined()
  })
})
