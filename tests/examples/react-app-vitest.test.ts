/**
 * The React example's own Vitest (examples/react-app/vitest.config.ts), run
 * in a process of its own as `npx vitest run` runs it there: the component
 * tests under jsdom, with msw's server from its setupFiles, and in Chromium
 * through Vitest's Browser Mode and the package's fixture. The package
 * resolves to this repository's sources through the example's tsconfig paths.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { runCommand } from '../package/run-command.ts'

const root = fileURLToPath(new URL('../..', import.meta.url))
const example = join(root, 'examples', 'react-app')
const vitestBin = join(root, 'node_modules', '.bin', 'vitest')

type JsonReport = {
  numFailedTests: number
  numPendingTests: number
  testResults: Array<{ name: string; assertionResults: Array<{ status: string }> }>
}

let workspace: string

beforeAll(async () => {
  workspace = await mkdtemp(join(tmpdir(), 'rem-react-vitest-'))
})

afterAll(() => rm(workspace, { recursive: true, force: true }))

test('vitest run: the jsdom and the Browser Mode component tests all pass', { timeout: 300_000 }, async () => {
  const output = join(workspace, 'report.json')
  await runCommand(vitestBin, ['run', '--root', example, '--reporter=json', `--outputFile=${output}`], root)
  const report = JSON.parse(await readFile(output, 'utf8')) as JsonReport
  const passedByFile = Object.fromEntries(
    report.testResults.map(({ name, assertionResults }) => [
      name.slice(example.length + 1),
      assertionResults.filter(({ status }) => status === 'passed').length,
    ]),
  )
  expect(passedByFile).toEqual({ 'tests/app.test.tsx': 4, 'tests/app.browser.test.tsx': 2 })
  expect({ failed: report.numFailedTests, skipped: report.numPendingTests }).toEqual({ failed: 0, skipped: 0 })
})
