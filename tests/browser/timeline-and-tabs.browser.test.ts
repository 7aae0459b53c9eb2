/**
 * The state's history in Chromium: tabs of one origin in step through a
 * BroadcastChannel, the dev panel's Timeline group (diff, Undo, Go back
 * here), and the simulator page's History tab against a standalone server.
 */
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { startBrowserAndServer } from './support/browser-and-server.ts'
import { openSimulator, useChromium, waitForObjects } from './support/chromium.ts'
import { fetchInPage, openPanel } from './support/simulator-page.ts'

const siteUrl = inject('siteUrl')
const browser = useChromium()

type Settings = { activity_logs: boolean; preferences: { time_zone_default: string } }
const settings = async (page: Page) =>
  ((await fetchInPage(page, '/svc/v1/AccountService')) as { status: number; body: Settings }).body
const patch = (page: Page, body: unknown) => fetchInPage(page, '/svc/v1/AccountService', { method: 'PATCH', body })
const control = (page: Page, path: string, method = 'POST', body?: unknown) =>
  fetchInPage(page, `/__mock${path}`, { method, body })

describe('tabs in step', () => {
  test('a PATCH in one tab is what the next GET in the other meets, with no reload; a reset in the other is seen back', async () => {
    const { context, page: first } = await openSimulator(browser(), `${siteUrl}/`)
    const { page: second } = await openSimulator(browser(), `${siteUrl}/`, context)
    const seeded = await settings(second)

    await patch(first, { preferences: { time_zone_default: 'Asia/Tokyo' }, activity_logs: !seeded.activity_logs })
    const seen = await settings(second)
    expect(seen.preferences.time_zone_default).toBe('Asia/Tokyo')
    expect(seen.activity_logs).toBe(!seeded.activity_logs)

    await control(second, '/reset')
    expect((await settings(first)).preferences.time_zone_default).toBe(seeded.preferences.time_zone_default)
    await context.close()
  })

  test('a scenario switch and a snapshot restored in one tab reach the other; a tab opened later starts where they are', async () => {
    const { context, page: first } = await openSimulator(browser(), `${siteUrl}/`)
    const { page: second } = await openSimulator(browser(), `${siteUrl}/`, context)
    await control(first, '/snapshots', 'POST', { name: 'seeded' })
    await patch(first, { preferences: { time_zone_default: 'Europe/Lisbon' } })

    await control(first, '/scenario', 'PUT', { name: 'maintenance' })
    expect(await fetchInPage(second, '/svc/v1/AccountService')).toMatchObject({ status: 503 })
    await control(first, '/scenario', 'PUT', { name: 'default' })

    const { page: third } = await openSimulator(browser(), `${siteUrl}/`, context)
    expect((await settings(third)).preferences.time_zone_default).toBe('Europe/Lisbon')

    await control(first, '/snapshots/seeded/restore')
    expect((await settings(second)).preferences.time_zone_default).not.toBe('Europe/Lisbon')
    expect((await settings(third)).preferences.time_zone_default).not.toBe('Europe/Lisbon')
    await context.close()
  })

  test('the link wins: a tab opened at ?scenario=maintenance with another open answers 503 in both, and the PATCH the first made stays', async () => {
    const { context, page: first } = await openSimulator(browser(), `${siteUrl}/`)
    await patch(first, { preferences: { time_zone_default: 'Asia/Seoul' } })
    const { page: second } = await openSimulator(browser(), `${siteUrl}/?scenario=maintenance`, context)
    expect(await fetchInPage(second, '/svc/v1/AccountService')).toMatchObject({ status: 503 })
    expect(await fetchInPage(first, '/svc/v1/AccountService')).toMatchObject({ status: 503 })

    await control(first, '/scenario', 'PUT', { name: 'default' })
    expect((await settings(second)).preferences.time_zone_default).toBe('Asia/Seoul')
    await context.close()
  })

  test('an undo in one tab reaches the other, whose open panel shows each change as it arrives', async () => {
    const { context, page: first } = await openSimulator(browser(), `${siteUrl}/`)
    const { page: second } = await openSimulator(browser(), `${siteUrl}/`, context)
    await openPanel(second)
    const seeded = await settings(second)

    await patch(first, { preferences: { time_zone_default: 'Australia/Sydney' } })
    const newest = second.locator('rem-dev-panel .rem-version').first()
    await expect.poll(() => newest.textContent()).toContain('from another tab')
    expect(await newest.locator('.rem-change').textContent()).toContain(
      `"${seeded.preferences.time_zone_default}" → "Australia/Sydney"`,
    )

    expect(await control(first, '/undo')).toMatchObject({ status: 200 })
    expect((await settings(second)).preferences.time_zone_default).toBe(seeded.preferences.time_zone_default)
    await expect
      .poll(() => newest.locator('.rem-change').textContent())
      .toContain(`"Australia/Sydney" → "${seeded.preferences.time_zone_default}"`)
    await context.close()
  })

  test('with persistence, a reload brings back the state after an undo and a restored version, not the PATCH they took back', async () => {
    const { context, page } = await openSimulator(browser(), `${siteUrl}/`)
    const seeded = await settings(page)
    await patch(page, { preferences: { time_zone_default: 'Asia/Tokyo' } })
    await patch(page, { preferences: { time_zone_default: 'Europe/Lisbon' } })
    await control(page, '/undo')
    await page.reload()
    await waitForObjects(page)
    expect((await settings(page)).preferences.time_zone_default).toBe('Asia/Tokyo')

    const timeline = (await control(page, '/timeline', 'GET')) as { body: { version: number; kind: string }[] }
    await control(page, `/timeline/${timeline.body[0]!.version}/restore`)
    await page.reload()
    await waitForObjects(page)
    expect((await settings(page)).preferences.time_zone_default).toBe(seeded.preferences.time_zone_default)
    await context.close()
  })

  test('a named session is kept in step on its own: the default session of the tabs does not move', async () => {
    const { context, page: first } = await openSimulator(browser(), `${siteUrl}/?session=alice`)
    const { page: second } = await openSimulator(browser(), `${siteUrl}/?session=alice`, context)
    // Named in its URL: the panels of the others wrote `alice` into the tabs' session cookie.
    const { page: third } = await openSimulator(browser(), `${siteUrl}/?session=default`, context)
    const seeded = await settings(third)

    await patch(first, { preferences: { time_zone_default: 'Africa/Nairobi' } })
    expect((await settings(second)).preferences.time_zone_default).toBe('Africa/Nairobi')
    expect((await settings(third)).preferences.time_zone_default).toBe(seeded.preferences.time_zone_default)
    await context.close()
  })

  test('with sync off, each tab keeps its own state', async () => {
    const { context, page: first } = await openSimulator(browser(), `${siteUrl}/?persist=0`)
    const { page: second } = await openSimulator(browser(), `${siteUrl}/?persist=0`, context)
    await patch(first, { preferences: { time_zone_default: 'Asia/Tokyo' } })
    expect((await settings(second)).preferences.time_zone_default).not.toBe('Asia/Tokyo')
    await context.close()
  })
})

