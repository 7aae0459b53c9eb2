/**
 * The example Playwright project (examples/playwright) run as a user runs it,
 * with four workers: every test passes, and they ran side by side. Each of its
 * tests asserts that it saw only its own changes, so crosstalk between tests,
 * workers or sessions fails this run. The run also writes one Pact of every
 * test's answers (issue 23), all four workers merged.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { runPlaywrightProject, specsOf, type PlaywrightReport } from './support/playwright-run.ts'

/** Tests in the example project: a changed count should be a decision, made here. */
const expectedTests = { 'app-with-its-own-mock.spec.ts': 4, 'in-process.spec.ts': 10, 'server-mode.spec.ts': 10 }

type PactFile = {
  consumer: { name: string }
  provider: { name: string }
  interactions: Array<{ description: string; request: { method: string; body?: any }; response: { status: number } }>
}

describe('the example Playwright project, with --workers 4', () => {
  let workspace: string
  let report: PlaywrightReport
  let pact: PactFile

  beforeAll(async () => {
    workspace = await mkdtemp(join(tmpdir(), 'rem-playwright-example-'))
    report = await runPlaywrightProject('examples/playwright/playwright.config.ts', {
      workspace,
      args: ['--workers', '4'],
      env: { PACT_DIR: workspace },
    })
    pact = JSON.parse(await readFile(join(workspace, 'settings-app-real-estate-service.json'), 'utf8')) as PactFile
  }, 300_000)

  afterAll(() => rm(workspace, { recursive: true, force: true }))

  test('every test passed, none skipped or flaky', () => {
    const total = Object.values(expectedTests).reduce((sum, count) => sum + count, 0)
    expect(report.errors).toEqual([])
    expect(report.stats).toMatchObject({ expected: total, unexpected: 0, flaky: 0, skipped: 0 })
  })

  test('each spec file ran the tests it is expected to', () => {
    const specs = report.suites.flatMap(specsOf)
    const byFile: Record<string, number> = {}
    for (const spec of specs) byFile[spec.file] = (byFile[spec.file] ?? 0) + spec.tests.length
    expect(byFile).toEqual(expectedTests)
  })

  test('the tests ran in more than one worker at once', () => {
    const lanes = new Set(
      report.suites
        .flatMap(specsOf)
        .flatMap((spec) => spec.tests.flatMap((run) => run.results.map((result) => result.parallelIndex))),
    )
    expect(lanes.size).toBeGreaterThan(1)
  })

  test("one Pact of the run: every worker's interactions merged, none lost, each description unique", () => {
    expect(pact.consumer.name).toBe('settings-app')
    expect(pact.provider.name).toBe('real-estate-service')
    // Each zone was saved by its own test, in whichever worker ran it, in process and in server mode.
    const savedZones = pact.interactions
      .filter(({ request, response }) => request.method === 'PATCH' && response.status === 200)
      .map(({ request }) => request.body.preferences.time_zone_default)
    expect(savedZones.sort()).toEqual([
      'Africa/Nairobi',
      'America/Chicago',
      'America/Denver',
      'Asia/Seoul',
      'Asia/Tokyo',
      'Australia/Sydney',
      'Europe/Berlin',
      'Europe/Lisbon',
    ])
    const statuses = new Set(pact.interactions.map(({ response }) => response.status))
    expect([...statuses].sort()).toEqual(expect.arrayContaining([200, 403, 503]))
    const descriptions = pact.interactions.map(({ description }) => description)
    expect(new Set(descriptions).size).toBe(descriptions.length)
  })
})
