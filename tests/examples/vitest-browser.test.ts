/**
 * The Vitest Browser Mode example (examples/vitest-browser): its component
 * tests run in Chromium through `real-estate-service-mock/vitest-browser`,
 * resolved to this repository's sources through the example's tsconfig paths.
 * Its Vitest runs in a process of its own, as `npm test` runs it there; in
 * watch mode, a change to a test file reruns it with its `vi.mock` in force.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { cleanEnv, runCommand } from '../package/run-command.ts'

const root = fileURLToPath(new URL('../..', import.meta.url))
const example = join(root, 'examples', 'vitest-browser')
const vitestBin = join(root, 'node_modules', '.bin', 'vitest')

type JsonReport = {
  numPassedTests: number
  numFailedTests: number
  numPendingTests: number
  testResults: Array<{ name: string; assertionResults: Array<{ status: string }> }>
}

let workspace: string

beforeAll(async () => {
  workspace = await mkdtemp(join(tmpdir(), 'rem-vitest-browser-example-'))
})

afterAll(() => rm(workspace, { recursive: true, force: true }))

/** Passed tests by file, from Vitest's JSON report. */
const passedByFile = (report: JsonReport) =>
  Object.fromEntries(
    report.testResults.map(({ name, assertionResults }) => [
      name.slice(example.length + 1),
      assertionResults.filter(({ status }) => status === 'passed').length,
    ]),
  )

describe('the Vitest Browser Mode example', { timeout: 300_000 }, () => {
  test('type-checks, and the fixtures are typed: a wrong option or method is an error', async () => {
    // Probes that fail to compile unless `mockOptions` and `mock` have the fixture's types (not `any`).
    const probes = join(example, 'tests', `type-probes-${process.pid}.ts`)
    await writeFile(
      probes,
      `import { test } from 'real-estate-service-mock/vitest-browser'

// @ts-expect-error the seed is a number
test.override({ mockOptions: { seed: 'seven' } })
// @ts-expect-error hybrid mode is not offered: its fetch would be the intercepted one
test.override({ mockOptions: { real: { url: 'https://staging.example.com' } } })
test('probe', ({ mock }) => {
  const seed: number = mock.seed
  // @ts-expect-error the mock has no such method
  mock.useScenarios('maintenance')
  return void seed
})
`,
    )
    try {
      await runCommand(join(root, 'node_modules', '.bin', 'tsc'), ['-p', 'tsconfig.json'], example)
    } finally {
      await rm(probes, { force: true })
    }
  })

  test('vitest run: every component test passes, three files in parallel frames, 50 in one of them', async () => {
    const output = join(workspace, 'report.json')
    await runCommand(vitestBin, ['run', '--root', example, '--reporter=json', `--outputFile=${output}`], root)
    const report = JSON.parse(await readFile(output, 'utf8')) as JsonReport
    expect(passedByFile(report)).toEqual({
      'tests/app-starts-mock.test.tsx': 2,
      'tests/object-card.test.tsx': 51,
      'tests/settings-panel.test.tsx': 7,
    })
    expect({ failed: report.numFailedTests, skipped: report.numPendingTests }).toEqual({ failed: 0, skipped: 0 })
  })

  test('watch mode: a change to a test file reruns it, and the rerun passes with its vi.mock still in force', async () => {
    // In a process of its own, as `vitest` (watch) runs: Vitest's Node API there, not in this test's worker.
    const script = `
import { readFileSync, writeFileSync } from 'node:fs'
import { createVitest } from 'vitest/node'

const file = ${JSON.stringify(join(example, 'tests', 'object-card.test.tsx'))}
const runs = []
let rerun
const rerunEnded = new Promise((resolve) => (rerun = resolve))
const vitest = await createVitest('test', {
  root: ${JSON.stringify(example)},
  watch: true,
  reporters: [{
    onTestRunEnd(modules) {
      const tests = modules.flatMap((module) => [...module.children.allTests()])
      runs.push({
        passed: tests.filter((test) => test.result().state === 'passed').length,
        failed: tests.filter((test) => test.result().state === 'failed').length,
      })
      // The same text written again: a change the watcher sees, and nothing to undo.
      if (runs.length === 1) writeFileSync(file, readFileSync(file, 'utf8'))
      else rerun()
    },
  }],
})
await vitest.start(['tests/object-card.test.tsx'])
await Promise.race([rerunEnded, new Promise((resolve) => setTimeout(resolve, 240_000))])
await vitest.close()
console.log(JSON.stringify(runs))
process.exit(0)
`
    const { stdout } = await runCommand(process.execPath, ['--input-type=module', '-e', script], example, cleanEnv())
    const runs = JSON.parse(stdout.trim().split('\n').at(-1)!) as Array<{ passed: number; failed: number }>
    // 50 of the 51 check the text the file's vi.mock gives: a rerun that lost it would fail them.
    expect(runs).toEqual([
      { passed: 51, failed: 0 },
      { passed: 51, failed: 0 },
    ])
  })
})
