/**
 * Takes the README's screenshots of the simulator page and the dev panel
 * into docs/screenshots/. Run `npm run screenshots` after a visible change.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'
import { launchChromium, waitForObjects } from './chromium.ts'
import { serveStatic } from './serve-static.ts'
import { screenshotControlToken } from './screenshot-control-token.ts'
import { screenshotDemoLoad } from './screenshot-demo-load.ts'
import { screenshotTimeline } from './screenshot-timeline.ts'
import { fetchInPage, openPanel } from './simulator-page.ts'

const root = fileURLToPath(new URL('../../..', import.meta.url))
const output = join(root, 'docs', 'screenshots')
const directory = await mkdtemp(join(tmpdir(), 'rem-screenshots-'))
await build({
  root,
  configFile: join(root, 'vite.config.ts'),
  logLevel: 'warn',
  build: { outDir: directory, emptyOutDir: true },
})
const { url, server } = await serveStatic([{ prefix: '/', directory: async () => directory }])
const browser = await launchChromium()

try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 }, deviceScaleFactor: 1 })
  const page = await context.newPage()
  await page.goto(`${url}/?persist=0`)
  await waitForObjects(page)
  await page.screenshot({ path: join(output, 'simulator-objects.png') })

  await openPanel(page)
  for (const path of [
    '/svc/v1/AccountService',
    '/svc/v1/AccountService/Accounts/nobody',
    '/svc/v1/RealEstateService/RealEstateObjects/re-0002',
  ])
    await fetchInPage(page, path)
  // A second session, so that the panel's list of sessions shows what it is for.
  await page.evaluate(() => fetch('/svc/v1/AccountService', { headers: { 'X-Mock-Session': 'checkout-tests' } }))
  // The journal and the sessions' list are read again after each request; the last request's row shows when both are.
  await page.locator('rem-dev-panel #journal tbody tr', { hasText: 're-0002' }).first().waitFor()
  await page.locator('rem-dev-panel #sessions tr', { hasText: 'checkout-tests' }).waitFor()
  await page.locator('rem-dev-panel .rem-mode', { hasText: 'seed' }).waitFor()
  await page.locator('rem-dev-panel .rem-panel').screenshot({ path: join(output, 'dev-panel.png') })

  await page.locator('rem-dev-panel .rem-launcher').click()
  await page.goto(`${url}/?persist=0#settings`)
  await page.locator('rem-settings-form').waitFor()
  await page.locator('rem-settings-form [data-action="invalid"]').click()
  await page.locator('rem-settings-form .status.error').waitFor()
  // A taller window rather than a full-page shot, which would draw the fixed corner button mid-page.
  await page.setViewportSize({ width: 1280, height: 1220 })
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.screenshot({ path: join(output, 'settings-422.png') })
  await page.setViewportSize({ width: 1280, height: 860 })

  await page.goto(`${url}/?scenario=maintenance&persist=0#accounts`)
  await page.locator('rem-account-list rem-problem-notice').waitFor()
  await page.screenshot({ path: join(output, 'maintenance.png'), clip: { x: 0, y: 0, width: 1280, height: 520 } })
  await context.close()

  // A phone-sized window: the panel as a bottom sheet over the page.
  const narrow = await browser.newContext({ viewport: { width: 400, height: 820 }, deviceScaleFactor: 1 })
  const phone = await narrow.newPage()
  await phone.goto(`${url}/?persist=0`)
  await waitForObjects(phone)
  await phone.screenshot({ path: join(output, 'dev-panel-narrow-closed.png') })
  await openPanel(phone)
  await fetchInPage(phone, '/svc/v1/AccountService/Accounts/carol.viewer')
  await phone.locator('rem-dev-panel #journal tbody tr', { hasText: 'carol.viewer' }).first().waitFor()
  // The sheet scrolled to its journal, where long paths wrap after a slash.
  await phone.locator('rem-dev-panel #journal').scrollIntoViewIfNeeded()
  await phone.screenshot({ path: join(output, 'dev-panel-narrow.png') })
  await narrow.close()

  // The overlay a page shows when msw's worker script is missing.
  const missing = await browser.newContext({ viewport: { width: 1100, height: 560 }, deviceScaleFactor: 1 })
  await missing.route('**/mockServiceWorker.js', (route) =>
    route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }),
  )
  const broken = await missing.newPage()
  await broken.goto(`${url}/`)
  await broken.locator('rem-worker-overlay [role="alertdialog"]').waitFor()
  await broken.screenshot({ path: join(output, 'worker-overlay.png') })
  await missing.close()

  await screenshotControlToken(browser, directory, output)
  await screenshotTimeline(browser, url, output)
  await screenshotDemoLoad(browser, url, output)
} finally {
  await browser.close()
  server.close()
  await rm(directory, { recursive: true, force: true })
}
