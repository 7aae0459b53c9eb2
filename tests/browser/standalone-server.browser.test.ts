/**
 * The simulator page served by the standalone server at `/__mock/`: no
 * service worker, the data comes from the server, and the panel drives the
 * server's scenario, latency and faults over HTTP. What the server answers
 * under a fault is tested in process (tests/simulation).
 */
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { MockServer } from '../../src/server/create-server.ts'
import { startBrowserAndServer } from './support/browser-and-server.ts'
import { openSimulator, waitForObjects } from './support/chromium.ts'
import { choose, fetchInPage, openPanel, waitForControl } from './support/simulator-page.ts'

let browser: Browser
let server: MockServer
let url: string
let close: () => Promise<void>

beforeAll(async () => ({ browser, server, url, close } = await startBrowserAndServer({ seed: 42 })))
afterAll(() => close?.())

describe('the standalone server at /__mock/', () => {
  test('redirects /__mock to /__mock/', async () => {
    const response = await fetch(`${url}/__mock`, { redirect: 'manual' })
    expect(response.status).toBe(308)
    expect(response.headers.get('Location')).toBe('/__mock/')
  })

  test('serves the page, which reads the server without a service worker', async () => {
    const { context, page, errors } = await openSimulator(browser, `${url}/__mock/`)
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull()
    expect(await page.locator('#fact-mode').textContent()).toContain('Standalone server')
    expect(await page.locator('rem-object-list [role="status"]').textContent()).toBe('25 of 25 objects loaded.')
    expect(server.mock.requests.count({ operation: 'getRealEstateObject' })).toBeGreaterThanOrEqual(25)
    expect(errors).toEqual([])
    await context.close()
  })

  test("the panel drives the server's scenario, latency and faults", async () => {
    const { context, page } = await openSimulator(browser, `${url}/__mock/`)
    await openPanel(page)
    await choose(page, 'scenario', 'read-only')
    await waitForControl(page, '/scenario', { name: 'read-only' })
    expect(server.mock.settings.scenario().name).toBe('read-only')

    await choose(page, 'fault-getAccount', '500')
    await waitForControl(page, '/faults', { value: { getAccount: { status: 500 } } })
    expect(server.mock.settings.faults().value).toEqual({ getAccount: { status: 500 } })

    await page.locator('rem-dev-panel #latency-fixed').check()
    await waitForControl(page, '/latency', { value: 0 })

    await page.locator('rem-dev-panel #reset').click()
    await waitForControl(page, '/scenario', { name: 'default' })
    expect(server.mock.settings.scenario().name).toBe('default')
    expect(server.mock.settings.faults().value).toBeNull()
    await context.close()
  })

  test("the panel's header shows the server's URL and the seed of its session", async () => {
    const { context, page } = await openSimulator(browser, `${url}/__mock/`)
    await openPanel(page)
    const mode = page.locator('rem-dev-panel .rem-mode')
    await mode.filter({ hasText: 'seed 42' }).waitFor()
    expect(await mode.textContent()).toBe(`Standalone server · ${url} · seed 42`)

    // Another session, made with another seed: the header follows the session the panel drives.
    await fetch(`${url}/__mock/sessions`, { method: 'POST', body: JSON.stringify({ id: 'seven', seed: 7 }) })
    await page.locator('rem-dev-panel #session').fill('seven')
    await page.locator('rem-dev-panel #session-use').click()
    await mode.filter({ hasText: 'seed 7' }).waitFor()
    expect(await mode.textContent()).toBe(`Standalone server · ${url} · seed 7`)
    await page.locator('rem-dev-panel #session-default').click()
    await context.close()
  })

  test("the journal follows the requests by an event: with the page's clock stopped, no read comes by itself, and each request brings one", async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.clock.install()
    await page.goto(`${url}/__mock/`)
    await waitForObjects(page)
    await openPanel(page)
    await page.locator('rem-dev-panel #journal tbody tr').first().waitFor()
    await page.clock.pauseAt(Date.now() + 60_000)
    const journalReads: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/__mock/requests') journalReads.push(request.url())
    })
    // Ten seconds of the page's time: a timer that polled the journal would have read it ten times.
    await page.clock.runFor(10_000)
    expect(journalReads).toEqual([])

    await fetchInPage(page, '/svc/v1/AccountService/Accounts/seen.by.event')
    await page.locator('rem-dev-panel #journal tbody tr', { hasText: 'seen.by.event' }).waitFor()
    expect(journalReads.length).toBeGreaterThan(0)
    await context.close()
  })
})
