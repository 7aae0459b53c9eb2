/** @module Debian's Chromium driven by playwright-core, headless and with no background network use. */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { afterAll, beforeAll, inject } from 'vitest'
import { built } from '../../support/builds/built.ts'
import { chromiumArgs, chromiumPath } from './chromium-flags.ts'
import { objectsLoaded } from './page-functions.ts'

/** A Chromium of its own, for scripts run outside the tests (the screenshots). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
}

/**
 * The test run's one Chromium (shared-chromium.ts), connected for this file. Its `close()` only
 * disconnects: the contexts this file made are closed, the browser stays for the other files.
 */
export async function connectChromium(): Promise<Browser> {
  const answer = await fetch(inject('chromiumUrl'))
  if (!answer.ok) throw new Error(`The shared Chromium did not start: ${await answer.text()}`)
  return chromium.connect(await answer.text())
}

/**
 * Opens `url` in a fresh context (own storage and service workers) and waits
 * until the simulator's data is on screen. Page errors fail the test.
 */
export async function openSimulator(
  browser: Browser,
  url: string,
  context?: BrowserContext,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
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
  await page.waitForFunction(objectsLoaded)
}

/**
 * Chromium for the tests of one file: connected before them, once the site builds the file opens are
 * made (the run's first request makes each, under the hook's longer timeout), and let go after them.
 * @example
 * const browser = useChromium() // the relative-base site; useChromium('site', 'site-demo') for /demo/ too
 * test('…', async () => { const { page } = await openSimulator(browser(), siteUrl) })
 */
export function useChromium(...builds: Array<'site' | 'site-demo'>): () => Browser {
  let browser: Browser | undefined
  beforeAll(async () => {
    ;[browser] = await Promise.all([
      connectChromium(),
      ...(builds.length > 0 ? builds : ['site' as const]).map((name) => built(name)),
    ])
  })
  afterAll(() => browser?.close())
  return () => {
    if (!browser) throw new Error('Chromium is used before it started: use it inside a test or hook.')
    return browser
  }
}
