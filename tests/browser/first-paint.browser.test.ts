/**
 * The demo paints before its mock runs: its first chunk is the page's frame,
 * and the mock (msw, the engine, the data) comes in a chunk of its own. With
 * that chunk held back, the header, the tabs and each tab's "Loading…" are on
 * screen and the mock has not started; let through, the data comes in the same
 * places, and `data-mock="ready"` as before.
 */
import { expect, inject, test } from 'vitest'
import { useChromium, waitForObjects } from './support/chromium.ts'
import { holdMockChunk } from './support/hold-mock-chunk.ts'

const siteUrl = inject('siteUrl')
const browser = useChromium()

test('the frame is on screen while the mock is held back; the data comes once it loads', {
  timeout: 120_000,
}, async () => {
  const context = await browser().newContext({ viewport: { width: 390, height: 844 } })
  const { release } = await holdMockChunk(context)
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto(`${siteUrl}/?persist=0`)

  await page.locator('#objects .placeholder').waitFor()
  expect({
    heading: await page.locator('h1').isVisible(),
    tabs: await page.locator('[role="tab"]').allTextContents(),
    placeholder: await page.locator('#objects .placeholder').isVisible(),
    mode: await page.locator('#fact-mode').textContent(),
    seedShown: await page.locator('#fact-seed').isVisible(),
    // startMock says "starting" first thing: it has not run.
    mock: await page.locator('html').getAttribute('data-mock'),
    serviceWorkers: await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length),
  }).toEqual({
    heading: true,
    tabs: ['Real estate objects', 'Accounts', 'Account settings', 'History'],
    placeholder: true,
    mode: 'In-browser mock (service worker)',
    seedShown: false,
    mock: null,
    serviceWorkers: 0,
  })

  release()
  await page.locator('html[data-mock="ready"]').waitFor()
  await waitForObjects(page)
  expect({
    placeholder: await page.locator('#objects .placeholder').isVisible(),
    loaded: await page.locator('rem-object-list [role="status"]').textContent(),
    mode: await page.locator('#fact-mode').textContent(),
    seed: await page.locator('#fact-seed').textContent(),
    errors,
  }).toEqual({
    placeholder: false,
    loaded: '25 of 25 objects loaded.',
    mode: 'In-browser mock (service worker)',
    seed: 'Seed 42',
    errors: [],
  })
  await context.close()
})
