/**
 * Sessions in Chromium: the simulator page works in the session its URL
 * names, and the dev panel switches the session it drives, both against the
 * standalone server (checked over HTTP, session by session) and against the
 * in-browser mock.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { startBrowserAndServer } from './support/browser-and-server.ts'
import { openSimulator, waitForObjects } from './support/chromium.ts'
import { choose, openPanel } from './support/simulator-page.ts'

const siteUrl = inject('siteUrl')
let browser: Browser
let url: string
let close: () => Promise<void>

beforeAll(async () => ({ browser, url, close } = await startBrowserAndServer({ seed: 42 })))
afterAll(() => close?.())

type Settings = { preferences: { time_zone_default: string } }

/** A request to the server from the test, as the session `session` (none: the default session). */
async function askServer<T>(path: string, session?: string): Promise<T> {
  const response = await fetch(`${url}${path}`, { headers: session ? { 'X-Mock-Session': session } : {} })
  expect(response.status).toBe(200)
  return (await response.json()) as T
}

/** A GET from inside the page, with the headers given and nothing else. */
function getInPage<T>(page: Page, path: string, headers: Record<string, string> = {}): Promise<T> {
  return page.evaluate(async ({ path, headers }) => (await fetch(path, { headers })).json(), {
    path,
    headers,
  }) as Promise<T>
}

/** Changes the time zone with the page's own settings form, as a user would. */
async function saveTimeZoneWithTheForm(page: Page, zone: string): Promise<void> {
  await page.goto(`${page.url().split('#')[0]}#settings`)
  await page.locator('rem-settings-form input[name="/preferences/time_zone_default"]').fill(zone)
  await page.locator('rem-settings-form button[type="submit"]').click()
  await page.locator('rem-settings-form .status.ok').waitFor()
}

/** Types `id` into the panel's session field and switches, as a user would. */
async function switchSession(page: Page, id: string): Promise<void> {
  await page.locator('rem-dev-panel #session').fill(id)
  await page.locator('rem-dev-panel #session-use').click()
}

const sessionFact = (page: Page) => page.locator('#fact-session')

describe('the simulator page on the standalone server', () => {
  test('with ?session=alpha, a PATCH made through the page changes session alpha and not the default session', async () => {
    const seeded = (await askServer<Settings>('/svc/v1/AccountService')).preferences.time_zone_default
    const { context, page, errors } = await openSimulator(browser, `${url}/__mock/?session=alpha`)
    expect(await sessionFact(page).textContent()).toBe('Session: alpha')

    const patch = page.waitForRequest((request) => request.method() === 'PATCH')
    await saveTimeZoneWithTheForm(page, 'Asia/Tokyo')
    // Named by the header, so that another tab's cookie cannot move this page to another session.
    expect((await patch).headers()['x-mock-session']).toBe('alpha')

    expect((await askServer<Settings>('/svc/v1/AccountService', 'alpha')).preferences.time_zone_default).toBe(
      'Asia/Tokyo',
    )
    expect((await askServer<Settings>('/svc/v1/AccountService')).preferences.time_zone_default).toBe(seeded)
    expect(seeded).not.toBe('Asia/Tokyo')
    // The page's own reads went to alpha too: 25 objects and the settings, each counted there.
    const sessions = await askServer<Array<{ id: string; requestCount: number }>>('/__mock/sessions')
    expect(sessions.find((session) => session.id === 'alpha')?.requestCount).toBeGreaterThanOrEqual(27)
    expect(errors).toEqual([])
    await context.close()
  })

  test('with an invalid ?session=, it warns and stays in the default session', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    const warnings: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text())
    })
    await page.goto(`${url}/__mock/?session=a%20b`)
    await waitForObjects(page)
    expect(await sessionFact(page).textContent()).toBe('Session: default')
    expect(warnings).toContainEqual(expect.stringMatching(/Failed to use \?session=a b: a session id is 1 to 128/))
    await context.close()
  })
})

