/**
 * The simulator page in Firefox: its four tabs and the dev panel with no WCAG
 * 2 A/AA violation axe-core can find, the panel driven from the keyboard
 * alone; and the same page served by the Vite plugin from a `vite` dev
 * server, with no service worker, its panel driven with the mouse.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'puppeteer-core'
import { createServer, type ViteDevServer } from 'vite'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import type { Mock } from '../../src/doors/create-mock.ts'
import { realEstateServiceMock } from '../../src/vite.ts'
import type { WcagViolation } from '../browser/support/axe.ts'
import { focusedControl } from '../browser/support/page-functions.ts'
import { openSimulator, useFirefox, useVisitedContext } from './support/firefox.ts'
import { choose, fetchInPage, openPanel, textOf, waitForControl, wcagViolations } from './support/simulator-page.ts'

const siteUrl = inject('siteUrl')
const browser = useFirefox()
/** None of these checks needs a first visit: one context, its worker registered once. */
const context = useVisitedContext(browser)

/** Presses Tab until the control named `name` has the focus; fails after `most` presses. */
async function tabTo(page: Page, name: string, most = 60): Promise<void> {
  for (let pressed = 0; (await page.evaluate(focusedControl)).name !== name; pressed++) {
    if (pressed === most) throw new Error(`Tab pressed ${most} times never reached ${name}.`)
    await page.keyboard.press('Tab')
  }
}

// Generous: axe runs several times in one test on a machine the suite shares; no assertion is about time.
describe('the simulator page in Firefox', { timeout: 180_000 }, () => {
  test('each of the four tabs shows its data, with no WCAG 2 A or AA violation', async () => {
    const { page, errors } = await openSimulator(browser(), `${siteUrl}/?persist=0`, context())
    // What shows that a tab's data is there; `>>>` reaches into the components' shadow roots.
    const loadedIn: Record<string, string> = {
      objects: 'rem-object-list >>> [role="status"]',
      accounts: 'rem-account-list >>> [role="status"]::-p-text(loaded)',
      settings: 'rem-settings-editor >>> rem-settings-form >>> input',
      history: 'rem-history >>> .rem-version',
    }
    const violations: Record<string, WcagViolation[]> = {}
    for (const [tab, loaded] of Object.entries(loadedIn)) {
      await page.click(`#tab-${tab}`)
      await page.waitForSelector(`#${tab}:not([hidden]) ${loaded}`)
      violations[tab] = await wcagViolations(page)
    }
    expect(violations).toEqual({ objects: [], accounts: [], settings: [], history: [] })
    expect(errors).toEqual([])
    await page.close()
  })

  test('the dev panel by keyboard alone: Tab reaches it, Enter opens it, a letter switches the scenario (the next request obeys, the page shows it), no WCAG 2 A or AA violation while it is open, Escape closes it', async () => {
    const { page } = await openSimulator(browser(), `${siteUrl}/?persist=0`, context())
    await tabTo(page, 'Mock, default')
    expect((await page.evaluate(focusedControl)).outline).not.toBe('none')
    await page.keyboard.press('Enter')
    expect(await page.$eval('rem-dev-panel >>> .rem-launcher', (button) => button.getAttribute('aria-expanded'))).toBe(
      'true',
    )
    await page.waitForSelector('rem-dev-panel >>> #scenario option')

    await tabTo(page, 'scenario')
    expect((await page.evaluate(focusedControl)).outline).not.toBe('none')
    // Typing a letter on a closed select picks the first choice that starts with it.
    await page.keyboard.press('m')
    await waitForControl(page, '/scenario', { name: 'maintenance' })
    expect(await fetchInPage(page, '/svc/v1/AccountService')).toMatchObject({ status: 503 })
    await page.waitForSelector('rem-object-list >>> rem-problem-notice')
    expect(await textOf(page, 'rem-dev-panel >>> .rem-launcher-scenario')).toBe('maintenance')
    // Open, with the page's requests in the journal and the scenario's description shown.
    await page.waitForSelector('rem-dev-panel >>> #journal tbody tr')
    expect(await wcagViolations(page)).toEqual([])

    await page.keyboard.press('Escape')
    expect(await page.$eval('rem-dev-panel >>> .rem-launcher', (button) => button.getAttribute('aria-expanded'))).toBe(
      'false',
    )
    expect((await page.evaluate(focusedControl)).name).toBe('Mock, maintenance')
    await page.close()
  })
})

describe('the Vite plugin’s simulator page in Firefox', () => {
  let root: string
  let vite: ViteDevServer
  let mock: Mock
  let url: string
  beforeAll(async () => {
    // An empty project: the plugin serves the built simulator page at /__mock/ by itself.
    root = await mkdtemp(join(tmpdir(), 'rem-firefox-vite-'))
    const plugin = realEstateServiceMock({ seed: 42, site: inject('siteDirectory') })
    mock = plugin.api.mock
    vite = await createServer({
      configFile: false,
      root,
      cacheDir: join(root, '.vite'),
      logLevel: 'warn',
      server: { host: '127.0.0.1', port: 0 },
      plugins: [plugin],
    })
    await vite.listen()
    url = vite.resolvedUrls!.local[0]!
  })
  afterAll(async () => {
    await vite?.close()
    if (root) await rm(root, { recursive: true, force: true })
  })

  test('shows the data from vite dev without a service worker; its panel drives the plugin’s mock', async () => {
    const { page, errors } = await openSimulator(browser(), `${url}__mock/`, context())
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull()
    expect(await textOf(page, 'rem-object-list >>> [role="status"]')).toBe('25 of 25 objects loaded.')
    expect(mock.requests.count({ operation: 'getRealEstateObject' })).toBeGreaterThanOrEqual(25)

    await openPanel(page)
    await choose(page, 'scenario', 'read-only')
    await waitForControl(page, '/scenario', { name: 'read-only' })
    expect(mock.settings.scenario().name).toBe('read-only')
    expect(errors).toEqual([])
    await page.close()
  })
})
