/**
 * Demo persistence in Chromium: with it on, a PATCH survives a reload until
 * the panel resets to the seed; with it off, a reload is back to the seed.
 */
import type { Page } from 'playwright-core'
import { describe, expect, inject, test } from 'vitest'
import { useChromium, openSimulator, waitForObjects } from './support/chromium.ts'
import { fetchInPage, openPanel, waitForControl } from './support/simulator-page.ts'

const siteUrl = inject('siteUrl')
const browser = useChromium()

const timeZone = async (page: Page) =>
  ((await fetchInPage(page, '/svc/v1/AccountService')) as { body: { preferences: { time_zone_default: string } } }).body
    .preferences.time_zone_default

/** Changes the time zone with the page's own settings form, as a user would. */
async function saveTimeZoneWithTheForm(page: Page, zone: string): Promise<void> {
  await page.goto(`${page.url().split('#')[0]}#settings`)
  const input = page.locator('rem-settings-form input[name="/preferences/time_zone_default"]')
  await input.fill(zone)
  await page.locator('rem-settings-form button[type="submit"]').click()
  await page.locator('rem-settings-form .status.ok').waitFor()
}

describe('demo persistence', () => {
  test('on: a PATCH survives a reload, and "Reset to seed" forgets it', async () => {
    const { context, page } = await openSimulator(browser(), `${siteUrl}/`)
    const seeded = await timeZone(page)
    await saveTimeZoneWithTheForm(page, 'Asia/Tokyo')

    await page.reload()
    await waitForObjects(page)
    expect(await timeZone(page)).toBe('Asia/Tokyo')
    expect(await page.locator('rem-settings-form input[name="/preferences/time_zone_default"]').inputValue()).toBe(
      'Asia/Tokyo',
    )

    await openPanel(page)
    await page.locator('rem-dev-panel #reset').click()
    await page.waitForFunction(
      () => !Object.keys(localStorage).some((key) => key.startsWith('real-estate-service-mock:demo')),
    )
    expect(await timeZone(page)).toBe(seeded)
    await page.reload()
    await waitForObjects(page)
    expect(await timeZone(page)).toBe(seeded)
    await context.close()
  })

  test('on: each scenario with data of its own keeps its own change', async () => {
    const { context, page } = await openSimulator(browser(), `${siteUrl}/?scenario=edge-cases`)
    await saveTimeZoneWithTheForm(page, 'Pacific/Chatham')
    await page.goto(`${siteUrl}/?scenario=default`)
    await waitForObjects(page)
    expect(await timeZone(page)).not.toBe('Pacific/Chatham')
    await page.goto(`${siteUrl}/?scenario=edge-cases`)
    await waitForObjects(page)
    expect(await timeZone(page)).toBe('Pacific/Chatham')
    await context.close()
  })

  test('off: a reload is back to the seed', async () => {
    const { context, page } = await openSimulator(browser(), `${siteUrl}/?persist=0`)
    const seeded = await timeZone(page)
    await saveTimeZoneWithTheForm(page, 'Asia/Tokyo')
    expect(await timeZone(page)).toBe('Asia/Tokyo')
    await page.reload()
    await waitForObjects(page)
    expect(await timeZone(page)).toBe(seeded)
    await waitForControl(page, '/scenario', { name: 'default' })
    await context.close()
  })
})
