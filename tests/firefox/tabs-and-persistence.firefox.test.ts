/**
 * The demo's state in Firefox, where storage and `BroadcastChannel` are the
 * engine's own: a PATCH kept in localStorage over a reload until a reset, two
 * tabs of one browser context in step, and the link's scenario winning over
 * the state of a tab already open.
 */
import type { Page } from 'puppeteer-core'
import { describe, expect, inject, test } from 'vitest'
import type { AccountSettings, AccountSettingsPatch } from '../../src/model/account-settings.ts'
import { openPage, useFirefox } from './support/firefox.ts'
import { fetchInPage } from './support/simulator-page.ts'

const siteUrl = inject('siteUrl')
const browser = useFirefox()

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
