/**
 * @module Debian's Firefox ESR driven by puppeteer-core over WebDriver BiDi
 * (docs/decisions/firefox-over-webdriver-bidi.md): one Firefox per test file,
 * since Firefox takes one BiDi session at a time, and a fresh browser context
 * (its own storage and service workers) per page or group of tabs.
 */
import puppeteer, { type Browser, type BrowserContext, type Page } from 'puppeteer-core'
import { afterAll, beforeAll, inject } from 'vitest'
import { objectsLoaded } from '../../browser/support/page-functions.ts'
import { built } from '../../support/builds/built.ts'

const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'

/** Long enough for a fresh service worker on a busy machine; shorter than a test, so a hang names what it waited for. */
const waitMs = 45_000

/**
 * Firefox for the tests of one file, launched while the shared site builds (the run's first request makes
 * it, under the hook's longer timeout), and closed after them.
 * @example
 * const browser = useFirefox()
 * test('…', async () => { const { page } = await openSimulator(browser(), siteUrl) })
 */
export function useFirefox(): () => Browser {
  let browser: Browser | undefined
  beforeAll(async () => {
    ;[browser] = await Promise.all([
      puppeteer.launch({
        browser: 'firefox',
        executablePath: firefoxPath,
        headless: true,
        protocol: 'webDriverBiDi',
        // Playwright's default, which the Chromium suites ran with: the panel and the page lay out alike.
        defaultViewport: { width: 1280, height: 720 },
      }),
      built('site'),
    ])
  })
  afterAll(() => browser?.close())
  return () => {
    if (!browser) throw new Error('Firefox is used before it started: use it inside a test or hook.')
    return browser
  }
}

/**
 * One browser context for the tests of a file that need no first visit, with a tab of the simulator kept
 * open in it: msw's worker unregisters itself when its last page closes, and the next page would register
 * it again. The kept tab does not persist its state, so it keeps no other tab in step (sync follows persist).
 */
export function useVisitedContext(browser: () => Browser): () => BrowserContext {
  let context: BrowserContext | undefined
  beforeAll(async () => {
    context = await browser().createBrowserContext()
    await openPage(browser(), `${inject('siteUrl')}/?persist=0`, context)
  })
  return () => {
    if (!context) throw new Error('The visited context is used before it was made: use it inside a test or hook.')
    return context
  }
}

/** A new tab in `context`, with the waits of these tests. */
export async function newPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage()
  page.setDefaultTimeout(waitMs)
  return page
}

type Opened = { context: BrowserContext; page: Page; errors: string[] }

/**
 * Opens `url` in a fresh context (own storage and service workers), or in `context`, and waits until the
 * in-browser mock answers the page (`data-mock="ready"`). The page's uncaught errors are collected.
 */
export async function openPage(browser: Browser, url: string, context?: BrowserContext): Promise<Opened> {
  const opened = await visit(browser, url, context)
  await opened.page.waitForSelector('html[data-mock="ready"]')
  return opened
}

/** Opens `url` as `openPage` does, and waits until the simulator's data is on screen, whoever answers it (worker or server). */
export async function openSimulator(browser: Browser, url: string, context?: BrowserContext): Promise<Opened> {
  const opened = await visit(browser, url, context)
  await waitForObjects(opened.page)
  return opened
}

async function visit(browser: Browser, url: string, context?: BrowserContext): Promise<Opened> {
  const ownContext = context ?? (await browser.createBrowserContext())
  const page = await newPage(ownContext)
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error instanceof Error ? error.message : String(error)))
  await page.goto(url)
  return { context: ownContext, page, errors }
}

/** Waits until the object list finished a load. */
async function waitForObjects(page: Page): Promise<void> {
  await page.waitForFunction(objectsLoaded, { polling: 100 })
}