describe('stacked scenarios in the page', () => {
  test('?scenario=empty,maintenance stacks them; the panel stacks one more on top', async () => {
    const { context, page } = await openSimulator(browser(), `${siteUrl}/?scenario=empty,maintenance&persist=0`)
    expect(await fetchInPage(page, '/svc/v1/AccountService')).toMatchObject({ status: 503 })
    expect(await fetchInPage(page, '/__mock/scenario')).toMatchObject({ body: { name: 'empty,maintenance' } })

    await openPanel(page)
    await page.locator('rem-dev-panel #scenario').selectOption('default')
    await expect
      .poll(async () => ((await fetchInPage(page, '/__mock/scenario')) as { body: { name: string } }).body.name)
      .toBe('default')
    await page.locator('rem-dev-panel #scenario-stack').selectOption('auth')
    await expect
      .poll(async () => ((await fetchInPage(page, '/__mock/scenario')) as { body: { name: string } }).body.name)
      .toBe('default,auth')
    expect(await page.locator('rem-dev-panel #scenario').inputValue()).toBe('default,auth')
    expect(await fetchInPage(page, '/svc/v1/AccountService')).toMatchObject({ status: 401 })
    await context.close()
  })
})

describe('the dev panel’s timeline', () => {
  test('shows a PATCH with its diff; Undo reverts it; Go back here restores a version', async () => {
    const { context, page } = await openSimulator(browser(), `${siteUrl}/?persist=0`)
    await openPanel(page)
    const seeded = await settings(page)
    await patch(page, { activity_logs: !seeded.activity_logs })
    await patch(page, { preferences: { time_zone_default: 'America/Chicago' } })

    const newest = page.locator('rem-dev-panel .rem-version').first()
    await expect.poll(() => newest.textContent()).toContain('PATCH /svc/v1/AccountService')
    expect(await newest.locator('.rem-change').textContent()).toContain(
      `settings/preferences/time_zone_default "${seeded.preferences.time_zone_default}" → "America/Chicago"`,
    )
    expect(await page.locator('rem-dev-panel .rem-version').count()).toBe(3)

    await page.locator('rem-dev-panel [data-action="undo"]').click()
    await expect
      .poll(async () => (await settings(page)).preferences.time_zone_default)
      .toBe(seeded.preferences.time_zone_default)
    expect((await settings(page)).activity_logs).toBe(!seeded.activity_logs)

    await expect.poll(() => page.locator('rem-dev-panel .rem-version').count()).toBe(2)
    await page.locator('rem-dev-panel .rem-version').last().locator('[data-action="go-back"]').click()
    await expect.poll(async () => (await settings(page)).activity_logs).toBe(seeded.activity_logs)
    await context.close()
  })
})

