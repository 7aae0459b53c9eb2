/**
 * Issue 22, cold start: what the standalone server and the command load.
 * Each entry is imported in a process of its own with a preload that records
 * every module Node resolves; msw must not be among them, and our sources
 * must take es-toolkit by file (its barrels load hundreds of files).
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { createMock } from '../../src/doors/middleware/create-node-mock.ts'
import { createServer } from '../../src/server/create-server.ts'

const recorder = new URL('../support/record-imports.mjs', import.meta.url).pathname

/** `parent → module` URL pairs resolved while running `args` with tsx, from the repo's root. */
function importsOf(args: readonly string[]): { parent: string; url: string }[] {
  const file = join(mkdtempSync(join(tmpdir(), 'imports-')), 'imports.txt')
  const result = spawnSync(process.execPath, ['--import', 'tsx', '--import', recorder, ...args], {
    encoding: 'utf8',
    env: { ...process.env, RECORD_IMPORTS_TO: file },
    timeout: 30_000,
  })
  expect(result.status, result.stderr).toBe(0)
  return readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((line) => {
      const [parent = '', url = ''] = line.split(' ')
      return { parent, url }
    })
}

const importing = (entry: string) => [
  '--input-type=module',
  '-e',
  `await import(${JSON.stringify(new URL(`../../${entry}`, import.meta.url).href)})`,
]
const msw = /\/node_modules\/msw\//
const esToolkitBarrel = /\/node_modules\/es-toolkit\/dist\/(compat\/)?index\.mjs$/
const ours = /\/(src|fixtures)\//

// A limit only stops a hung start (three processes through tsx on a shared machine); it measures nothing.
describe('modules loaded at start', { timeout: 60_000 }, () => {
  test.each([
    ['the server entry (createServer)', importing('src/server.ts')],
    ['the command (real-estate-service-mock --help)', ['src/cli/bin.ts', '--help']],
  ])('%s loads no msw, and our sources take es-toolkit by file', (_, args) => {
    const imports = importsOf(args)
    expect(imports.some(({ url }) => url.includes('/src/'))).toBe(true)
    expect(imports.filter(({ url }) => msw.test(url)).map(({ parent, url }) => `${parent} → ${url}`)).toEqual([])
    expect(
      imports.filter(({ parent, url }) => ours.test(parent) && esToolkitBarrel.test(url)).map(({ parent }) => parent),
    ).toEqual([])
  })

  test('the recorder sees msw where it is used: the Node entry (createMock with handlers)', () => {
    expect(importsOf(importing('src/node.ts')).some(({ url }) => msw.test(url))).toBe(true)
  })
})

describe("the server's own mock, made without msw", () => {
  test('reading its handlers says how to get a mock with them', () => {
    expect(() => createServer().mock.handlers).toThrow(/createServer\(\{ mock \}\)/)
  })

  test("a mock from createMock keeps its handlers, the server's and its sessions'", () => {
    const mock = createServer({ mock: createMock() }).mock
    expect(mock.handlers).toHaveLength(2)
    expect(mock.handlers).toBe(mock.handlers)
    expect(mock.session('alpha').handlers).toHaveLength(2)
  })
})
