/**
 * The Storybook addon in the example Storybook's static build, opened in
 * Chromium through Storybook's manager as a user opens it: the toolbar puts a
 * scenario over every story and keeps it in the URL; the "Mock" panel lists
 * the story's requests, changes the latency, faults and auth, and copies the
 * state as a story's parameters; the panel is axe-clean in the light and dark
 * themes, and every control of the toolbar and the panel is reached by Tab.
 */
import type { Browser, BrowserContext, FrameLocator, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { StoryMocks } from '../../src/adapters/storybook/story-mocks.ts'
import { built } from '../support/builds/built.ts'
import { connectChromium } from '../browser/support/chromium.ts'
import { serveStatic } from '../browser/support/serve-static.ts'
import { wcagViolations } from '../browser/support/axe.ts'
import { parametersOfSnippet } from './support/story-snippet.ts'

const problemNotice = 'rem-problem-notice [role="alert"]'
const cardTitles = 'rem-object-list rem-object-card h3'
const panel = '#mock-panel'
const objectUrl = '/svc/v1/RealEstateService/RealEstateObjects/re-0001'

let server: Awaited<ReturnType<typeof serveStatic>>
let browser: Browser
let context: BrowserContext
let page: Page

beforeAll(async () => {
  const storybook = await built('storybook')
  server = await serveStatic([{ prefix: '/', directory: async () => storybook }])
  browser = await connectChromium()
})

afterAll(async () => {
  await browser?.close()
  server?.server.close()
})

afterEach(async () => {
  await context?.close()
})

/** Storybook's manager on `storyId`, in a fresh context (own service worker, storage) with the colour scheme asked for. */
async function openManager(storyId: string, colorScheme: 'light' | 'dark' = 'light'): Promise<FrameLocator> {
  context = await browser.newContext({ viewport: { width: 1200, height: 900 }, colorScheme })
  // Generous waits: the whole suite shares two cores with this browser. No assertion is about time.
  context.setDefaultTimeout(30_000)
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url })
  page = await context.newPage()
  await page.goto(`${server.url}/?path=/story/${storyId}`)
  return page.frameLocator('#storybook-preview-iframe')
}

async function openPanel(): Promise<void> {
  await page.getByRole('tab', { name: 'Mock' }).click()
  await page.locator(panel).waitFor()
}

/** What the story's mock journaled, read in the preview frame through the control API its worker serves. */
async function journal(): Promise<Array<{ operation: string | null; status: number | null; delayMs: number | null }>> {
  const frame = page.frame({ url: /iframe\.html/ })
  if (!frame) throw new Error('No preview frame.')
  return frame.evaluate(async () => (await fetch('/__mock/requests')).json())
}

/** The panel's request rows, as text. */
function panelRows(): Promise<string[]> {
  return page.locator(`${panel} li summary`).allInnerTexts()
}

describe('the toolbar', { timeout: 120_000 }, () => {
  test('"maintenance" makes a story that names no scenario show its 503 state, the URL keeps it, and a reload shows it again', async () => {
    const preview = await openManager('simulator-object-list--default')
    await preview.locator(cardTitles).first().waitFor()
    expect(await preview.locator(problemNotice).count()).toBe(0)

    await page.getByLabel('Mock scenario').selectOption('maintenance')
    await expect.poll(() => preview.locator(problemNotice).first().innerText()).toMatch(/503\s*Service Unavailable/)
    await expect.poll(() => page.url()).toContain('globals=mockScenario:maintenance')

    await page.reload()
    await expect.poll(() => preview.locator(problemNotice).first().innerText()).toMatch(/503\s*Service Unavailable/)
    expect(await page.getByLabel('Mock scenario').inputValue()).toBe('maintenance')
    await expect.poll(() => page.url()).toContain('globals=mockScenario:maintenance')
  })
})

