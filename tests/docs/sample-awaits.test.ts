/**
 * The docs' sample check (compile-samples.ts, run on every sample by
 * samples.test.ts) fails a sample that awaits a value that is no promise,
 * such as `await mock.useScenario(…)` in-process, where the call is done when
 * it returns, and keeps one that awaits a promise or the Playwright fixture's
 * `mock`, which may be either. And samples of one page that open with their
 * file's name (`// tests/mock.ts`) import each other as users' files do.
 */
import { describe, expect, test } from 'vitest'
import { compileSamples } from './compile-samples.ts'

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
])

describe('the docs sample check', () => {
  test('reports an await of a value that is no promise, at its line', () => {
    expect(diagnostics).toEqual([
      "docs/in-process.md:3: 'await' of a value that is no promise: mock.useScenario('maintenance') is { name: string; }.",
    ])
  })
})

describe('samples of one page', () => {
  const mockModule = {
    source: 'docs/setup.md:1',
    code: "// tests/mock.ts\nimport { createMock } from 'real-estate-service-mock/node'\nexport const mock = createMock()",
  }

  test('import each other by their file names', () => {
    const test = {
      source: 'docs/setup.md:9',
      code: "// tests/a.test.ts\nimport { mock } from './mock.ts'\nmock.useScenario('slow')",
    }
    expect(compileSamples([mockModule, test])).toEqual([])
  })

  test('a file no sample of the page is stays missing', () => {
    const elsewhere = { ...mockModule, source: 'docs/other.md:1' }
    const test = {
      source: 'docs/setup.md:9',
      code: "// tests/a.test.ts\nimport { mock } from './mock.ts'\nmock.reset()",
    }
    expect(compileSamples([elsewhere, test])).toEqual([
      expect.stringMatching(/^docs\/setup\.md:10: Cannot find module '\.\/mock\.ts'/),
    ])
  })
})
