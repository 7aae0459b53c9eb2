/**
 * The readiness signal of the in-browser mock (issue 22): `<html data-mock="ready">`
 * and `mock:ready` on `window`, only once the page's requests are answered by
 * the mock. Waiting for `navigator.serviceWorker.controller` is not enough:
 * in about 1 fresh context of 4, the first `fetch` after it still goes past
 * msw's worker to the static host (a 404 here), because the worker passes
 * requests through until the page's client has activated it.
 */
import type { Page } from 'playwright-core'
import { describe, expect, inject, test } from 'vitest'
import { createMock } from '../../src/adapters/middleware/create-node-mock.ts'
import { useChromium } from './support/chromium.ts'
import { fetchInPage } from './support/simulator-page.ts'

const siteUrl = inject('siteUrl')
const browser = useChromium('site', 'site-demo')

/** Fresh contexts, each with its own service worker registration: the race of a first visit, every time. */
const freshContexts = 16
/** Two at a time: enough to keep the browser busy, as a test runner's workers would. */
const atOnce = 2

/** Records `mock:ready` as the page hears it, and whether the page was controlled then; set before any script of the page runs. */
async function listenForReady(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.addEventListener('mock:ready', (event) => {
      Object.assign(window, {
        heardReady: { detail: event.detail, controlled: navigator.serviceWorker.controller !== null },
      })
    })
  })
}

const heardReady = (page: Page) => page.evaluate(() => (window as unknown as { heardReady?: unknown }).heardReady)

describe('the readiness signal', () => {
  test(`in ${freshContexts} fresh contexts against the static build, the first fetch after the signal is answered by the mock`, {
    timeout: 600_000,
  }, async () => {
    // What the mock answers, as Node gets it; the static host answers 404 "Not found" at this path.
    const expected = await (
      await createMock({ seed: 42, latency: 0 }).fetch(new Request('http://localhost/svc/v1/AccountService'))
    ).json()
    const firstAnswers: unknown[] = []
    const visit = async () => {
      const context = await browser().newContext()
      try {
        const page = await context.newPage()
        await listenForReady(page)
        await page.goto(`${siteUrl}/?persist=0`)
        await page.locator('html[data-mock="ready"]').waitFor({ timeout: 60_000 })
        const answer = await fetchInPage(page, '/svc/v1/AccountService')
        firstAnswers.push('status' in answer ? { status: answer.status, body: answer.body } : answer)
        expect(await heardReady(page)).toEqual({ detail: { seed: 42, session: 'default' }, controlled: true })
      } finally {
        await context.close()
      }
    }
    for (let started = 0; started < freshContexts; started += atOnce)
      await Promise.all(Array.from({ length: atOnce }, visit))
    expect(firstAnswers).toEqual(Array.from({ length: freshContexts }, () => ({ status: 200, body: expected })))
  })

  test('under a sub-path (/demo/), the signal names the session of the URL', async () => {
    const context = await browser().newContext()
    const page = await context.newPage()
    await listenForReady(page)
    await page.goto(`${siteUrl}/demo/?persist=0&session=alpha`)
    await page.locator('html[data-mock="ready"]').waitFor()
    expect(await heardReady(page)).toEqual({ detail: { seed: 42, session: 'alpha' }, controlled: true })
    expect(await fetchInPage(page, '/svc/v1/AccountService')).toMatchObject({ status: 200 })
    await context.close()
  })

  test('says "failed", and fires no mock:ready, when the worker script is missing', async () => {
    const context = await browser().newContext()
    await context.route('**/mockServiceWorker.js', (route) =>
      route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }),
    )
    const page = await context.newPage()
    await listenForReady(page)
    await page.goto(`${siteUrl}/?persist=0`)
    await page.locator('html[data-mock="failed"]').waitFor()
    expect(await heardReady(page)).toBeUndefined()
    await context.close()
  })

  test('says "starting" until the mock answers', async () => {
    const context = await browser().newContext()
    // Hold the worker script back: the mock cannot answer before it has one.
    let release!: () => void
    const released = new Promise<void>((resolve) => (release = resolve))
    await context.route('**/mockServiceWorker.js', async (route) => {
      await released
      await route.continue()
    })
    const page = await context.newPage()
    await page.goto(`${siteUrl}/?persist=0`)
    await page.locator('html[data-mock="starting"]').waitFor()
    release()
    await page.locator('html[data-mock="ready"]').waitFor()
    expect(await fetchInPage(page, '/svc/v1/AccountService')).toMatchObject({ status: 200 })
    await context.close()
  })
})
