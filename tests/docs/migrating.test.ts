/**
 * The "after" code of docs/migrating-from-msw.md runs as it is: each block
 * marked ```ts after is a whole test file, written with the others into a
 * scratch folder of this repository (so that msw and Vitest resolve from its
 * node_modules; the package's name is pointed at src/, as the docs' type-check
 * does) and run by Vitest once, in a process of its own. Every test of every
 * block must pass.
 */
import { execFile } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { fencesOf, repositoryRoot } from './markdown-files.ts'

const page = readFileSync(join(repositoryRoot, 'docs/migrating-from-msw.md'), 'utf8')
const afterBlocks = fencesOf(page).filter((fence) => /^ts\b.*\bafter\b/.test(fence.info))
// `scratch/` is ignored by git (.gitignore), so the files never show as changes.
const folder = join(repositoryRoot, 'tests/docs/scratch', `migrating-${process.pid}`)

/** A block's file name, from its first line: `// account.test.ts`. */
const fileNameOf = (code: string) => /^\/\/ ([\w.-]+\.test\.ts)\n/.exec(code)?.[1]

/** The package's entries as users import them, pointed at their sources: `real-estate-service-mock/node` → src/node.ts. */
function withEntriesFromSources(code: string): string {
  return code.replace(/from '(real-estate-service-mock(?:\/([\w-]+))?)'/g, (_whole, _name, subpath?: string) => {
    return `from '${join(repositoryRoot, 'src', `${subpath ?? 'index'}.ts`)}'`
  })
}

type VitestReport = {
  numTotalTests: number
  numPassedTests: number
  testResults: {
    name: string
    status: string
    message: string
    assertionResults: { fullName: string; status: string; failureMessages: string[] }[]
  }[]
}
let report: VitestReport

beforeAll(async () => {
  mkdirSync(folder, { recursive: true })
  for (const block of afterBlocks) {
    const name = fileNameOf(block.code)
    if (!name)
      throw new Error(`docs/migrating-from-msw.md:${block.line}: an "after" block must open with // <name>.test.ts`)
    writeFileSync(join(folder, name), withEntriesFromSources(block.code))
  }
  // A config of its own, so that the project's (its projects, its global setup) is not used.
  // Its first request makes the seeded data in a cold process, on a machine busy with the rest of the suite:
  // the first test failed once in a full run, with no message kept (not seen again in five runs under load).
  // The limit only stops a hang; a wrong answer still fails, and the report now gives its message.
  writeFileSync(
    join(folder, 'vitest.config.mjs'),
    "export default { test: { include: ['*.test.ts'], testTimeout: 60_000 } }\n",
  )
  const vitest = join(repositoryRoot, 'node_modules/vitest/vitest.mjs')
  const output = join(folder, 'report.json')
  await promisify(execFile)(
    process.execPath,
    [
      vitest,
      'run',
      '--root',
      folder,
      '--config',
      join(folder, 'vitest.config.mjs'),
      '--reporter=json',
      `--outputFile=${output}`,
    ],
    { cwd: folder },
  ).catch(() => undefined) // a failing test exits non-zero; the report says which
  report = JSON.parse(readFileSync(output, 'utf8'))
}, 300_000) // Vitest in a child process on a busy machine; the limit only stops a hang

afterAll(() => rmSync(folder, { recursive: true, force: true }))

describe('the migration page', () => {
  test('has an "after" test file for each step', () => {
    expect(afterBlocks.map((block) => fileNameOf(block.code))).toEqual([
      'account.test.ts',
      'account-data.test.ts',
      'account-errors.test.ts',
      'app.test.ts',
    ])
  })

  test('runs every "after" test file, and every test passes', () => {
    const failed = report.testResults.flatMap((file) =>
      file.status === 'passed'
        ? []
        : [
            `${file.name}: ${file.message}`,
            ...file.assertionResults
              .filter((t) => t.status !== 'passed')
              .map((t) => `${t.fullName}: ${t.failureMessages.join(' ').slice(0, 500)}`),
          ],
    )
    expect(failed).toEqual([])
    expect(report.testResults).toHaveLength(afterBlocks.length)
    expect(report.numPassedTests).toBe(report.numTotalTests)
    expect(report.numTotalTests).toBeGreaterThanOrEqual(8)
  })
})