describe('the dev panel switches the session', () => {
  test('against the server: the panel, the page and the cookie follow the switch; the choice is remembered; "Default" goes back', async () => {
    const { context, page } = await openSimulator(browser, `${url}/__mock/`)
    expect(await sessionFact(page).textContent()).toBe('Session: default')
    await openPanel(page)

    await switchSession(page, 'beta')
    await page.locator('rem-dev-panel #sessions tr[aria-current="true"]', { hasText: 'beta' }).waitFor()
    expect(await sessionFact(page).textContent()).toBe('Session: beta')
    expect(await page.locator('rem-dev-panel .rem-launcher-session').textContent()).toBe('beta')
    expect(await context.cookies()).toContainEqual(
      expect.objectContaining({ name: 'mock-session', value: 'beta', path: '/', sameSite: 'Lax' }),
    )

    // What the panel changes now is beta's alone.
    await choose(page, 'scenario', 'maintenance')
    await expect
      .poll(async () => (await askServer<{ name: string }>('/__mock/scenario', 'beta')).name)
      .toBe('maintenance')
    expect((await askServer<{ name: string }>('/__mock/scenario')).name).toBe('default')
    // And the page reloaded its data from beta, which is under maintenance.
    await page.locator('rem-object-list rem-problem-notice').waitFor()

    // Remembered without the cookie too.
    await context.clearCookies()
    await page.reload()
    await page.locator('rem-object-list rem-problem-notice').waitFor()
    expect(await sessionFact(page).textContent()).toBe('Session: beta')
    expect(await page.locator('rem-dev-panel .rem-launcher-session').textContent()).toBe('beta')
    // The panel's groups are built when it opens.
    await openPanel(page)
    expect(await page.locator('rem-dev-panel #session').inputValue()).toBe('beta')
    await page.locator('rem-dev-panel #session-default').click()
    await waitForObjects(page)
    expect(await sessionFact(page).textContent()).toBe('Session: default')
    expect(await page.locator('rem-dev-panel #scenario').inputValue()).toBe('default')
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('mock-session')
    await context.close()
  })

  test('refuses an id the mock would refuse, and stays in its session', async () => {
    const { context, page } = await openSimulator(browser, `${url}/__mock/?session=gamma`)
    await openPanel(page)
    await switchSession(page, 'not valid/id')
    await page.locator('rem-dev-panel #session-hint.rem-invalid').waitFor()
    expect(await page.locator('rem-dev-panel #session').getAttribute('aria-invalid')).toBe('true')
    expect(await sessionFact(page).textContent()).toBe('Session: gamma')
    expect((await context.cookies()).find((cookie) => cookie.name === 'mock-session')?.value).toBe('gamma')
    await context.close()
  })

  test("in the in-browser mock: ?session= answers the page's requests, and a switch moves them", async () => {
    const { context, page } = await openSimulator(browser, `${siteUrl}/?persist=0&session=alpha`)
    expect(await sessionFact(page).textContent()).toBe('Session: alpha')
    await saveTimeZoneWithTheForm(page, 'Asia/Tokyo')
    // The form sent no session header: the in-browser mock answered it as alpha.
    const zoneIn = async (headers: Record<string, string> = {}) =>
      (await getInPage<Settings>(page, '/svc/v1/AccountService', headers)).preferences.time_zone_default
    expect(await zoneIn()).toBe('Asia/Tokyo')
    expect(await zoneIn({ 'X-Mock-Session': 'alpha' })).toBe('Asia/Tokyo')
    expect(await zoneIn({ 'X-Mock-Session': 'default' })).not.toBe('Asia/Tokyo')

    await openPanel(page)
    expect(await page.locator('rem-dev-panel #session').inputValue()).toBe('alpha')
    await switchSession(page, 'delta')
    await page.waitForFunction(() => document.getElementById('fact-session')?.textContent === 'Session: delta')
    expect(new URL(page.url()).searchParams.get('session')).toBe('delta')
    expect(await zoneIn()).not.toBe('Asia/Tokyo')
    await context.close()
  })
})
