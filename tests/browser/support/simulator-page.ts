/** @module Steps the browser tests share: driving the panel and calling the service from inside the page. */
import type { Page } from 'playwright-core'
import { controlAnswers, type FetchInit, fetchFromPage, type PageAnswer, panelSelectShows } from './page-functions.ts'

/** `fetch` from inside the page, so the service worker answers it. */
export function fetchInPage(page: Page, path: string, init: FetchInit = {}): Promise<PageAnswer> {
  return page.evaluate(fetchFromPage, { path, init })
}

/** Opens the panel with its corner button, as a user would. */
export async function openPanel(page: Page): Promise<void> {
  const launcher = page.locator('rem-dev-panel .rem-launcher')
  if ((await launcher.getAttribute('aria-expanded')) !== 'true') await launcher.click()
  await page.locator('rem-dev-panel #scenario option').first().waitFor({ state: 'attached' })
}

/** Picks `value` in one of the panel's selects and waits until the panel applied it. */
export async function choose(page: Page, selectId: string, value: string): Promise<void> {
  await page.locator(`rem-dev-panel #${selectId}`).selectOption(value)
  await page.waitForFunction(panelSelectShows, { selectId, value })
}

/** Waits until the control API answers `expected` at `path`, i.e. the panel's change has landed. */
export async function waitForControl(page: Page, path: string, expected: unknown): Promise<void> {
  await page.waitForFunction(controlAnswers, { path, expected: JSON.stringify(expected) })
}
