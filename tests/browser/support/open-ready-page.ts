/** @module A page opened in a fresh context (its own service worker) once the mock in it answers: the `data-mock="ready"` signal. */
import type { Browser, Page } from 'playwright-core'

/** Opens `url` and waits for `<html data-mock="ready">`; page errors are collected in `errors`. */
export async function openReadyPage(
  browser: Browser,
  url: string,
): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext()
  context.setDefaultTimeout(30_000)
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto(url)
  await page.locator('html[data-mock="ready"]').waitFor()
  return { page, errors, close: () => context.close() }
}
