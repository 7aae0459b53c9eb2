/**
 * @module The browser tests' steps on a puppeteer page: the same functions run in the page as in
 * Chromium (tests/browser/support/page-functions.ts); only the driver's calls around them differ.
 * Puppeteer's `>>>` reaches into the panel's and the components' open shadow roots.
 */
import type { Page } from 'puppeteer-core'
import { axeSource, runAxe, type WcagViolation } from '../../browser/support/axe.ts'
import {
  controlAnswers,
  type FetchInit,
  fetchFromPage,
  type PageAnswer,
  panelSelectShows,
} from '../../browser/support/page-functions.ts'

/**
 * `fetch` from inside the page, so the service worker answers it; from the tab in front, as a user's
 * request would be. Firefox throttles the timers of a tab in the background (the mock's latency is one),
 * which makes a request there take seconds.
 */
export async function fetchInPage(page: Page, path: string, init: FetchInit = {}): Promise<PageAnswer> {
  await page.bringToFront()
  return page.evaluate(fetchFromPage, { path, init })
}

/** Opens the panel with its corner button, as a user would. */
export async function openPanel(page: Page): Promise<void> {
  const launcher = await page.waitForSelector('rem-dev-panel >>> .rem-launcher')
  if ((await launcher!.evaluate((button) => button.getAttribute('aria-expanded'))) !== 'true') await launcher!.click()
  await page.waitForSelector('rem-dev-panel >>> #scenario option')
}

/** Picks `value` in one of the panel's selects and waits until the panel applied it. */
export async function choose(page: Page, selectId: string, value: string): Promise<void> {
  await (await page.waitForSelector(`rem-dev-panel >>> #${selectId}`))!.select(value)
  await page.waitForFunction(panelSelectShows, { polling: 100 }, { selectId, value })
}

/** Waits until the control API answers `expected` at `path`, i.e. the change has landed. */
export async function waitForControl(page: Page, path: string, expected: unknown): Promise<void> {
  await page.waitForFunction(controlAnswers, { polling: 100 }, { path, expected: JSON.stringify(expected) })
}

/** The text of the first element `selector` finds (`>>>` pierces shadow roots), once there is one. */
export async function textOf(page: Page, selector: string): Promise<string | null> {
  return (await page.waitForSelector(selector))!.evaluate((element) => element.textContent)
}

/** axe-core's WCAG 2 A/AA violations on the whole page, as tests/browser/support/axe.ts finds them in Chromium. */
export async function wcagViolations(page: Page): Promise<WcagViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource })
  return page.evaluate(runAxe, undefined)
}
