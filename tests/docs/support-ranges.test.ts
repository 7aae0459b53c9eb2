/**
 * docs/support.md's table of what the package declares is package.json's
 * `engines` and `peerDependencies`: each peer's row names the peer and every
 * range of it (`^4.0.0`, `^5.0.0` for `^4.0.0 || ^5.0.0`), and says
 * "optional" exactly when `peerDependenciesMeta` does. No range on the page
 * given as a peer's disagrees with it.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { repositoryRoot } from './markdown-files.ts'

type PackageJson = {
  engines: { node: string }
  peerDependencies: Record<string, string>
  peerDependenciesMeta: Record<string, { optional?: boolean }>
}
const packageJson = JSON.parse(readFileSync(join(repositoryRoot, 'package.json'), 'utf8')) as PackageJson
const page = readFileSync(join(repositoryRoot, 'docs/support.md'), 'utf8')

/** The rows of the page's first table (`| | Declared |`), as their text. */
function declaredRows(text: string): string[] {
  const lines = text.split('\n')
  const start = lines.findIndex((line) => /^\|\s*\|\s*Declared\s*\|/.test(line))
  const rows: string[] = []
  for (let index = start + 2; start >= 0 && lines[index]?.startsWith('|'); index++) rows.push(lines[index]!)
  return rows
}

/** How a row names a peer: `msw`, `Vitest`, `@playwright/test`, as the page's readers know them. */
const labels: Record<string, string> = { vitest: 'Vitest', vite: 'Vite' }

/** What is wrong with the table for one peer (or `engines`), or nothing. */
function problemsOf(rows: readonly string[], name: string, range: string, optional: boolean): string[] {
  const label = labels[name] ?? name
  const row = rows.find((line) => line.includes(`\`${name}\``) || line.startsWith(`| ${label} `))
  if (!row) return [`${name}: no row`]
  const problems = range
    .split('||')
    .map((part) => part.trim())
    .filter((part) => !row.includes(`\`${part}\``))
    .map((part) => `${name}: ${part} is not in its row`)
  if (/\boptional\b/.test(row.replace(/not optional/g, '')) !== optional)
    problems.push(`${name}: ${optional ? 'not said to be optional' : 'said to be optional'}`)
  return problems
}

/** Every `a || b` range the page gives as a peer's, e.g. "an optional peer, `^4.0.0 || ^5.0.0`". */
const peerRangesOnPage = (text: string) =>
  [...text.replace(/\s+/g, ' ').matchAll(/\bpeer[^`.]{0,20}`([^`|]+\|\|[^`]+)`/g)].map((match) => match[1]!.trim())

describe('the support page', () => {
  const rows = declaredRows(page)

  test("declares each peer's ranges as package.json does", () => {
    const problems = Object.entries(packageJson.peerDependencies).flatMap(([name, range]) =>
      problemsOf(rows, name, range, packageJson.peerDependenciesMeta[name]?.optional === true),
    )
    expect(problems).toEqual([])
  })

  test("declares Node's ranges as engines does", () => {
    expect(problemsOf(rows, 'Node', packageJson.engines.node, false)).toEqual([])
  })

  test("gives no peer a range other than package.json's", () => {
    const declared = new Set([...Object.values(packageJson.peerDependencies), packageJson.engines.node])
    expect(peerRangesOnPage(page).filter((range) => !declared.has(range))).toEqual([])
  })

  test('a range left out, or optional not said, is seen', () => {
    const table = ['| Vitest (`/vitest-browser`) | 4: `^4.0.0` |']
    expect(problemsOf(table, 'vitest', '^4.0.0 || ^5.0.0', true)).toEqual([
      'vitest: ^5.0.0 is not in its row',
      'vitest: not said to be optional',
    ])
    expect(peerRangesOnPage('Vitest is an optional\npeer, `^3.0.0 || ^4.0.0`')).toEqual(['^3.0.0 || ^4.0.0'])
  })
})
