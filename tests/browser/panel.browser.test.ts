/**
 * The dev panel in Chromium, driving the in-browser mock: what it changes
 * (scenario, latency, faults, authentication) the next request obeys; it
 * lists the requests, resets, and is usable from the keyboard.
 */
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { useChromium, openSimulator, waitForObjects } from './support/chromium.ts'
import { choose, fetchInPage, openPanel, waitForControl } from './support/simulator-page.ts'

const siteUrl = inject('siteUrl')
const page0 = `${siteUrl}/?persist=0`
const browser = useChromium()

describe('the dev panel', () => {
  test('switches the scenario, and the next request obeys; the page reloads its data', async () => {
    const { context, page } = await openSimulator(browser(), page0)
    await openPanel(page)
    expect(await page.locator('rem-dev-panel .launcher-scenario').textContent()).toBe('default')
    await choose(page, 'scenario', 'maintenance')
    await waitForControl(page, '/scenario', { name: 'maintenance' })
    expect(await fetchInPage(page, '/svc/v1/AccountService')).toMatchObject({ status: 503 })
    await page.locator('rem-object-list rem-problem-notice').waitFor()
    expect(await page.locator('rem-dev-panel .launcher-scenario').textContent()).toBe('maintenance')

    await choose(page, 'scenario', 'default')
    await waitForControl(page, '/scenario', { name: 'default' })
    expect(await fetchInPage(page, '/svc/v1/AccountService')).toMatchObject({ status: 200 })
    await context.close()
  })

  test('sets a fixed latency with the slider, and the next request takes at least that long', async () => {
    const { context, page } = await openSimulator(browser(), page0)
    await openPanel(page)
    const slider = page.locator('rem-dev-panel #latency')
    // Dragging a range input to an exact value is flaky; set it and fire the events a drag fires.
    await slider.evaluate((input: HTMLInputElement) => {
      input.value = '1200'
      input.dispatchEvent(new Event('input', { bubbles: true }))
      input.dispatchEvent(new Event('change', { bubbles: true }))
    })
    await waitForControl(page, '/latency', { value: 1200 })
    expect(await page.locator('rem-dev-panel #latency-fixed').isChecked()).toBe(true)
    expect(await page.locator('rem-dev-panel #latency-value').textContent()).toBe('1200 ms')
    const answer = await fetchInPage(page, '/svc/v1/AccountService')
    expect(answer).toMatchObject({ status: 200 })
    expect(answer.ms).toBeGreaterThanOrEqual(1200)

    await page.locator('rem-dev-panel #latency-fixed').uncheck()
    await waitForControl(page, '/latency', { value: null })
    await context.close()
  })

  test('injects a fault into one operation only', async () => {
    const { context, page } = await openSimulator(browser(), page0)
    await openPanel(page)
    await choose(page, 'fault-getAccountSettings', 'network-error')
    await waitForControl(page, '/faults', { value: { getAccountSettings: 'network-error' } })
    expect(await fetchInPage(page, '/svc/v1/AccountService')).toMatchObject({ error: expect.stringContaining('Failed to fetch') })
    expect(await fetchInPage(page, '/svc/v1/AccountService/Accounts/bob.agent')).toMatchObject({ status: 200 })

    await choose(page, 'fault-getAccount', '429')
    await waitForControl(page, '/faults', { value: { getAccountSettings: 'network-error', getAccount: { status: 429 } } })
    expect(await fetchInPage(page, '/svc/v1/AccountService/Accounts/bob.agent')).toMatchObject({ status: 429, headers: { 'retry-after': '2' } })
    await context.close()
  })

  test('enforces authentication, and "sign in as" gives the app a token that the mock accepts', async () => {
    const { context, page } = await openSimulator(browser(), page0)
    await openPanel(page)
    await choose(page, 'auth', 'true')
    await waitForControl(page, '/auth', { value: true })
    expect(await fetchInPage(page, '/svc/v1/AccountService')).toMatchObject({ status: 401, headers: { 'www-authenticate': expect.stringContaining('Bearer') } })

    const announced = page.evaluate(() => new Promise<unknown>((resolve) => window.addEventListener('real-estate-service-mock:token', (event) => resolve((event as CustomEvent).detail), { once: true })))
    await choose(page, 'sign-in', 'carol.viewer')
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('real-estate-service-mock:token') ?? 'null')?.token as string)
    expect(await announced).toEqual({ token, username: 'carol.viewer' })
    expect(await fetchInPage(page, '/svc/v1/AccountService', { token })).toMatchObject({ status: 200 })
    // A viewer may not change the settings.
    expect(await fetchInPage(page, '/svc/v1/AccountService', { method: 'PATCH', body: {}, token })).toMatchObject({ status: 403 })
    // The page's own components send the token too, so they load again with data.
    await waitForObjects(page)
    expect(await page.locator('rem-object-list [role="status"]').textContent()).toMatch(/^25 of 25 objects loaded/)
    await context.close()
  })

  test('lists each request with method, path, status and scenario', async () => {
    const { context, page } = await openSimulator(browser(), page0)
    await openPanel(page)
    await page.locator('rem-dev-panel #clear-journal').click()
    await fetchInPage(page, '/svc/v1/AccountService/Accounts/nobody.here')
    const row = page.locator('rem-dev-panel #journal tbody tr', { hasText: 'nobody.here' })
    await row.waitFor()
    expect(await row.locator('td').allTextContents()).toEqual([expect.stringMatching(/^\d\d:\d\d:\d\d$/), 'GET', '…/AccountService/Accounts/nobody.here', '404', 'default'])
    await context.close()
  })

  test('resets to the seed: scenario, settings and data', async () => {
    const { context, page } = await openSimulator(browser(), page0)
    await openPanel(page)
    await fetchInPage(page, '/svc/v1/AccountService', { method: 'PATCH', body: { activity_logs: false } })
    await choose(page, 'scenario', 'slow')
    await page.locator('rem-dev-panel #reset').click()
    await waitForControl(page, '/scenario', { name: 'default' })
    expect(await fetchInPage(page, '/svc/v1/AccountService')).toMatchObject({ body: { activity_logs: true } })
    await context.close()
  })

  test('opens from the keyboard, closes with Escape, and remembers whether it was open', async () => {
    const { context, page } = await openSimulator(browser(), page0)
    const launcher = page.locator('rem-dev-panel .launcher')
    await launcher.focus()
    await page.keyboard.press('Enter')
    await page.locator('rem-dev-panel #panel').waitFor({ state: 'visible' })
    expect(await launcher.getAttribute('aria-expanded')).toBe('true')

    await page.reload()
    await page.locator('rem-dev-panel #panel').waitFor({ state: 'visible' })

    await page.locator('rem-dev-panel #scenario').focus()
    await page.keyboard.press('Escape')
    await page.locator('rem-dev-panel #panel').waitFor({ state: 'hidden' })
    expect(await page.evaluate(() => document.querySelector('rem-dev-panel')?.shadowRoot?.activeElement?.className)).toBe('launcher')
    await page.reload()
    await waitForObjects(page)
    expect(await page.locator('rem-dev-panel #panel').isHidden()).toBe(true)
    await context.close()
  })

  test('stays out of the host page layout', async () => {
    const { context, page } = await openSimulator(browser(), page0)
    const before = await page.evaluate(() => [document.documentElement.scrollWidth, document.querySelector('main')!.getBoundingClientRect().width])
    await openPanel(page)
    const after = await page.evaluate(() => [document.documentElement.scrollWidth, document.querySelector('main')!.getBoundingClientRect().width])
    expect(after).toEqual(before)
    expect(await page.locator('rem-dev-panel').evaluate((element) => getComputedStyle(element).position)).toBe('fixed')
    await context.close()
  })
})
