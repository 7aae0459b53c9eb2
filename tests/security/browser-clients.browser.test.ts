/**
 * Issue 22 in Chromium (the run's shared one): a large body refused with 413
 * reaches the page as the 413 problem, not as a network error; and a page on
 * another site reads the service but cannot change it. The other site is a
 * proxy the page's context goes through: it serves any page as
 * `http://evil.example` and passes requests for the mock on, so that they
 * carry that origin and real preflights (no request interception: Playwright
 * answers preflights itself while a route is set).
 */
import { createServer as createHttpServer, request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createServer, type MockServer } from '../../src/server/create-server.ts'
import { connectChromium } from '../browser/support/chromium.ts'

const MiB = 1024 * 1024
let browser: Browser

beforeAll(async () => {
  browser = await connectChromium()
})
afterAll(() => browser?.close())

describe('Chromium sending large bodies, fetch() with no Expect', () => {
  let server: MockServer
  let context: BrowserContext
  let page: Page

  beforeAll(async () => {
    server = createServer({ site: false })
    const origin = await server.listen(0)
    context = await browser.newContext()
    page = await context.newPage()
    // The server's own origin: the requests are same-origin, so only the body's size is in question.
    await page.goto(`${origin}/svc/v1/AccountService`)
  })
  afterAll(async () => {
    await context?.close()
    await server?.close()
  })

  test.each([
    ['PATCH', '/svc/v1/AccountService', 5],
    ['PATCH', '/svc/v1/AccountService', 10],
    ['PATCH', '/svc/v1/AccountService', 100],
    ['PUT', '/__mock/scenario', 10],
  ])(
    '%s %s with %i MB -> the 413 problem, readable by the page; nothing changes',
    async (method, path, size) => {
      const answer = await page.evaluate(
        async ({ method, path, bytes }) => {
          try {
            // A Blob, as a file input gives one: Chromium streams it, where a 100 MB ArrayBuffer is copied first (minutes here).
            const response = await fetch(path, {
              method,
              headers: { 'Content-Type': 'application/json' },
              body: new Blob([new Uint8Array(bytes).fill(32)]),
            })
            return {
              status: response.status,
              type: response.headers.get('content-type'),
              problem: await response.json(),
            }
          } catch (error) {
            return { error: String(error) }
          }
        },
        { method, path, bytes: size * MiB },
      )
      expect(answer).toMatchObject({
        status: 413,
        type: 'application/problem+json',
        problem: { status: 413, title: 'Content Too Large' },
      })
      expect(await page.evaluate(async () => (await (await fetch('/__mock/scenario')).json()).name)).toBe('default')
      expect(
        await page.evaluate(async () => (await (await fetch('/svc/v1/AccountService')).json()).activity_logs),
      ).toBe(true)
    },
    120_000,
  )
})

describe('a page on another site (http://evil.example), in Chromium', () => {
  let proxy: Server
  let mock: MockServer
  let trusting: MockServer
  let context: BrowserContext
  const pageOrigin = 'http://evil.example'
  const seen: string[] = []

  beforeAll(async () => {
    mock = createServer({ site: false })
    trusting = createServer({ site: false, corsOrigins: [pageOrigin] })
    await Promise.all([mock.listen(0), trusting.listen(0)])
    mock.server.prependListener('request', (request) => seen.push(`${request.method} ${request.headers.origin ?? ''}`))
    // Requests for the mocks go on to them as sent; any other is the other site's page.
    proxy = createHttpServer((request, response) => {
      const target = new URL(request.url ?? '/')
      if (target.hostname !== '127.0.0.1')
        return void response
          .writeHead(200, { 'Content-Type': 'text/html' })
          .end('<!doctype html><title>another site</title>')
      const onward = httpRequest(
        {
          host: '127.0.0.1',
          port: target.port,
          path: target.pathname + target.search,
          method: request.method,
          headers: request.headers,
        },
        (answer) => {
          response.writeHead(answer.statusCode!, answer.headers)
          answer.pipe(response)
        },
      )
      request.pipe(onward)
    })
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
    context = await browser.newContext({
      proxy: { server: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}` },
    })
  })
  afterAll(async () => {
    await context?.close()
    await Promise.all([mock?.close(), trusting?.close(), new Promise((resolve) => proxy?.close(resolve))])
  })

  /** What the other site's page gets fetching the settings with `init`: the status and `activity_logs`, or the error. */
  async function fetchFromPage(
    server: MockServer,
    init: RequestInit,
  ): Promise<{ status?: number; activityLogs?: boolean; error?: string }> {
    const page = await context.newPage()
    try {
      await page.goto(`${pageOrigin}/`)
      const { port } = server.server.address() as AddressInfo
      return await page.evaluate(
        async ({ url, init }) => {
          try {
            const response = await fetch(url, init)
            return { status: response.status, activityLogs: (await response.json()).activity_logs }
          } catch (error) {
            return { error: String(error) }
          }
        },
        { url: `http://127.0.0.1:${port}/svc/v1/AccountService`, init },
      )
    } finally {
      await page.close()
    }
  }

  const patch = { method: 'PATCH', headers: { 'Content-Type': 'application/json' }, body: '{"activity_logs": false}' }

  test('reads the settings', async () => {
    expect(await fetchFromPage(mock, {})).toEqual({ status: 200, activityLogs: true })
  })

  test('cannot PATCH them: the preflight is refused, so the PATCH is never sent, and nothing changes', async () => {
    seen.length = 0
    expect(await fetchFromPage(mock, patch)).toEqual({ error: 'TypeError: Failed to fetch' })
    expect(seen).toEqual([`OPTIONS ${pageOrigin}`])
    expect((await mock.mock.database()).getSettings().activity_logs).toBe(true)
  })

  test('may PATCH them when --cors-origin names it', async () => {
    expect(await fetchFromPage(trusting, patch)).toEqual({ status: 200, activityLogs: false })
  })
})
