/**
 * The in-browser mock in Firefox, where the engines differ most: msw's service
 * worker registers and answers in fresh contexts once the page says
 * `data-mock="ready"`, a request body reaches the mock through it, and the same
 * seed (from the URL) gives the same bytes as Node. The URL's scenario in
 * Firefox: simulator-page.firefox.test.ts ("the link wins"); what the mock
 * answers, in process (tests/service, tests/simulation).
 */
import { describe, expect, inject, test } from 'vitest'
import { createMock } from '../../src/adapters/middleware/create-node-mock.ts'
import { nodeBodies } from '../browser/support/node-bodies.ts'
import { bodiesAt } from '../browser/support/page-functions.ts'
import { newPage, openPage, useFirefox, useVisitedContext } from './support/firefox.ts'
import { fetchInPage } from './support/simulator-page.ts'

const siteUrl = inject('siteUrl')
const browser = useFirefox()
/** For the checks that need no first visit: its worker registered once. */
const visited = useVisitedContext(browser)

/**
 * Fresh contexts, each with a service worker of its own to register: a first visit every time. One after
 * the other: the tabs of one Firefox window share it, and a tab in the background is throttled.
 */
const freshContexts = 8

describe('the service worker in Firefox', () => {
  test(`in ${freshContexts} fresh contexts, data-mock="ready" comes, and the first fetch after it is the mock's answer`, {
    timeout: 300_000,
  }, async () => {
    // The settings as Node's mock gives them; the static host answers this path with a 404.
    const node = await nodeBodies(42)
    const expected: unknown = JSON.parse(node.bodies[node.paths.indexOf('/svc/v1/AccountService')]!)
    const firstAnswers: unknown[] = []
    const visit = async () => {
      const context = await browser().createBrowserContext()
      try {
        const page = await newPage(context)
        await page.goto(`${siteUrl}/?persist=0`)
        await page.waitForSelector('html[data-mock="ready"]')
        const answer = await fetchInPage(page, '/svc/v1/AccountService')
        firstAnswers.push('status' in answer ? { status: answer.status, body: answer.body } : answer)
      } finally {
        await context.close()
      }
    }
    for (let visits = 0; visits < freshContexts; visits++) await visit()
    expect(firstAnswers).toEqual(Array.from({ length: freshContexts }, () => ({ status: 200, body: expected })))
  })

  test("controls the page, and a PATCH's body reaches the mock through the worker", async () => {
    const { page, errors } = await openPage(browser(), `${siteUrl}/?persist=0`, visited())
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(
      `${siteUrl}/mockServiceWorker.js`,
    )
    const flipped = !(await createMock({ seed: 42 }).database()).getSettings().activity_logs
    expect(
      await fetchInPage(page, '/svc/v1/AccountService', { method: 'PATCH', body: { activity_logs: flipped } }),
    ).toMatchObject({ status: 200, body: { activity_logs: flipped } })
    expect(await fetchInPage(page, '/svc/v1/AccountService')).toMatchObject({ body: { activity_logs: flipped } })
    expect(errors).toEqual([])
    await page.close()
  })
})

describe('same seed, same bytes in Firefox and Node', () => {
  // Seed 7 from the URL: `?seed=7` gives the data of seed 7, not the page's own seed 42.
  test.each([42, 7])('?seed=%i', async (seed) => {
    const { paths, bodies } = await nodeBodies(seed)
    const { page } = await openPage(browser(), `${siteUrl}/?seed=${seed}&persist=0`, visited())
    expect(await page.evaluate(bodiesAt, paths)).toEqual(bodies)
    await page.close()
  })

  test('the two seeds differ, so the comparison above can tell them apart', async () => {
    const [seed42, seed7] = await Promise.all([nodeBodies(42), nodeBodies(7)])
    expect(seed7.bodies).not.toEqual(seed42.bodies)
  })
})
