/**
 * The Playwright project in ./override run as a user runs it: `mock.override` in the fixture's server mode answers
 * the page's requests its way, once or until removed (override/override.spec.ts says what each test checks).
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { cleanEnv, runCommand } from '../package/run-command.ts'

const root = resolve(import.meta.dirname, '../..')

type Result = { status: string; errors: Array<{ message?: string }> }
type Spec = { title: string; tests: { results: Result[] }[] }
type Suite = { specs?: Spec[]; suites?: Suite[] }
type Report = {
  suites: Suite[]
  stats: { expected: number; unexpected: number; flaky: number; skipped: number }
  errors: unknown[]
}

const specsOf = (suite: Suite): Spec[] => [...(suite.specs ?? []), ...(suite.suites ?? []).flatMap(specsOf)]

describe('mock.override in server mode, under the Playwright runner', () => {
  let workspace: string
  let report: Report

  beforeAll(async () => {
    workspace = await mkdtemp(join(tmpdir(), 'rem-playwright-override-'))
    const reportFile = join(workspace, 'report.json')
    // A failing spec exits non-zero: its report still says which test failed and why.
    await runCommand(
      'npx',
      [
        'playwright',
        'test',
        '--config',
        'tests/playwright/override/playwright.config.ts',
        '--reporter=json',
        '--output',
        join(workspace, 'results'),
      ],
      root,
      cleanEnv({ PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile }),
    ).catch(() => undefined)
    report = JSON.parse(await readFile(reportFile, 'utf8')) as Report
  }, 300_000)

  afterAll(() => rm(workspace, { recursive: true, force: true }))

  test('both tests of the spec passed', () => {
    expect(report.errors).toEqual([])
    // A failure shows its test and the runner's message.
    const failures = report.suites.flatMap(specsOf).flatMap(({ title, tests }) =>
      tests
        .flatMap(({ results }) => results)
        .filter(({ status }) => status !== 'passed')
        .map(({ errors }) => `${title}: ${errors.map(({ message }) => message).join('; ')}`),
    )
    expect(failures).toEqual([])
    expect(report.stats).toMatchObject({ expected: 2, unexpected: 0, flaky: 0, skipped: 0 })
  })
})
