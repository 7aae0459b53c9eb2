/**
 * Issue 22 in Chromium: a large body refused with 413 reaches the page as
 * the 413 problem, not as a network error (the command runs in a process of
 * its own, as users start it); and a page on another site reads the
 * service but cannot change it. The foreign page is served from
 * `http://evil.example:<port>`, a name Chromium is told to resolve to this
 * machine, so that its requests carry that origin and real preflights, with
 * no request interception (Playwright answers preflights itself when a route
 * is set).
 */
import { createServer as createHttpServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { chromium, type Browser, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createServer, type MockServer } from '../../src/server/create-server.ts'
import { chromiumArgs, chromiumPath } from '../browser/support/chromium-flags.ts'
import { spawnCommandLine } from '../support/command-line.ts'

const MiB = 1024 * 1024
let browser: Browser

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs, '--host-resolver-rules=MAP evil.example 127.0.0.1'] })
})
afterAll(() => browser?.close())

describe('Chromium sending large bodies to the command, fetch() with no Expect', () => {
  let command: ReturnType<typeof spawnCommandLine>
  let origin: string
  let page: Page

  beforeAll(async () => {
    command = spawnCommandLine(['--port', '0'])
    origin = await command.ready
    page = await browser.newPage()
    // The command's own origin: the requests are same-origin, so only the body's size is in question.
    await page.goto(`${origin}/svc/v1/AccountService`)
  })
  afterAll(async () => {
    await page?.close()
    command.child.kill('SIGTERM')
    await command.exited
  })

  test.each([
    ['PATCH', '/svc/v1/AccountService', 5],
    ['PATCH', '/svc/v1/AccountService', 10],
    ['PATCH', '/svc/v1/AccountService', 100],
    ['PUT', '/__mock/scenario', 10],
  ])('%s %s with %i MB -> the 413 problem, readable by the page; nothing changes', async (method, path, size) => {
    const answer = await page.evaluate(
      async ({ method, path, bytes }) => {
        try {
          // A Blob, as a file input gives one: Chromium streams it, where a 100 MB ArrayBuffer is copied first (minutes here).
          const response = await fetch(path, { method, headers: { 'Content-Type': 'application/json' }, body: new Blob([new Uint8Array(bytes).fill(32)]) })
          return { status: response.status, type: response.headers.get('content-type'), problem: await response.json() }
        } catch (error) {
          return { error: String(error) }
        }
      },
      { method, path, bytes: size * MiB },
    )
    expect(answer).toMatchObject({ status: 413, type: 'application/problem+json', problem: { status: 413, title: 'Content Too Large' } })
    expect(await page.evaluate(async () => (await (await fetch('/__mock/scenario')).json()).name)).toBe('default')
    expect(await page.evaluate(async () => (await (await fetch('/svc/v1/AccountService')).json()).activity_logs)).toBe(true)
  }, 120_000)
})

describe('a page on another site (http://evil.example), in Chromium', () => {
  let pages: Server
  let pageOrigin: string
  let mock: MockServer
  let trusting: MockServer
  const seen: string[] = []

  beforeAll(async () => {
    pages = createHttpServer((_, response) => response.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><title>another site</title>'))
    await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve))
    pageOrigin = `http://evil.example:${(pages.address() as AddressInfo).port}`
    mock = createServer({ site: false })
    trusting = createServer({ site: false, corsOrigins: [pageOrigin] })
    await Promise.all([mock.listen(0), trusting.listen(0)])
    mock.server.prependListener('request', (request) => seen.push(`${request.method} ${request.headers.origin ?? ''}`))
  })
  afterAll(async () => {
    await Promise.all([mock.close(), trusting.close(), new Promise((resolve) => pages.close(resolve))])
  })

  /** What the page's fetch of the settings gives, with `init`: the status and `activity_logs`, or the error. */
  async function fetchFromPage(server: MockServer, init: RequestInit): Promise<{ status?: number; activityLogs?: boolean; error?: string }> {
    const page = await browser.newPage()
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

  test("cannot PATCH them: the preflight is refused, so the PATCH is never sent, and nothing changes", async () => {
    seen.length = 0
    expect(await fetchFromPage(mock, patch)).toEqual({ error: 'TypeError: Failed to fetch' })
    expect(seen).toEqual([`OPTIONS ${pageOrigin}`])
    expect((await mock.mock.database()).getSettings().activity_logs).toBe(true)
  })

  test('may PATCH them when --cors-origin names it', async () => {
    expect(await fetchFromPage(trusting, patch)).toEqual({ status: 200, activityLogs: false })
  })
})
