/**
 * The docs' TypeScript samples compile against the package's types: each
 * ```ts block of README.md and docs/, except the few marked ```ts no-check
 * (a fragment that cannot stand alone), in one program (compile-samples.ts).
 * A block copied from a file of the repository (`<!-- code from … -->` before
 * it, scripts/doc-includes.ts) is that file's code, checked in its own project.
 */
import { describe, expect, test } from 'vitest'
import { compileSamples, type Sample } from './compile-samples.ts'
import { fencesOf, markdownFiles } from './markdown-files.ts'

/** Whether the line before the block is a copy's marker: the block is a file of the repository's, not a sample. */
const isCopied = (text: string, opening: number) => /^<!-- code from /.test(text.split('\n')[opening - 1] ?? '')

const typescriptFences = markdownFiles().flatMap((file) =>
  fencesOf(file.text)
    .filter((fence) => /^ts\b/.test(fence.info) && !isCopied(file.text, fence.opening))
    .map((fence) => ({
      source: `${file.path}:${fence.line}`,
      code: fence.code,
      unchecked: /\bno-check\b/.test(fence.info),
    })),
)
const samples: Sample[] = typescriptFences.filter((fence) => !fence.unchecked)

// One program for all: the docs' samples, and one that misuses the API, to show that a mistake is caught.
const wrong: Sample = {
  source: 'docs/a-wrong-sample.md:1',
  code: "import { createMock } from 'real-estate-service-mock/node'\ncreateMock().useScenario(42)",
}
const diagnostics = compileSamples([...samples, wrong])

describe('the docs code samples', () => {
  test('are found in the README and the docs pages', () => {
    expect(samples.some((sample) => sample.source.startsWith('README.md:'))).toBe(true)
    expect(samples.filter((sample) => sample.source.startsWith('docs/')).length).toBeGreaterThan(40)
  })

  test('are rarely left unchecked', () => {
    const unchecked = typescriptFences.filter((fence) => fence.unchecked).map((fence) => fence.source)
    expect(unchecked.length, `unchecked: ${unchecked.join(', ')}`).toBeLessThanOrEqual(5)
  })

  test('compile against the package types', () => {
    expect(diagnostics.filter((diagnostic) => !diagnostic.startsWith('docs/a-wrong-sample.md:'))).toEqual([])
  })

  test('a sample that misuses the API is reported at its line', () => {
    expect(diagnostics.filter((diagnostic) => diagnostic.startsWith('docs/a-wrong-sample.md:'))).toEqual([
      expect.stringMatching(/^docs\/a-wrong-sample\.md:2: Argument of type '42' is not assignable/),
    ])
  })
})
