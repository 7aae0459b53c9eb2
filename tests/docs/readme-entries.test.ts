/**
 * The README's list of the package's entries is package.json's `exports`: the
 * sentence that opens with "The package is ESM" names each subpath (`/node`,
 * `/openapi.json`…) and the main entry, and nothing else.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { repositoryRoot, withoutFences } from './markdown-files.ts'

const packageJson = JSON.parse(readFileSync(join(repositoryRoot, 'package.json'), 'utf8')) as {
  name: string
  exports: Record<string, unknown>
}

/** The entries users import: every key of `exports` but `package.json` itself, `./node` as `/node`. */
function exportedEntries(exports: Record<string, unknown>): string[] {
  return Object.keys(exports)
    .filter((key) => key !== './package.json')
    .map((key) => (key === '.' ? '.' : key.slice(1)))
    .sort()
}

/** The entries a README's paragraph of entries names: each `/subpath` in code, and `.` for the package's own name. */
function entriesNamed(readme: string, packageName: string): string[] {
  const text = withoutFences(readme)
  const start = text.indexOf('The package is ESM')
  if (start < 0) return []
  const paragraph = text.slice(start).split(/\n\s*\n/)[0]!
  const subpaths = [...paragraph.matchAll(/`(\/[\w.-]+(?:\/[\w.-]+)*)`/g)].map((match) => match[1]!)
  const main = paragraph.includes(`\`${packageName}\``) ? ['.'] : []
  return [...main, ...subpaths].sort()
}

describe("the README's list of entries", () => {
  test("is package.json's exports", () => {
    const readme = readFileSync(join(repositoryRoot, 'README.md'), 'utf8')
    expect(entriesNamed(readme, packageJson.name)).toEqual(exportedEntries(packageJson.exports))
  })

  test('an entry left out is seen', () => {
    const readme = 'The package is ESM: `real-estate-service-mock`, `/node` and `/browser`.\n'
    const exports = { '.': {}, './node': {}, './browser': {}, './vite': {}, './package.json': './package.json' }
    expect(entriesNamed(readme, 'real-estate-service-mock')).not.toEqual(exportedEntries(exports))
  })
})
