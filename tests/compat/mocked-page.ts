/**
 * @module A page of a leg's project in Debian's Chromium: it must show the object the mock holds
 * under the seed, with `<html data-mock="ready">`, and log no error or warning on the way.
 */
import type { Page } from 'playwright-core'
import { launchChromium } from '../browser/support/chromium.ts'

/**
 * Opens `url` in a fresh Chromium and hands the page to `use`; the page's errors and warnings fail it,
 * but for those `expected` matches (Chromium logs each error status the page meets).
 */
export async function inChromium(url: string, use: (page: Page) => Promise<void>, expected = /^$/): Promise<void> {
  const browser = await launchChromium()
  try {
    const page = await browser.newPage()
    const problems: string[] = []
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
    page.on('console', (message) => {
      // Chromium asks any page without an icon for /favicon.ico; none of the servers here has one.
      if (message.location().url.endsWith('/favicon.ico')) return
      if ((message.type() === 'error' || message.type() === 'warning') && !expected.test(message.text()))
        problems.push(`console ${message.type()}: ${message.text()} (${message.location().url})`)
    })
    await page.goto(url)
    await use(page)
    if (problems.length > 0) throw new Error(`The page logged ${problems.join('; ')}`)
  } finally {
    await browser.close()
  }
}

/** Waits for the heading the page shows for the object; says what the page showed instead when it does not come. */
export async function expectHeading(page: Page, expected: string): Promise<void> {
  try {
    await page.getByRole('heading', { name: expected, exact: true }).waitFor({ timeout: 30_000 })
  } catch {
    const shown = await page.locator('#app').textContent()
    throw new Error(`The page shows "${shown}", not the heading "${expected}"`)
  }
}

/** The page of the template's index.html, under a dev server that serves a worker script: the in-browser mock answers it. */
export async function expectMockedPage(url: string, expected: string): Promise<void> {
  await inChromium(url, async (page) => {
    await expectHeading(page, expected)
    const state = await page.locator('html').getAttribute('data-mock')
    if (state !== 'ready') throw new Error(`<html data-mock="${state}">, not "ready"`)
  })
}
