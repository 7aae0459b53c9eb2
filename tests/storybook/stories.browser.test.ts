/**
 * The example Storybook's static build in Chromium: each story renders the
 * state its `parameters.mock` asks for, and nothing one story does reaches
 * another, in the canvas and on Docs pages; and every story's rendered DOM
 * has no WCAG 2 A or AA violation (axe-core), checked in the same build.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { createMock } from '../../src/adapters/middleware/create-node-mock.ts'
import { built } from '../support/builds/built.ts'
import { connectChromium } from '../browser/support/chromium.ts'
import { serveStatic } from '../browser/support/serve-static.ts'
import { wcagViolations, type WcagViolation } from '../browser/support/axe.ts'
import { docsUrl, renderStory, storyUrl, switchStory } from './support/story-urls.ts'

const cardTitles = 'rem-object-list rem-object-card h3'
const problemNotice = 'rem-problem-notice [role="alert"]'
const activityLogs = 'rem-settings-editor rem-settings-form input[name="/activity_logs"]'

let server: Awaited<ReturnType<typeof serveStatic>>
let browser: Browser
let context: BrowserContext
let page: Page

/** What the mock holds under a seed, read in Node: the browser must show the same. */
async function seeded(seed: number) {
  const database = await createMock({ seed }).database()
  const { realEstateObjects } = database.listKeys()
  return {
    objectCount: realEstateObjects.length,
    nameOf: (id: string) => database.findRealEstateObject(id)?.name ?? `(no object ${id})`,
  }
}

beforeAll(async () => {
  const storybook = await built('storybook')
  server = await serveStatic([{ prefix: '/', directory: async () => storybook }])
  browser = await connectChromium()
})

afterAll(async () => {
  await browser?.close()
  server?.server.close()
})

// A context per test: its own service worker registration, storage and pages.
beforeEach(async () => {
  context = await browser.newContext({ viewport: { width: 1100, height: 800 } })
  // Generous waits: the whole suite shares two cores with this browser. No assertion is about time.
  context.setDefaultTimeout(30_000)
  page = await context.newPage()
})

afterEach(async () => {
  await context.close()
})

describe('stories render the state their mock parameters ask for', { timeout: 60_000 }, () => {
  test('the maintenance story shows the error state', async () => {
    await page.goto(storyUrl(server.url, 'simulator-object-list--maintenance'))
    const notice = page.locator(problemNotice)
    await notice.waitFor()
    expect(await notice.innerText()).toMatch(/503\s*Service Unavailable/)
    expect(await notice.innerText()).toContain('Retry after 120 s')
    expect(await page.locator(cardTitles).count()).toBe(0)
  })

  test('the default story shows the seeded data', async () => {
    const data = await seeded(42)
    await page.goto(storyUrl(server.url, 'simulator-object-list--default'))
    await page
      .locator(cardTitles)
      .nth(data.objectCount - 1)
      .waitFor()
    expect(await page.locator(cardTitles).count()).toBe(data.objectCount)
    expect(await page.locator(cardTitles).first().innerText()).toBe(data.nameOf('re-0001'))
    expect(await page.locator(problemNotice).count()).toBe(0)
  })

  test('the auth story answers 401 without a token', async () => {
    await page.goto(storyUrl(server.url, 'simulator-account-list--signed-out'))
    const notice = page.locator(problemNotice)
    await notice.waitFor()
    expect(await notice.innerText()).toMatch(/401/)
  })
})

