/**
 * A standalone server started with a control token: the simulator page opened
 * from the link the server prints (`/__mock/?token=…`) drives it, and the
 * token leaves the address bar; opened without it, the panel asks for the
 * token and nothing changes until it is given.
 */
import type { Page, Request } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { createServer, type MockServer } from '../../src/server/create-server.ts'
import { built } from '../support/builds/built.ts'
import { openSimulator, useChromium, waitForObjects } from './support/chromium.ts'
import { choose, openPanel } from './support/simulator-page.ts'

const token = 't0k'
const browser = useChromium()
let server: MockServer
let url: string

beforeAll(async () => {
  server = createServer({ seed: 42, controlToken: token, site: await built('site') })
  url = await server.listen(0)
})
afterEach(() => server.mock.reset())
afterAll(() => server?.close())

/** The server's scenario, read over HTTP as any client would. */
async function scenarioOverHttp(): Promise<string> {
  const response = await fetch(`${url}/__mock/scenario`, { headers: { Authorization: `Bearer ${token}` } })
  return ((await response.json()) as { name: string }).name
}

async function setScenarioOverHttp(name: string): Promise<void> {
  const response = await fetch(`${url}/__mock/scenario`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ name }),
  })
  expect(response.status).toBe(200)
}

/** The `Authorization` header of every request the page sends, by path. */
function recordAuthorization(page: Page): Array<{ path: string; authorization: string | undefined }> {
  const seen: Array<{ path: string; authorization: string | undefined }> = []
  page.on('request', (request: Request) =>
    seen.push({ path: new URL(request.url()).pathname, authorization: request.headers().authorization }),
  )
  return seen
}

const objectStatus = (page: Page) => page.locator('rem-object-list [role="status"]').textContent()

describe('a server started with --control-token', () => {
  test('the page opened with ?token= drives the server, sends the token on control requests only, and drops it from the URL', async () => {
    const context = await browser().newContext()
    const page = await context.newPage()
    const seen = recordAuthorization(page)
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto(`${url}/__mock/?token=${token}`)
    await waitForObjects(page)

    expect(new URL(page.url()).searchParams.has('token')).toBe(false)
    expect(page.url()).toBe(`${url}/__mock/`)
    expect(await objectStatus(page)).toBe('25 of 25 objects loaded.')

    await openPanel(page)
    expect(await page.locator('rem-dev-panel #control-token').isVisible()).toBe(false)
    await choose(page, 'scenario', 'read-only')
    await expect.poll(scenarioOverHttp).toBe('read-only')

    // The page itself and its assets are not the control API: only the page's fetches are.
    const control = seen.filter(
      (request) =>
        request.path.startsWith('/__mock/') &&
        request.path !== '/__mock/' &&
        !request.path.startsWith('/__mock/assets/'),
    )
    const service = seen.filter((request) => request.path.startsWith('/svc/v1/'))
    expect(control.map((request) => request.path)).toEqual(
      expect.arrayContaining(['/__mock/resources', '/__mock/scenarios', '/__mock/scenario']),
    )
    expect(control.filter((request) => request.authorization !== `Bearer ${token}`)).toEqual([])
    expect(service.length).toBeGreaterThanOrEqual(25)
    expect(service.filter((request) => request.authorization === `Bearer ${token}`)).toEqual([])

    // The tab keeps the token across a reload, though the URL no longer has it.
    await page.reload()
    await waitForObjects(page)
    expect(await objectStatus(page)).toBe('25 of 25 objects loaded.')
    expect(errors).toEqual([])
    await context.close()
  })

  test('without the token, the panel shows the token field and nothing changes; a wrong token is refused; the right one works', async () => {
    await setScenarioOverHttp('read-only')
    const { context, page } = await openSimulator(browser(), `${url}/__mock/`)
    const field = page.locator('rem-dev-panel #control-token')
    await page.locator('rem-dev-panel .rem-launcher').click()
    await field.waitFor({ state: 'visible' })
    expect(await page.locator('rem-dev-panel #scenario option').count()).toBe(0)
    expect(await page.locator('rem-dev-panel #control-token-hint').textContent()).toContain('--control-token')
    await page.locator('rem-dev-panel #reset').click()
    await field.waitFor({ state: 'visible' })
    expect(await scenarioOverHttp()).toBe('read-only')
    // The lists could not learn the ids, so no object was asked for.
    expect(server.mock.requests.count({ operation: 'getRealEstateObject' })).toBe(0)

    await field.fill('wrong')
    await page.locator('rem-dev-panel #control-token-use').click()
    await page.waitForFunction(
      () =>
        document
          .querySelector('rem-dev-panel')
          ?.shadowRoot?.getElementById('control-token')
          ?.getAttribute('aria-invalid') === 'true',
    )
    expect(await page.locator('rem-dev-panel #control-token-hint').textContent()).toContain('refused')
    expect(await scenarioOverHttp()).toBe('read-only')

    await field.fill(token)
    await page.locator('rem-dev-panel #control-token-use').click()
    await field.waitFor({ state: 'hidden' })
    // The page's lists load again, now with the token.
    await page.waitForFunction(
      () =>
        document.querySelector('rem-object-list')?.shadowRoot?.querySelector('[role="status"]')?.textContent ===
        '25 of 25 objects loaded.',
    )
    await choose(page, 'scenario', 'default')
    await expect.poll(scenarioOverHttp).toBe('default')
    await context.close()
  })
})
