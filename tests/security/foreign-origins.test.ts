/**
 * Issue 22, "service paths from a foreign web page": a page on another site
 * may read the service's paths (as before, never with credentials) but not
 * change them: its PATCH (and any other non-read method) is refused with a
 * 403 problem, and so is the preflight that would allow it, unless
 * `--cors-origin` names it. Checked over generated origins
 * (docs/decisions/foreign-origins-read-only.md).
 */
import fc from 'fast-check'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { createServer, type MockServer } from '../../src/server/create-server.ts'
import { sendRaw, type RawAnswer } from '../support/raw-request.ts'

const named = 'https://app.example.test'
const settingsPath = '/svc/v1/AccountService'
const patch = '{"activity_logs": false}'

let server: MockServer
let origin: string

beforeAll(async () => {
  server = createServer({ site: false, corsOrigins: [named] })
  origin = await server.listen(0)
})
beforeEach(() => server.mock.reset())
afterAll(() => server.close())

const label = fc.stringMatching(/^[a-z][a-z0-9-]{0,10}[a-z0-9]$/)
const port = fc.option(fc.integer({ min: 1, max: 65_535 }), { nil: undefined })
const withPort = (base: string, at: number | undefined) => (at === undefined ? base : `${base}:${at}`)

/** Origins of other sites: names under public suffixes, public and LAN IP addresses, and names that only look local or named. */
const foreignOrigin = fc.oneof(
  fc
    .tuple(
      fc.constantFrom('http', 'https'),
      fc.array(label, { minLength: 1, maxLength: 3 }),
      fc.constantFrom('com', 'example', 'dev', 'io', 'test'),
      port,
    )
    .map(([scheme, labels, suffix, at]) => withPort(`${scheme}://${[...labels, suffix].join('.')}`, at)),
  fc
    .tuple(
      fc.constantFrom('http', 'https'),
      fc.ipV4().filter((address) => !address.startsWith('127.')),
      port,
    )
    .map(([scheme, address, at]) => withPort(`${scheme}://${address}`, at)),
  fc.constantFrom(
    'https://evil.example',
    'null',
    'http://localhost.evil.example',
    'http://127.0.0.1.evil.example',
    'https://app.example.test:8443',
    'http://app.example.test',
    'https://app.example.test.evil.example',
  ),
)

/** Origins of this machine on any port, and the one named with `corsOrigins`. */
const trustedOrigin = fc.oneof(
  fc
    .tuple(
      fc.constantFrom('http', 'https'),
      fc.oneof(
        fc.constant('localhost'),
        label.map((name) => `${name}.localhost`),
        fc.constant('[::1]'),
        fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255)).map((parts) => `127.${parts.join('.')}`),
      ),
      port,
    )
    .map(([scheme, host, at]) => withPort(`${scheme}://${host}`, at)),
  fc.constant(named),
)

const preflight = (from: string, method: string, headers = 'content-type') =>
  sendRaw(origin, settingsPath, {
    method: 'OPTIONS',
    headers: { Origin: from, 'Access-Control-Request-Method': method, 'Access-Control-Request-Headers': headers },
  })

const activityLogs = async () => JSON.parse((await sendRaw(origin, settingsPath)).body).activity_logs as boolean

function expectNoCors(answer: RawAnswer): void {
  expect(answer.headers['access-control-allow-origin']).toBeUndefined()
  expect(answer.headers['access-control-allow-credentials']).toBeUndefined()
}

describe("a page on another site, on the service's paths", () => {
  test("the issue's case, https://evil.example: the PATCH preflight and the PATCH are refused, nothing changes; reading still works", async () => {
    const refusedPreflight = await preflight('https://evil.example', 'PATCH')
    expect(refusedPreflight.status).toBe(403)
    expectNoCors(refusedPreflight)
    const refused = await sendRaw(origin, settingsPath, {
      method: 'PATCH',
      headers: { Origin: 'https://evil.example', 'Content-Type': 'application/json' },
      body: patch,
    })
    expect(refused.status).toBe(403)
    expect(refused.headers['content-type']).toBe('application/problem+json')
    // Readable, so that the page's developer sees why.
    expect(refused.headers['access-control-allow-origin']).toBe('*')
    expect(JSON.parse(refused.body).detail).toBe(
      'A page on "https://evil.example" may read the service but not change it (PATCH). Trust the origin with --cors-origin https://evil.example (corsOrigins in code).',
    )
    expect(await activityLogs()).toBe(true)
    const read = await sendRaw(origin, settingsPath, { headers: { Origin: 'https://evil.example' } })
    expect(read.status).toBe(200)
    expect(read.headers['access-control-allow-origin']).toBe('*')
  })

  test('generated foreign origins read, with no credentials, and may preflight reads only', async () => {
    await fc.assert(
      fc.asyncProperty(foreignOrigin, async (from) => {
        const read = await sendRaw(origin, settingsPath, { headers: { Origin: from } })
        expect(read.status).toBe(200)
        expect(read.headers['access-control-allow-origin']).toBe('*')
        expect(read.headers['access-control-allow-credentials']).toBeUndefined()
        const readPreflight = await preflight(from, 'GET', 'x-mock-session')
        expect(readPreflight.status).toBe(204)
        expect(readPreflight.headers['access-control-allow-methods']).toBe('GET, HEAD')
      }),
      { numRuns: 60 },
    )
  })

  test('generated foreign origins change nothing, whatever the method: preflight and request refused with 403', async () => {
    await fc.assert(
      fc.asyncProperty(foreignOrigin, fc.constantFrom('PATCH', 'PUT', 'POST', 'DELETE'), async (from, method) => {
        const refusedPreflight = await preflight(from, method)
        expect(refusedPreflight.status).toBe(403)
        expectNoCors(refusedPreflight)
        const refused = await sendRaw(origin, settingsPath, {
          method,
          headers: { Origin: from, 'Content-Type': 'application/json' },
          body: patch,
        })
        expect(refused.status).toBe(403)
        expect(JSON.parse(refused.body).detail).toContain('--cors-origin')
      }),
      { numRuns: 60 },
    )
    expect(await activityLogs()).toBe(true)
    expect(server.mock.requests.count({ operation: 'updateAccountSettings' })).toBe(0)
  })
})

describe("this machine's pages and origins named with --cors-origin", () => {
  test('generated trusted origins get their preflight and their PATCH, with their origin echoed and credentials', async () => {
    await fc.assert(
      fc.asyncProperty(trustedOrigin, async (from) => {
        await server.mock.reset()
        const allowed = await preflight(from, 'PATCH')
        expect(allowed.status).toBe(204)
        expect(allowed.headers['access-control-allow-origin']).toBe(from)
        expect(allowed.headers['access-control-allow-credentials']).toBe('true')
        expect(allowed.headers['access-control-allow-methods']).toContain('PATCH')
        const changed = await sendRaw(origin, settingsPath, {
          method: 'PATCH',
          headers: { Origin: from, 'Content-Type': 'application/json' },
          body: patch,
        })
        expect(changed.status).toBe(200)
        expect(await activityLogs()).toBe(false)
      }),
      { numRuns: 40 },
    )
  })

  test('a request with no Origin (curl, a test, Node) is not a page: its PATCH is taken', async () => {
    expect(
      (
        await sendRaw(origin, settingsPath, {
          method: 'PATCH',
          headers: { 'Content-Type': 'application/json' },
          body: patch,
        })
      ).status,
    ).toBe(200)
  })
})
