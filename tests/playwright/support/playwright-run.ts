/**
 * @module A Playwright project of this repository run as a user runs it (`npx playwright test`),
 * read back from its JSON report: the example project's test and the server-mode override test.
 */
import { readFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { cleanEnv, runCommand } from '../../package/run-command.ts'

const root = resolve(import.meta.dirname, '../../..')

type Result = { status: string; parallelIndex: number; errors: Array<{ message?: string }> }
type Spec = { title: string; file: string; tests: { status: string; results: Result[] }[] }
type Suite = { specs?: Spec[]; suites?: Suite[] }

/** What the JSON reporter writes, as far as the tests read it. */
export type PlaywrightReport = {
  suites: Suite[]
  stats: { expected: number; unexpected: number; flaky: number; skipped: number }
  errors: unknown[]
}

/** Every spec of a suite and of the suites within it. */
export const specsOf = (suite: Suite): Spec[] => [...(suite.specs ?? []), ...(suite.suites ?? []).flatMap(specsOf)]

/**
 * Runs the project of `config` (from the repository's root) with the JSON reporter into `workspace`.
 * With `keepFailedRun`, a run that fails still gives its report, which says which test failed and why.
 */
export async function runPlaywrightProject(
  config: string,
  options: { workspace: string; args?: string[]; env?: Record<string, string>; keepFailedRun?: boolean },
): Promise<PlaywrightReport> {
  const reportFile = join(options.workspace, 'report.json')
  const run = runCommand(
    'npx',
    [
      'playwright',
      'test',
      '--config',
      config,
      ...(options.args ?? []),
      '--reporter=json',
      '--output',
      join(options.workspace, 'results'),
    ],
    root,
    cleanEnv({ PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile, ...options.env }),
  )
  await (options.keepFailedRun ? run.catch(() => undefined) : run)
  return JSON.parse(await readFile(reportFile, 'utf8')) as PlaywrightReport
}
