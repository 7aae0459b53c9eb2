/**
 * The README's two quick starts together: the Vite example (examples/vite-app)
 * starts the mock in its own page in development (`startMock()`, msw's service
 * worker), and these tests drive it with the Playwright fixture. The test's
 * mock answers, in both modes: the fixture tells the page before the app's
 * code runs, so `startMock()` starts no worker, and it blocks service workers.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { createServer, type ViteDevServer } from 'vite'
import { expect, test } from 'real-estate-service-mock/playwright'

const app = resolve(import.meta.dirname, '../vite-app')

let server: ViteDevServer | undefined
let cacheDir: string | undefined
let appUrl: string

// One dev server for the file: its tests run one after the other in one worker.
test.describe.configure({ mode: 'default' })

test.beforeAll(async ({ browser }) => {
  // A fresh dependency cache: Vite optimizes the app's dependencies on its first page load, and may reload it.
  test.setTimeout(180_000)
  cacheDir = await mkdtemp(join(tmpdir(), 'rem-vite-app-'))
  server = await createServer({
    root: app,
    // The example's `npm run dev` (worker mode: public/ serves msw's worker script), without its config file,
    // which imports the package's Vite entry this project does not install.
    configFile: false,
    cacheDir,
    logLevel: 'warn',
    // The package as the app imports it, from this repository's sources.
    resolve: { alias: { 'real-estate-service-mock/browser': resolve(app, '../../src/browser.ts') } },
    server: { port: 0, host: '127.0.0.1' },
  })
  await server.listen()
  appUrl = server.resolvedUrls?.local[0] ?? ''
  // One load outside any test, its own mock started, so that the tests meet the dependencies optimized already.
  const warmUp = await browser.newPage({ serviceWorkers: 'allow' })
  await warmUp.goto(appUrl)
  await warmUp.locator('html[data-mock="ready"]').waitFor({ state: 'attached', timeout: 150_000 })
  await warmUp.close()
})

test.afterAll(async () => {
  await server?.close()
  if (cacheDir) await rm(cacheDir, { recursive: true, force: true })
})

for (const mode of ['in the test process', 'in server mode'] as const) {
  test.describe(mode, () => {
    if (mode === 'in server mode') test.use({ mockOptions: { server: process.env.MOCK_SERVER_URL ?? '' } })

    test('the page shows the scenario the test switched to, not the app mock’s seeded data', async ({ page, mock }) => {
      await mock.useScenario('maintenance')
      await page.goto(appUrl)
      await expect(page.locator('html[data-mock="ready"]')).toBeAttached()
      await expect(page.locator('#app')).toContainText('answered 503')
      expect(await mock.requests.count({ status: 503 })).toBeGreaterThan(0)
      expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull()
    })

    test('a fault the test set reaches the page', async ({ page, mock }) => {
      await mock.setFaults({ getAccountSettings: 'network-error' })
      await page.goto(appUrl)
      await expect(page.locator('#app')).toContainText('Failed to load')
      expect(await mock.requests.count({ operation: 'getAccountSettings', fault: 'network-error' })).toBe(1)
    })
  })
}
