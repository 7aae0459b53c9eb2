/**
 * The React example's Playwright tests (examples/react-app/e2e), run as
 * `npx playwright test` runs them there: its config starts the app under
 * `vite` dev (`webServer`), on a free port here, and the package's fixture
 * answers the page, the app's own `startMock()` standing aside.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { cleanEnv, runCommand } from '../package/run-command.ts'

const root = fileURLToPath(new URL('../..', import.meta.url))
const playwrightBin = join(root, 'node_modules', '.bin', 'playwright')

type Spec = { title: string; tests: Array<{ status: string }> }
type Suite = { specs?: Spec[]; suites?: Suite[] }
type Report = { suites: Suite[]; stats: { expected: number; unexpected: number; flaky: number; skipped: number } }

const specsOf = (suite: Suite): Spec[] => [...(suite.specs ?? []), ...(suite.suites ?? []).flatMap(specsOf)]

/** A port nothing listens on now: the machine is shared, so not the 5173 of `npm run dev`. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

let workspace: string

beforeAll(async () => {
  workspace = await mkdtemp(join(tmpdir(), 'rem-react-playwright-'))
})

afterAll(() => rm(workspace, { recursive: true, force: true }))

test('playwright test: both tests pass against the app under vite dev', { timeout: 300_000 }, async () => {
  const reportFile = join(workspace, 'report.json')
  await runCommand(
    playwrightBin,
    [
      'test',
      '--config',
      'examples/react-app/playwright.config.ts',
      '--reporter=json',
      '--output',
      join(workspace, 'results'),
    ],
    root,
    cleanEnv({ PORT: String(await freePort()), PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile }),
  )
  const report = JSON.parse(await readFile(reportFile, 'utf8')) as Report
  expect(report.stats).toMatchObject({ expected: 2, unexpected: 0, flaky: 0, skipped: 0 })
  expect(
    report.suites
      .flatMap(specsOf)
      .map(({ title, tests }) => [title, tests.map(({ status }) => status)])
      .sort(),
  ).toEqual([
    ["a PATCH from the page reaches the test's mock", ['expected']],
    ["the app shows the test's scenario; its own mock started no worker", ['expected']],
  ])
})
