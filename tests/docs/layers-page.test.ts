/**
 * docs/decisions/layers.md names every layer of src/ and every entry: each
 * top-level folder of src/ has a row of its table (`src/mcp/`), each entry
 * barrel (src/*.ts) is in the list of barrels on top, and each adapter folder
 * (src/adapters/*) in the adapters' row.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { repositoryRoot } from './markdown-files.ts'

const page = readFileSync(join(repositoryRoot, 'docs/decisions/layers.md'), 'utf8')
const src = join(repositoryRoot, 'src')

const foldersOf = (folder: string) =>
  readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)

/** What the page leaves out: folders without a row, barrels not listed, adapters not in the adapters' row. */
function leftOut(
  text: string,
  tree: { folders: readonly string[]; barrels: readonly string[]; adapters: readonly string[] },
): string[] {
  const rows = text.split('\n').filter((line) => line.startsWith('| `src/'))
  const rowOf = (folder: string) => rows.find((row) => row.startsWith(`| \`src/${folder}/\` |`))
  const barrelList = /The entry barrels\s*\(([^)]*)\)/.exec(text)?.[1] ?? ''
  const adaptersRow = rowOf('adapters') ?? ''
  return [
    ...tree.folders.filter((folder) => !rowOf(folder)).map((folder) => `src/${folder}/`),
    ...tree.barrels
      .filter((barrel) => !barrelList.includes(`\`${barrel}\``) && !barrelList.includes(`\`src/${barrel}\``))
      .map((barrel) => `src/${barrel}`),
    ...tree.adapters
      .filter((adapter) => !adaptersRow.includes(`\`${adapter}\``))
      .map((name) => `src/adapters/${name}/`),
  ]
}

describe('the layers page', () => {
  const tree = {
    folders: foldersOf(src),
    barrels: readdirSync(src).filter((name) => name.endsWith('.ts') && !name.includes('.test.')),
    adapters: foldersOf(join(src, 'adapters')),
  }

  test('names every folder of src/, every entry barrel and every adapter', () => {
    expect(tree.folders).toContain('mcp')
    expect(tree.barrels).toContain('vitest-browser.ts')
    expect(leftOut(page, tree)).toEqual([])
  })

  test('a folder, a barrel or an adapter left out is seen', () => {
    const text = [
      'The entry barrels (`src/index.ts`, `node.ts`) sit on top.',
      '| `src/model/` | resources | nothing |',
      '| `src/adapters/` | `msw` | model |',
    ].join('\n')
    expect(
      leftOut(text, {
        folders: ['model', 'adapters', 'mcp'],
        barrels: ['index.ts', 'node.ts', 'vite.ts'],
        adapters: ['msw', 'vite'],
      }),
    ).toEqual(['src/mcp/', 'src/vite.ts', 'src/adapters/vite/'])
  })
})
