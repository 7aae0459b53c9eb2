/**
 * The docs' sample check (compile-samples.ts, run on every sample by
 * samples.test.ts) fails a sample that awaits a value that is no promise,
 * such as `await mock.useScenario(…)` in-process, where the call is done when
 * it returns, and keeps one that awaits a promise or the Playwright fixture's
 * `mock`, which may be either. And samples of one page that open with their
 * file's name (`// tests/mock.ts`) import each other as users' files do.
 * One program for all of them, as samples.test.ts makes one for the docs.
 */
import { describe, expect, test } from 'vitest'
import { compileSamples } from './compile-samples.ts'

const mockModule =
  "// tests/mock.ts\nimport { createMock } from 'real-estate-service-mock/node'\nexport const mock = createMock()"
const testOfIt = "// tests/a.test.ts\nimport { mock } from './mock.ts'\nmock.useScenario('slow')"

const diagnostics = compileSamples([
  {
    source: 'docs/in-process.md:1',
    code: [
      "import { createMock } from 'real-estate-service-mock/node'",
      'const mock = createMock()',
      "await mock.useScenario('maintenance')",
      'await mock.reset()',
    ].join('\n'),
  },
  {
    source: 'docs/fixture.md:1',
    code: [
      "import { test } from 'real-estate-service-mock/playwright'",
      "test('t', async ({ mock }) => {",
      "  await mock.useScenario('maintenance')",
      '})',
    ].join('\n'),
  },
  { source: 'docs/setup.md:1', code: mockModule },
  { source: 'docs/setup.md:9', code: testOfIt },
  { source: 'docs/elsewhere.md:1', code: mockModule },
  { source: 'docs/no-mock-module.md:9', code: testOfIt },
])
const of = (page: string) => diagnostics.filter((diagnostic) => diagnostic.startsWith(`${page}:`))

describe('the docs sample check', () => {
  test('reports an await of a value that is no promise, at its line', () => {
    expect(of('docs/in-process.md')).toEqual([
      "docs/in-process.md:3: 'await' of a value that is no promise: mock.useScenario('maintenance') is { name: string; }.",
    ])
    expect(of('docs/fixture.md')).toEqual([])
  })
})

describe('samples of one page', () => {
  test('import each other by their file names', () => {
    expect(of('docs/setup.md')).toEqual([])
  })

  test("a file of another page's is not found", () => {
    expect(of('docs/no-mock-module.md')).toEqual([
      expect.stringMatching(/^docs\/no-mock-module\.md:10: Cannot find module '\.\/mock\.ts'/),
    ])
    expect(diagnostics).toHaveLength(2)
  })
})
