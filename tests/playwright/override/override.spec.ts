/**
 * `mock.override` in the fixture's server mode: the answer is given as data, sent to the server over the control
 * API, and the page's request, forwarded into the test's session, meets it.
 */
import type { Page } from '@playwright/test'
import { expect, isRemoteMock, test } from '../../../src/playwright.ts'

/** Read when a test runs: the URL exists once global setup started the server. */
function serverUrl(): string {
  const url = process.env.MOCK_SERVER_URL
  if (!url) throw new Error('Failed to find the mock server: MOCK_SERVER_URL is not set by the global setup.')
  return url
}

/** An app page at an origin of its own; its requests to /svc/v1/ are the fixture's to route. */
async function openApp(page: Page) {
  await page.route('http://app.test/', (route) => route.fulfill({ contentType: 'text/html', body: '<h1>App</h1>' }))
  await page.goto('http://app.test/')
}

/** The page's own request for alice.admin's account, as the app would send it. */
const getAccount = (page: Page) =>
  page.evaluate(async () => {
    const response = await fetch('/svc/v1/AccountService/Accounts/alice.admin')
    return {
      status: response.status,
      retryAfter: response.headers.get('Retry-After'),
      body: (await response.json()) as Record<string, unknown>,
    }
  })

// biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's first parameter as a destructuring pattern
test.use({ mockOptions: async ({}, use) => use({ server: serverUrl() }) })

test('an override with once answers the next request its way, then the service answers', async ({ page, mock }) => {
  expect(isRemoteMock(mock)).toBe(true)
  await openApp(page)
  await mock.override('getAccount', {
    status: 503,
    headers: { 'Retry-After': '7' },
    body: { title: 'Down for lunch' },
    once: true,
  })

  expect(await getAccount(page)).toEqual({ status: 503, retryAfter: '7', body: { title: 'Down for lunch' } })
  const after = await getAccount(page)
  expect(after.status).toBe(200)
  expect(after.body.seurity_settings).toMatchObject({ username: 'alice.admin' })
  expect((await mock.requests.all()).map(({ status }) => status)).toEqual([503, 200])
})

test('an override stays until removed; reset clears the others', async ({ page, mock }) => {
  await openApp(page)
  const remove = await mock.override('getAccount', { body: { first_name: 'Bea' } })
  expect((await getAccount(page)).body).toEqual({ first_name: 'Bea' })
  expect((await getAccount(page)).body).toEqual({ first_name: 'Bea' })
  await remove()
  expect((await getAccount(page)).body.first_name).not.toBe('Bea')

  await mock.override('getAccount', { status: 404 })
  expect((await getAccount(page)).body).toMatchObject({ status: 404, title: 'Not Found' })
  await mock.reset()
  expect((await getAccount(page)).status).toBe(200)
})
