/**
 * The simulator page in Chromium with the mock in msw's service worker: the
 * worker registers, controls the page and takes a request body, other requests
 * pass through, the page shows a scenario from the URL, and a missing worker
 * script is reported in words a user can act on. What the mock answers is
 * tested once, in process (tests/service, tests/simulation); that the worker
 * answers every GET byte for byte as Node does, and `?seed=`, in
 * determinism.browser.test.ts.
 */
import { describe, expect, inject, test } from 'vitest'
import { createMock } from '../../src/adapters/middleware/create-node-mock.ts'
import { useChromium, openSimulator, waitForObjects } from './support/chromium.ts'
import { fetchInPage } from './support/simulator-page.ts'
import mswPackage from 'msw/package.json' with { type: 'json' }
import type { BrowserContext } from 'playwright-core'

const siteUrl = inject('siteUrl')
// The installed msw (msw 3 here), and a version of the same major that is not it.
const mswVersion = mswPackage.version
const olderSameMajor = `${mswVersion.split('.')[0]}.0.0-old`
const browser = useChromium()

describe('the service worker', () => {
  test("registers, controls the page, and a PATCH's body reaches the mock through it", async () => {
    const { context, page, errors } = await openSimulator(browser(), `${siteUrl}/?persist=0`)
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(
      `${siteUrl}/mockServiceWorker.js`,
    )

    const node = await createMock({ seed: 42 }).database()
    const flipped = !node.getSettings().activity_logs
    const patched = await fetchInPage(page, '/svc/v1/AccountService', {
      method: 'PATCH',
      body: { activity_logs: flipped },
    })
    expect(patched).toMatchObject({ status: 200, body: { activity_logs: flipped } })
    expect(await fetchInPage(page, '/svc/v1/AccountService')).toMatchObject({ body: { activity_logs: flipped } })
    expect(errors).toEqual([])
    await context.close()
  })

  test('lets unrelated requests through to the network, without warnings', async () => {
    const context = await browser().newContext()
    const page = await context.newPage()
    const warnings: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text())
    })
    await page.goto(`${siteUrl}/?persist=0`)
    // Controlled is not yet answered (the ready signal's own test shows it): wait for the mock to answer.
    await page.locator('html[data-mock="ready"]').waitFor()
    const html = await page.evaluate(async () => (await fetch('./index.html')).text())
    expect(html).toContain('<rem-object-list>')
    const missing = await fetchInPage(page, '/unrelated/file.txt')
    expect(missing).toMatchObject({ status: 404 })
    expect(warnings.filter((text) => /MSW|real-estate-service-mock/.test(text))).toEqual([])
    await context.close()
  })

  test('a page that left the mock for one that frames it: the framed page is reloaded once, then controlled (issue 15)', async () => {
    // Storybook's shape: a story's page alone, then in the same tab a page (the manager) that frames it.
    const { context, page } = await openSimulator(browser(), `${siteUrl}/?persist=0`)
    await context.route(`${siteUrl}/frames-the-app.html`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>Host</title><iframe id="app" src="/?persist=0" style="width:1000px;height:700px"></iframe>',
      }),
    )
    await page.goto(`${siteUrl}/frames-the-app.html`)
    const frame = page.frameLocator('#app')
    await frame.locator('rem-object-list [role="status"]', { hasText: '25 of 25 objects loaded.' }).waitFor()
    const inner = page.frames().find((candidate) => candidate.url().startsWith(`${siteUrl}/?persist=0`))!
    expect(await inner.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(
      `${siteUrl}/mockServiceWorker.js`,
    )
    await context.close()
  })

  test('reports a missing worker script with the command that adds it', async () => {
    const context = await browser().newContext()
    await context.route('**/mockServiceWorker.js', (route) =>
      route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }),
    )
    const page = await context.newPage()
    await page.goto(`${siteUrl}/`)
    const error = page.locator('#start-error')
    await error.waitFor()
    expect(await error.textContent()).toMatch(/no worker script at \/mockServiceWorker\.js \(HTTP 404.*npx msw init/)

    // Not only in the page's own error box or the console: the mock's overlay says it, with the fix.
    const overlay = page.locator('rem-worker-overlay [role="alertdialog"]')
    await overlay.waitFor()
    expect(await overlay.locator('h2').textContent()).toBe(
      'The mock did not start: there is no worker script at /mockServiceWorker.js',
    )
    expect(await overlay.locator('#command').textContent()).toBe('npx msw init public --save')
    const covered = await overlay.evaluate((card) => {
      const backdrop = card.parentElement!.getBoundingClientRect()
      return { width: backdrop.width, height: backdrop.height, viewport: [innerWidth, innerHeight] }
    })
    expect([covered.width, covered.height]).toEqual(covered.viewport)
    await overlay.locator('#dismiss').click()
    expect(await page.locator('rem-worker-overlay').count()).toBe(0)
    await context.close()
  })

  test('an outdated worker script of the same major shows a banner with the command that updates it; the mock still starts', async () => {
    const context = await browser().newContext()
    await serveWorkerScriptAs(context, olderSameMajor)
    const page = await context.newPage()
    const warnings: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text())
    })
    await page.goto(`${siteUrl}/?persist=0`)
    const banner = page.locator('rem-worker-overlay [role="alert"]')
    await banner.waitFor()
    expect(await banner.locator('h2').textContent()).toBe(
      `The worker script at /mockServiceWorker.js comes from msw ${olderSameMajor}, but msw ${mswVersion} is installed`,
    )
    expect(await banner.locator('#command').textContent()).toBe('npx msw init public --save')
    expect(warnings.some((text) => text.includes(`msw ${olderSameMajor}`))).toBe(true)
    await waitForObjects(page)
    await banner.locator('#dismiss').click()
    expect(await page.locator('rem-worker-overlay').count()).toBe(0)
    await context.close()
  })

  test('a worker script of another msw major is refused: the mock does not start, and the overlay says what to run', async () => {
    const context = await browser().newContext()
    await serveWorkerScriptAs(context, '2.15.0')
    const page = await context.newPage()
    await page.goto(`${siteUrl}/?persist=0`)
    const overlay = page.locator('rem-worker-overlay [role="alertdialog"]')
    await overlay.waitFor()
    expect(await overlay.locator('h2').textContent()).toContain(
      `comes from msw 2.15.0, but msw ${mswVersion} is installed`,
    )
    expect(await overlay.locator('#command').textContent()).toBe('npx msw init public --save')
    await page.locator('html[data-mock="failed"]').waitFor()
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull()
    await context.close()
  })
})

/** The page gets the installed worker script with its version marker changed to `version`. */
async function serveWorkerScriptAs(context: BrowserContext, version: string): Promise<void> {
  await context.route('**/mockServiceWorker.js', async (route) => {
    const response = await route.fetch()
    const script = (await response.text()).replace(/PACKAGE_VERSION = '[^']+'/, `PACKAGE_VERSION = '${version}'`)
    await route.fulfill({ response, body: script })
  })
}

describe('the page URL', () => {
  test('?scenario=maintenance: the page shows the problem the mock answered', async () => {
    const { context, page } = await openSimulator(browser(), `${siteUrl}/?scenario=maintenance&persist=0`)
    expect(await page.locator('rem-object-list rem-problem-notice [role="alert"]').textContent()).toContain('503')
    await context.close()
  })

  test('?scenario=empty leaves no objects, and the page says so', async () => {
    const { context, page } = await openSimulator(browser(), `${siteUrl}/?scenario=empty&persist=0`)
    expect(await page.locator('rem-object-list [role="status"]').textContent()).toBe(
      'No real estate objects in this scenario.',
    )
    await context.close()
  })
})
