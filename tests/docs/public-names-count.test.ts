/**
 * docs/decisions/public-names.md gives how many names the entries export now:
 * "the ten entries (…) now export 69 distinct names (71 exports)". The
 * numbers are counted here from the entry barrels of src/ (each file of
 * lib/ that package.json's `exports` names, built from its namesake in src/),
 * as their export statements name them.
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

/** The file an `exports` value points at: `./lib/node.js`, or its `default` condition's. */
const targetOf = (value: unknown) =>
  typeof value === 'string' ? value : String((value as { default?: unknown }).default ?? '')

/**
 * Each code entry's barrel in src/, once even when two subpaths name it (`/storybook-addon` and
 * `/storybook-addon/preview`): `./lib/node.js` is built from src/node.ts.
 */
const barrels = [
  ...new Set(
    Object.values(packageJson.exports)
      .map(targetOf)
      .flatMap((target) => /^\.\/lib\/([\w-]+)\.js$/.exec(target)?.slice(1) ?? [])
      .map((name) => join(repositoryRoot, 'src', `${name}.ts`)),
  ),
]

/**
 * Each entry's exported names, values and types alike, read from its barrel's export statements with
 * TypeScript's parser: re-exports by name (`export { a, type B } from '…'`) and exported declarations.
 * An `export *` fails the test, as its names need a type-checked program to count.
 */
function exportedNames(files: readonly string[]): string[][] {
  return files.map((path) => {
    const file = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true)
    return file.statements.flatMap((statement) => {
      if (ts.isExportDeclaration(statement)) {
        if (!statement.exportClause || !ts.isNamedExports(statement.exportClause))
          throw new Error(`${path}: an export of everything (export *) cannot be counted here`)
        return statement.exportClause.elements.map((element) => element.name.text)
      }
      const modifiers = ts.canHaveModifiers(statement) ? ts.getModifiers(statement) : undefined
      if (!modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)) return []
      // A barrel that declares what it exports (Storybook's preview annotations: `export const loaders`).
      if (ts.isVariableStatement(statement))
        return statement.declarationList.declarations.map((declaration) => declaration.name.getText(file))
      const name = (statement as ts.DeclarationStatement).name
      if (name && ts.isIdentifier(name)) return [name.text]
      throw new Error(
        `${path}: an export at line ${file.getLineAndCharacterOfPosition(statement.getStart(file)).line + 1} cannot be counted here`,
      )
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
    expect(barrels.length).toBeGreaterThanOrEqual(8)
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
