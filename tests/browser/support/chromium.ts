/** @module Debian's Chromium driven by playwright-core, with the flags of DEVELOPERS.md. */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  })
}

/**
 * Opens `url` in a fresh context (own storage and service workers) and waits
 * until the simulator's data is on screen. Page errors fail the test.
 */
export async function openSimulator(browser: Browser, url: string, context?: BrowserContext): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const ownContext = context ?? (await browser.newContext())
  const page = await ownContext.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto(url)
  await waitForObjects(page)
  return { context: ownContext, page, errors }
}

/** Waits until the object list finished a load. */
export async function waitForObjects(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const status = document.querySelector('rem-object-list')?.shadowRoot?.querySelector('[role="status"]')?.textContent ?? ''
    return /loaded|No real estate objects/.test(status)
  })
}