describe('the Mock panel', { timeout: 120_000 }, () => {
  test("lists the story's requests with their statuses, as its journal holds them", async () => {
    const preview = await openManager('simulator-object-list--default')
    await openPanel()
    await preview.locator(cardTitles).nth(24).waitFor()
    await expect.poll(async () => (await panelRows()).length).toBe(25)
    const rows = await panelRows()
    const entries = await journal()
    expect(rows.length).toBe(entries.length)
    for (const [index, entry] of entries.entries())
      expect(rows[index]).toMatch(new RegExp(`^GET ${entry.operation} · ${entry.status} · \\d+ ms$`))
    expect(new Set(entries.map(({ status }) => status))).toEqual(new Set([200]))
  })

  test('changing the latency slows the next requests: the journal and the panel show the new delay', async () => {
    await openManager('simulator-settings-editor--default')
    await openPanel()
    await expect.poll(async () => (await panelRows()).length).toBeGreaterThan(0)
    expect((await journal()).map(({ delayMs }) => delayMs)).not.toContain(1500)

    await page.getByLabel('Latency in ms').fill('1500')
    await page.getByRole('button', { name: 'Set latency' }).click()
    // Storybook writes the global into the URL a moment after the click.
    await expect.poll(() => page.url()).toContain('mockLatency:1500')
    await expect
      .poll(async () => {
        const entries = await journal()
        return entries.length > 0 && entries.every(({ delayMs }) => delayMs === 1500)
      })
      .toBe(true)
    await expect.poll(async () => (await panelRows()).length).toBe((await journal()).length)
    for (const row of await panelRows()) expect(Number(/· (\d+) ms$/.exec(row)?.[1])).toBeGreaterThanOrEqual(1500)
    await page.locator(panel).getByText('in force: 1500').waitFor()

    // Kept in the URL: a reload has the same latency.
    await page.reload()
    await expect
      .poll(async () => {
        const entries = await journal()
        return entries.length > 0 && entries.every(({ delayMs }) => delayMs === 1500)
      })
      .toBe(true)
    expect(await page.getByLabel('Mock latency').inputValue()).toBe('1500')
  })

  test('"copy as a story" gives parameters that reproduce the state in a story of their own', async () => {
    const preview = await openManager('simulator-object-list--default')
    await openPanel()
    await preview.locator(cardTitles).first().waitFor()
    await page.getByLabel('Mock scenario').selectOption('maintenance')
    await page.locator('#mock-panel-auth').selectOption('true')
    await page.locator('#mock-panel-fault-getAccount').selectOption('hang')
    await expect.poll(() => page.locator('#mock-panel-fault-getAccount').inputValue()).toBe('hang')
    await expect.poll(() => page.locator('#mock-panel-auth').inputValue()).toBe('true')

    await page.getByRole('button', { name: 'Copy as a story' }).click()
    await page.locator(panel).getByRole('status').filter({ hasText: 'Copied' }).waitFor()
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(copied).toBe(await page.getByLabel('Story parameters').innerText())
    const parameters = parametersOfSnippet(copied)
    expect(parameters).toEqual({ scenario: 'maintenance', auth: true, faults: { getAccount: 'hang' } })

    // Pasted into a story, the loader activates the same parameters: the mock is in the state the panel showed.
    const frame = page.frame({ url: /iframe\.html/ })!
    const shown = await frame.evaluate(async () => {
      const read = async (path: string) => (await fetch(`/__mock/${path}`)).json()
      return { scenario: await read('scenario'), faults: await read('faults'), auth: await read('auth') }
    })
    const mock = await new StoryMocks().activate(parameters)
    expect({
      scenario: mock.settings.scenario(),
      faults: mock.settings.faults(),
      auth: mock.settings.auth(),
    }).toEqual(shown)
    expect((await mock.fetch(new Request(`http://localhost${objectUrl}`))).status).toBe(503)
  })

  test('reset takes the toolbar and panel choices away: the story is as it says again', async () => {
    const preview = await openManager('simulator-object-list--default')
    await openPanel()
    await page.getByLabel('Mock scenario').selectOption('maintenance')
    await preview.locator(problemNotice).first().waitFor()
    await page.getByRole('button', { name: 'Reset' }).click()
    await preview.locator(cardTitles).nth(24).waitFor()
    expect(await page.getByLabel('Mock scenario').inputValue()).toBe('')
    await expect.poll(() => page.url()).not.toContain('mockScenario')
  })
})

describe('the toolbar and the panel are accessible', { timeout: 120_000 }, () => {
  test.each(['light', 'dark'] as const)(
    'axe-core finds no WCAG 2 A or AA violation in the panel (%s theme)',
    async (scheme) => {
      const preview = await openManager('simulator-object-list--default', scheme)
      await openPanel()
      await preview.locator(cardTitles).nth(24).waitFor()
      await expect.poll(async () => (await panelRows()).length).toBe(25)
      // A request's bodies shown too.
      await page.locator(`${panel} li summary`).first().click()
      // The panel is in the theme asked for: Storybook follows the system's colour scheme.
      const background = await page.locator(panel).evaluate((element) => getComputedStyle(element).backgroundColor)
      const brightness = (background.match(/\d+/g) ?? []).slice(0, 3).reduce((sum, value) => sum + Number(value), 0)
      expect(scheme === 'dark' ? brightness < 200 : brightness > 600, background).toBe(true)
      expect(await wcagViolations(page, panel)).toEqual([])
    },
  )

  test('every control of the toolbar and the panel is reached from the keyboard', async () => {
    const preview = await openManager('simulator-settings-editor--default')
    await openPanel()
    await expect.poll(async () => (await panelRows()).length).toBeGreaterThan(0)
    await preview.locator('rem-settings-editor').waitFor()
    const controls = await page.evaluate((root) => {
      const inPanel = [...document.querySelectorAll(`${root} :is(select, input, button, summary)`)]
      const inToolbar = [...document.querySelectorAll('#mock-toolbar-scenario, #mock-toolbar-latency')]
      return [...inToolbar, ...inPanel].map((element, index) => {
        element.setAttribute('data-control', String(index))
        return String(index)
      })
    }, panel)
    expect(controls.length).toBeGreaterThan(10)

    const reached = new Set<string>()
    const note = async () => {
      const control = await page.evaluate(() => document.activeElement?.getAttribute('data-control'))
      if (control) reached.add(control)
    }
    const inToolbar = () => page.evaluate(() => Boolean(document.activeElement?.closest('[role="toolbar"]')))
    // From the top of the manager: Tab to Storybook's toolbar, whose items the arrow keys move between
    // (Storybook's own toolbar pattern), then Tab on through the rest of the page, the panel included.
    await page.locator('body').focus()
    for (let presses = 0; presses < 100 && !(await inToolbar()); presses++) await page.keyboard.press('Tab')
    for (let presses = 0; presses < 20; presses++) {
      await page.keyboard.press('ArrowRight')
      await note()
    }
    for (let presses = 0; presses < 300 && reached.size < controls.length; presses++) {
      await page.keyboard.press('Tab')
      await note()
    }
    expect([...reached].sort()).toEqual([...controls].sort())
  })
})