describe('nothing leaks from one story to the next', { timeout: 60_000 }, () => {
  test('an override shows in its own story only', async () => {
    const data = await seeded(42)
    await page.goto(storyUrl(server.url, 'simulator-object-list--renamed-object'))
    const first = page.locator(cardTitles).first()
    await first.filter({ hasText: 'Renamed for this story only' }).waitFor()

    await switchStory(page, 'simulator-object-list--default')
    await first.filter({ hasText: data.nameOf('re-0001') }).waitFor()
    expect(await page.locator(cardTitles).filter({ hasText: 'Renamed for this story only' }).count()).toBe(0)
  })

  test('a PATCH in one story is gone in the next', async () => {
    await page.goto(storyUrl(server.url, 'simulator-settings-editor--default'))
    await page.locator(activityLogs).waitFor()
    expect(await page.locator(activityLogs).isChecked()).toBe(true)

    const patched = await page.evaluate(async () => {
      const patch = await fetch('/svc/v1/AccountService', {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ activity_logs: false }),
      })
      const read = await (await fetch('/svc/v1/AccountService')).json()
      return { status: patch.status, activityLogs: read.activity_logs as boolean }
    })
    expect(patched).toEqual({ status: 200, activityLogs: false })

    // Another story on the same seed and data: it must see the seeded settings.
    await switchStory(page, 'simulator-settings-editor--read-only')
    await page.locator(activityLogs).waitFor()
    expect(await page.locator(activityLogs).isChecked()).toBe(true)
    const reread = await page.evaluate(
      async () => (await (await fetch('/svc/v1/AccountService')).json()).activity_logs as boolean,
    )
    expect(reread).toBe(true)
  })

  test('a settings override is taken back by the next story', async () => {
    await page.goto(storyUrl(server.url, 'simulator-settings-editor--activity-logs-off'))
    await page.locator(activityLogs).waitFor()
    expect(await page.locator(activityLogs).isChecked()).toBe(false)

    await switchStory(page, 'simulator-settings-editor--default')
    await page.locator(`${activityLogs}:checked`).waitFor()
  })

  test('each seed has its own data, and the first seed comes back unchanged', async () => {
    const [seed42, seed7] = await Promise.all([seeded(42), seeded(7)])
    expect(seed7.nameOf('re-0006')).not.toBe(seed42.nameOf('re-0006'))
    const sixth = page.locator(cardTitles).nth(5)

    await page.goto(storyUrl(server.url, 'simulator-object-list--seed-7'))
    await sixth.filter({ hasText: seed7.nameOf('re-0006') }).waitFor()

    await switchStory(page, 'simulator-object-list--default')
    await sixth.filter({ hasText: seed42.nameOf('re-0006') }).waitFor()
  })

  // Some 20 preview frames load at once: 12 s alone, 30 to 64 s beside another integration file.
  test('stories on one Docs page each render against their own mock', async () => {
    const data = await seeded(42)
    await page.goto(docsUrl(server.url, 'simulator-object-list--docs'))
    const frameOf = async (storyId: string) => {
      // The primary story shows twice (on top and in the list); either will do.
      const element = page.locator(`iframe[src$="id=${storyId}"]`).last()
      await element.scrollIntoViewIfNeeded()
      const frame = await (await element.elementHandle())?.contentFrame()
      if (!frame) throw new Error(`No iframe renders ${storyId} on the Docs page.`)
      return frame
    }

    const maintenance = await frameOf('simulator-object-list--maintenance')
    await maintenance.locator(problemNotice).waitFor()
    expect(await maintenance.locator(problemNotice).innerText()).toMatch(/503/)

    const renamed = await frameOf('simulator-object-list--renamed-object')
    await renamed.locator(cardTitles).first().filter({ hasText: 'Renamed for this story only' }).waitFor()

    const primary = await frameOf('simulator-object-list--default')
    await primary
      .locator(cardTitles)
      .nth(data.objectCount - 1)
      .waitFor()
    expect(await primary.locator(cardTitles).count()).toBe(data.objectCount)
    expect(await primary.locator(cardTitles).first().innerText()).toBe(data.nameOf('re-0001'))
    expect(await primary.locator(problemNotice).count()).toBe(0)
  }, 120_000)

  test.each([
    ['simulator-object-list--handler-in-before-each', 'Answered by msw.use in beforeEach'],
    ['simulator-object-list--handler-in-parameters', 'Answered by parameters.msw'],
  ])('a hand-written msw handler (%s) answers in its story and in no other', async (storyId, name) => {
    const data = await seeded(42)
    const first = page.locator(cardTitles).first()
    await page.goto(storyUrl(server.url, storyId))
    await first.filter({ hasText: name }).waitFor()
    // The mock still answers the rest.
    expect(await page.locator(cardTitles).nth(1).innerText()).toBe(data.nameOf('re-0002'))

    await switchStory(page, 'simulator-object-list--default')
    await first.filter({ hasText: data.nameOf('re-0001') }).waitFor()
    expect(await page.locator(cardTitles).filter({ hasText: name }).count()).toBe(0)

    // And back: the story's handler is there again, once.
    await switchStory(page, storyId)
    await first.filter({ hasText: name }).waitFor()
  })

  test('a request left hanging by one story ends as a network error when the next starts, which then answers (msw-storybook-addon #82)', async () => {
    const data = await seeded(42)
    await page.goto(storyUrl(server.url, 'simulator-object-list--hanging'))
    await page.locator('rem-object-list').waitFor()
    // As a client that shares requests between stories (TanStack Query, Apollo) would have one in flight.
    await page.evaluate(() => {
      const inFlight = fetch('/svc/v1/RealEstateService/RealEstateObjects/re-0001').then(
        (response) => `answered ${response.status}`,
        (error: unknown) => `failed: ${String(error)}`,
      )
      Object.assign(window, { inFlight })
    })
    // Switch only once the mock holds it (the list's own request for re-0001, then this one): sent
    // any earlier, it would reach the next story's mock and be answered.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const entries = (await (await fetch('/__mock/requests')).json()) as Array<{
            path: string
            fault: string | null
          }>
          return entries.filter((entry) => entry.path.endsWith('/re-0001') && entry.fault === 'hang').length
        }),
      )
      .toBe(2)
    await switchStory(page, 'simulator-object-list--default')
    expect(await page.evaluate(() => (window as unknown as { inFlight: Promise<string> }).inFlight)).toMatch(
      /^failed: TypeError/,
    )
    await page
      .locator(cardTitles)
      .nth(data.objectCount - 1)
      .waitFor()
  })

  test("a story's iframe.html opened alone, then the manager in the same tab: the story still reads the mock (issue 15)", async () => {
    const data = await seeded(42)
    await page.goto(storyUrl(server.url, 'simulator-object-list--default'))
    await page
      .locator(cardTitles)
      .nth(data.objectCount - 1)
      .waitFor()

    // msw's worker unregisters itself as the story's page leaves; the manager's preview frame used to be left uncontrolled.
    const serviceAnswers: { status: number; fromServiceWorker: boolean }[] = []
    page.on('response', (response) => {
      if (
        new URL(response.url()).pathname.startsWith('/__mock/') ||
        new URL(response.url()).pathname.startsWith('/svc/')
      ) {
        serviceAnswers.push({ status: response.status(), fromServiceWorker: response.fromServiceWorker() })
      }
    })
    await page.goto(`${server.url}/?path=/story/simulator-object-list--default`)
    const preview = page.frameLocator('#storybook-preview-iframe')
    await preview
      .locator(cardTitles)
      .nth(data.objectCount - 1)
      .waitFor()
    expect(await preview.locator(cardTitles).first().innerText()).toBe(data.nameOf('re-0001'))
    expect(await preview.locator(problemNotice).count()).toBe(0)
    expect(serviceAnswers.length).toBeGreaterThan(0)
    expect(serviceAnswers.filter((answer) => !answer.fromServiceWorker || answer.status !== 200)).toEqual([])
  })
})

