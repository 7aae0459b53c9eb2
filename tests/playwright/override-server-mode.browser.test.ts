/**
 * The Playwright project in ./override run as a user runs it: `mock.override` in the fixture's server mode answers
 * the page's requests its way, once or until removed (override/override.spec.ts says what each test checks).
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { runPlaywrightProject, specsOf, type PlaywrightReport } from './support/playwright-run.ts'

describe('mock.override in server mode, under the Playwright runner', () => {
  let workspace: string
  let report: PlaywrightReport

  beforeAll(async () => {
    workspace = await mkdtemp(join(tmpdir(), 'rem-playwright-override-'))
    // A failing spec still gives its report: which test failed and why.
    report = await runPlaywrightProject('tests/playwright/override/playwright.config.ts', {
      workspace,
      keepFailedRun: true,
    })
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
