/**
 * The simulator page in Firefox, where storage, `BroadcastChannel`, focus and
 * layout are the engine's own: the demo's PATCH kept in localStorage over a
 * reload, two tabs of one browser context in step, the link's scenario
 * winning over the state of a tab already open; the page's four tabs and the
 * dev panel with no WCAG 2 A/AA violation axe-core can find, the panel driven
 * from the keyboard alone; and the same page served by the Vite plugin from a
 * `vite` dev server, with no service worker, its panel driven with the mouse.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'puppeteer-core'
import { createServer, type ViteDevServer } from 'vite'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import type { Mock } from '../../src/adapters/create-mock.ts'
import type { AccountSettings, AccountSettingsPatch } from '../../src/model/account-settings.ts'
import { realEstateServiceMock } from '../../src/vite.ts'
import type { WcagViolation } from '../browser/support/axe.ts'
import { focusedControl } from '../browser/support/page-functions.ts'
import { built } from '../support/builds/built.ts'
import { openPage, openSimulator, useFirefox, useVisitedContext } from './support/firefox.ts'
import { choose, fetchInPage, openPanel, textOf, waitForControl, wcagViolations } from './support/simulator-page.ts'

const siteUrl = inject('siteUrl')
const browser = useFirefox()
/** For the checks of the page that need no state of their own: its worker registered once. */
const visited = useVisitedContext(browser)

const settingsPath = '/svc/v1/AccountService'

/** The account settings as the page's mock answers them. */
async function settings(page: Page): Promise<AccountSettings> {
  const answer = await fetchInPage(page, settingsPath)
  if (!('status' in answer) || answer.status !== 200) throw new Error(`No settings: ${JSON.stringify(answer)}`)
  return answer.body as AccountSettings
}

/** A PATCH of the settings, as the page's app would send it. */
const patch = (page: Page, body: AccountSettingsPatch) => fetchInPage(page, settingsPath, { method: 'PATCH', body })

/** Reloads the tab and waits until its mock answers again. */
async function reload(page: Page): Promise<void> {
  await page.reload()
  await page.waitForSelector('html[data-mock="ready"]')
}

/** Presses Tab until the control named `name` has the focus; fails after `most` presses. */
async function tabTo(page: Page, name: string, most = 60): Promise<void> {
  for (let pressed = 0; (await page.evaluate(focusedControl)).name !== name; pressed++) {
    if (pressed === most) throw new Error(`Tab pressed ${most} times never reached ${name}.`)
    await page.keyboard.press('Tab')
  }
}

describe('demo persistence in Firefox', () => {
  test('a PATCH is saved in localStorage and survives a reload; a reset forgets it', async () => {
    const { context, page } = await openPage(browser(), `${siteUrl}/`)
    const seeded = await settings(page)
    expect(await patch(page, { preferences: { time_zone_default: 'Asia/Tokyo' } })).toMatchObject({ status: 200 })
    expect(await page.evaluate(() => localStorage.getItem('real-estate-service-mock:state:seed-42'))).toContain(
      'Asia/Tokyo',
    )

    await reload(page)
    expect((await settings(page)).preferences.time_zone_default).toBe('Asia/Tokyo')

    expect(await fetchInPage(page, '/__mock/reset', { method: 'POST' })).toMatchObject({ status: 204 })
    await reload(page)
    expect((await settings(page)).preferences.time_zone_default).toBe(seeded.preferences.time_zone_default)
    await context.close()
  })
})

describe('tabs in step in Firefox', () => {
  test('a PATCH in one tab is what the next GET in the other meets, with no reload; a reset in the other is seen back', async () => {
    const { context, page: first } = await openPage(browser(), `${siteUrl}/`)
    const { page: second } = await openPage(browser(), `${siteUrl}/`, context)
    const seeded = await settings(second)

    await patch(first, { preferences: { time_zone_default: 'Europe/Lisbon' }, activity_logs: !seeded.activity_logs })
    expect(await settings(second)).toMatchObject({
      activity_logs: !seeded.activity_logs,
      preferences: { time_zone_default: 'Europe/Lisbon' },
    })

    await fetchInPage(second, '/__mock/reset', { method: 'POST' })
    expect((await settings(first)).preferences.time_zone_default).toBe(seeded.preferences.time_zone_default)
    await context.close()
  })

  test('the link wins: a second tab opened at ?scenario=maintenance answers 503, and so does the tab open before it', async () => {
    const { context, page: first } = await openPage(browser(), `${siteUrl}/`)
    expect(await fetchInPage(first, settingsPath)).toMatchObject({ status: 200 })
    const { page: second } = await openPage(browser(), `${siteUrl}/?scenario=maintenance`, context)
    expect(await fetchInPage(second, settingsPath)).toMatchObject({ status: 503 })
    expect(await fetchInPage(first, settingsPath)).toMatchObject({ status: 503 })
    await context.close()
  })
})

// Generous: axe runs several times in one test on a machine the suite shares; no assertion is about time.
describe('the simulator page in Firefox', { timeout: 180_000 }, () => {
  test('each of the four tabs shows its data, with no WCAG 2 A or AA violation', async () => {
    const { page, errors } = await openSimulator(browser(), `${siteUrl}/?persist=0`, visited())
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

  test('the dev panel by keyboard alone: Tab reaches it, Enter opens it, a letter switches the scenario (the next request obeys, the launcher says so), no WCAG 2 A or AA violation while it is open, Escape closes it', async () => {
    const { page } = await openSimulator(browser(), `${siteUrl}/?persist=0`, visited())
    await tabTo(page, 'Mock default')
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
    expect(await textOf(page, 'rem-dev-panel >>> .rem-launcher-scenario')).toBe('maintenance')
    // Open, with the page's requests in the journal and the scenario's description shown.
    await page.waitForSelector('rem-dev-panel >>> #journal tbody tr')
    expect(await wcagViolations(page)).toEqual([])

    await page.keyboard.press('Escape')
    expect(await page.$eval('rem-dev-panel >>> .rem-launcher', (button) => button.getAttribute('aria-expanded'))).toBe(
      'false',
    )
    expect((await page.evaluate(focusedControl)).name).toBe('Mock maintenance')
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
    const plugin = realEstateServiceMock({ seed: 42, site: await built('site') })
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
    const { page, errors } = await openSimulator(browser(), `${url}__mock/`, visited())
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