describe('the dev panel’s snapshots', () => {
  test('Undo is disabled at the start; a snapshot is taken by name, listed, restored and deleted', async () => {
    const { context, page } = await openSimulator(browser(), `${siteUrl}/?persist=0`)
    await openPanel(page)
    const undo = page.locator('rem-dev-panel [data-action="undo"]')
    await expect.poll(() => undo.isDisabled()).toBe(true)
    expect(await undo.getAttribute('title')).toBe('Nothing to undo')
    const seeded = await settings(page)

    await page.locator('rem-dev-panel .rem-snapshot-name').fill('before-tokyo')
    await page.locator('rem-dev-panel [data-action="snapshot"]').click()
    const snapshot = page.locator('rem-dev-panel .rem-snapshot[data-snapshot="before-tokyo"]')
    await snapshot.waitFor()
    expect(await fetchInPage(page, '/__mock/snapshots')).toMatchObject({ body: [{ name: 'before-tokyo' }] })

    await patch(page, { preferences: { time_zone_default: 'Asia/Tokyo' } })
    await expect.poll(() => undo.isDisabled()).toBe(false)
    await snapshot.locator('[data-action="restore-snapshot"]').click()
    await expect
      .poll(async () => (await settings(page)).preferences.time_zone_default)
      .toBe(seeded.preferences.time_zone_default)
    await expect
      .poll(() => page.locator('rem-dev-panel .rem-version').first().textContent())
      .toContain('snapshot "before-tokyo"')

    await snapshot.getByRole('button', { name: 'Delete snapshot before-tokyo' }).click()
    await expect.poll(() => snapshot.count()).toBe(0)
    expect(await fetchInPage(page, '/__mock/snapshots')).toMatchObject({ body: [] })
    await context.close()
  })
})

describe('the simulator page’s History tab, against a standalone server', () => {
  let close: () => Promise<void>
  let url: string
  let server: Awaited<ReturnType<typeof startBrowserAndServer>>
  beforeAll(async () => {
    server = await startBrowserAndServer()
    ;({ close, url } = server)
  })
  afterAll(() => close())

  test('lists the server’s changes as the page makes them, and undoes one', async () => {
    const context = await server.browser.newContext()
    const page = await context.newPage()
    await page.goto(`${url}/__mock/#history`)
    await waitForObjects(page)
    await patch(page, { activity_logs: false })
    // No reload: the tab reads the timeline again after the page's request.
    const newest = page.locator('rem-history .rem-version').first()
    await expect.poll(() => newest.textContent()).toContain('PATCH /svc/v1/AccountService')
    expect(await newest.locator('.rem-change').textContent()).toContain('settings/activity_logs true → false')

    await page.locator('rem-history [data-action="undo"]').click()
    await expect.poll(() => server.server.mock.history.timeline().length).toBe(1)
    expect((await settings(page)).activity_logs).toBe(true)
    await context.close()
  })

  test('the server page’s panel shows a change made elsewhere once the page asks again, and undoes it', async () => {
    await server.server.mock.reset()
    const context = await server.browser.newContext()
    const page = await context.newPage()
    await page.goto(`${url}/__mock/`)
    await waitForObjects(page)
    await openPanel(page)
    await fetch(`${url}/svc/v1/AccountService`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ preferences: { time_zone_default: 'Europe/Oslo' } }),
    })
    // The page's own request to the server: the panel reads the journal and the timeline after it.
    await settings(page)
    const newest = page.locator('rem-dev-panel .rem-version').first()
    await expect.poll(() => newest.textContent()).toContain('PATCH /svc/v1/AccountService')
    expect(await newest.locator('.rem-change').textContent()).toContain('→ "Europe/Oslo"')

    await page.locator('rem-dev-panel [data-action="undo"]').click()
    await expect.poll(async () => (await settings(page)).preferences.time_zone_default).not.toBe('Europe/Oslo')
    // The PATCH is gone from the panel's timeline too.
    await expect.poll(() => newest.textContent()).not.toContain('PATCH')
    expect(await page.locator('rem-dev-panel .rem-timeline').textContent()).not.toContain('Europe/Oslo')
    await context.close()
  })
})