/** Stories whose data never comes: checked as they stay, loading. */
const neverLoads = new Set(['simulator-object-list--hanging'])

// Some 20 stories, each rendered and checked in full (axe reads every card's shadow root).
describe('every story is accessible', { timeout: 900_000 }, () => {
  test('no WCAG 2 A or AA violation in any story, each checked once its components loaded', async () => {
    // Every story of the build, from Storybook's own index: a story added later is checked too.
    const index = (await (await fetch(`${server.url}/index.json`)).json()) as {
      entries: Record<string, { type: string }>
    }
    const storyIds = Object.entries(index.entries).flatMap(([id, entry]) => (entry.type === 'story' ? [id] : []))
    expect(storyIds.length).toBeGreaterThanOrEqual(19)
    const violations: Record<string, WcagViolation[]> = {}
    for (const [position, storyId] of storyIds.entries()) {
      // One preview page for all: each later story is rendered in it as Storybook's manager does, without a reload.
      if (position === 0) await page.goto(storyUrl(server.url, storyId))
      else await renderStory(page, storyId)
      // Rendered, and each component that fetches its own data done with it (`loading` false).
      await page.waitForFunction(
        (waitForData) => {
          const root = document.querySelector('#storybook-root')
          if (!root || root.childElementCount === 0) return false
          const fetching = [...root.querySelectorAll('*')].filter((element) => 'loading' in element)
          return (
            !waitForData || fetching.every((element) => (element as unknown as { loading: boolean }).loading === false)
          )
        },
        !neverLoads.has(storyId),
        { timeout: 60_000 },
      )
      // The whole preview page, Storybook's own wrapper included: it is what the story is seen in.
      violations[storyId] = await wcagViolations(page)
    }
    expect(violations).toEqual(Object.fromEntries(storyIds.map((id) => [id, []])))
  })
})
