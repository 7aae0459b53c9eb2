/**
 * The journal as HAR, replayed: a page calls the four operations on a
 * standalone server, the test saves the session's `/__mock/requests.har`,
 * stops the server, and a fresh Chromium context replays the page with
 * Playwright's `routeFromHAR`: the same answers, with no mock running.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, BrowserContext } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createServer } from '../../src/server/create-server.ts'
import { connectChromium } from './support/chromium.ts'

type PageAnswer = { status: number; body: string }

/** Calls the four operations from the page, one after another, and keeps what each answered. */
const pageHtml = `<!doctype html><title>HAR page</title><script type="module">
const headers = { 'X-Mock-Session': 'har-page', Authorization: 'Bearer page-secret' }
const calls = [
  ['GET', '/svc/v1/RealEstateService/RealEstateObjects/re-0002'],
  ['GET', '/svc/v1/AccountService/Accounts/bob.agent'],
  ['GET', '/svc/v1/AccountService'],
  ['PATCH', '/svc/v1/AccountService', JSON.stringify({ activity_logs: false })],
]
const answers = []
for (const [method, path, body] of calls) {
  try {
    const response = await fetch(path, { method, body, headers: body ? { ...headers, 'Content-Type': 'application/json' } : headers })
    answers.push({ status: response.status, body: await response.text() })
  } catch (error) {
    // An aborted request (one the HAR lacks) shows in the comparison instead of stalling the page.
    answers.push({ status: 0, body: String(error) })
  }
}
window.answers = answers
</script>`

let browser: Browser
let workspace: string
beforeAll(async () => {
  browser = await connectChromium()
  workspace = await mkdtemp(join(tmpdir(), 'rem-har-replay-'))
})
afterAll(async () => {
  await browser?.close()
  if (workspace) await rm(workspace, { recursive: true, force: true })
})

/** Opens the page at `pageUrl` (served by the route, on the server's origin) and waits for its answers. */
async function answersOfPage(context: BrowserContext, pageUrl: string): Promise<PageAnswer[]> {
  await context.route(pageUrl, (route) => route.fulfill({ contentType: 'text/html', body: pageHtml }))
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto(pageUrl)
  const answers = (
    await page.waitForFunction(() => (window as unknown as { answers?: PageAnswer[] }).answers)
  ).jsonValue()
  expect(errors).toEqual([])
  return answers as Promise<PageAnswer[]>
}

test('a HAR from /__mock/requests.har replays the page with the mock stopped: same statuses, same bodies but for the redacted password', async () => {
  const server = createServer({ seed: 42 })
  const origin = await server.listen(0)
  const pageUrl = `${origin}/har-page`
  const recording = await browser.newContext()
  const recorded = await answersOfPage(recording, pageUrl)
  await recording.close()
  expect(recorded.map((answer) => answer.status)).toEqual([200, 200, 200, 200])
  expect(JSON.parse(recorded[3]!.body)).toMatchObject({ activity_logs: false })

  const response = await fetch(`${origin}/__mock/requests.har`, { headers: { 'X-Mock-Session': 'har-page' } })
  expect(response.headers.get('content-type')).toBe('application/json')
  const harText = await response.text()
  expect(harText).not.toContain('page-secret')
  const harFile = join(workspace, 'page.har')
  await writeFile(harFile, harText)
  await server.close()
  await expect(fetch(`${origin}/svc/v1/AccountService`)).rejects.toThrow()

  const replay = await browser.newContext()
  // Anything the HAR does not hold is aborted, so an answer can only come from it; the page itself is the route's.
  await replay.routeFromHAR(harFile, { notFound: 'abort' })
  const replayed = await answersOfPage(replay, pageUrl)
  await replay.close()
  // The journal keeps no password: the account replays with "[redacted]" where the live answer had the hash.
  const account = JSON.parse(recorded[1]!.body)
  expect(account.seurity_settings.password).not.toBe('[redacted]')
  expect(harText).not.toContain(account.seurity_settings.password)
  account.seurity_settings.password = '[redacted]'
  expect(replayed).toEqual(
    recorded.map((answer, index) => (index === 1 ? { ...answer, body: JSON.stringify(account) } : answer)),
  )
})
