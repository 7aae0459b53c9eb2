/**
 * The docs' sample check (compile-samples.ts, run on every sample by
 * samples.test.ts) fails a sample that awaits a value that is no promise,
 * such as `await mock.useScenario(…)` in-process, where the call is done when
 * it returns, and keeps one that awaits a promise or the Playwright fixture's
 * `mock`, which may be either.
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
