/**
 * Hostile input (issue 12, "Also found by a hostile-input run"): malformed
 * escapes, format strings, huge names, HEAD, other patch formats, and any
 * path with any method. Each answer is clean (never a 5xx or a hang), the
 * state does not change, and the server still answers afterwards. The journal's
 * secrets and request smuggling have files of their own beside this one.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { format } from 'node:util'
import fc from 'fast-check'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { createMock } from '../../src/adapters/middleware/create-node-mock.ts'
import type { Mock } from '../../src/adapters/create-mock.ts'
import { createServer, type MockServer } from '../../src/server/create-server.ts'
import { sendRaw } from '../support/raw-request.ts'

const send = sendRaw

let server: MockServer
let origin: string
let site: string
/** The same kind of mock behind msw's `setupServer`, for the adapter whose path matcher once decoded parameters. */
let inProcess: Mock
const mswServer = setupServer()
const mswOrigin = 'http://hostile.test'

beforeAll(async () => {
  site = await mkdtemp(join(tmpdir(), 'hostile-site-'))
  await writeFile(join(site, 'index.html'), '<!doctype html><title>page</title>')
  server = createServer({ site })
  origin = await server.listen(0)
  inProcess = createMock({ baseUrl: mswOrigin })
  mswServer.use(...inProcess.handlers)
  mswServer.listen({ onUnhandledFrame: 'bypass' })
})
beforeEach(async () => {
  await server.mock.reset()
  await inProcess.reset()
})
afterEach(() => vi.restoreAllMocks())
afterAll(async () => {
  mswServer.close()
  await server.close()
  await rm(site, { recursive: true, force: true })
})

async function activityLogs(): Promise<boolean> {
  return (await (await fetch(`${origin}/svc/v1/AccountService`)).json()).activity_logs
}

describe('malformed percent-escapes in a path', () => {
  const escapes = ['%', '%zz', '%E0%A4%A', '%ff', '%c0%af']
  const servicePaths = escapes.flatMap((escape) => [
    `/svc/v1/AccountService/Accounts/${escape}`,
    `/svc/v1/RealEstateService/RealEstateObjects/a${escape}`,
  ])

  test.each(servicePaths)(
    '%s -> 400 problem+json from the server, mock.fetch and msw, journaled each time',
    async (path) => {
      const answers = [
        await send(origin, path),
        await server.mock.fetch(new Request(`http://fetch.test${path}`)).then(async (response) => ({
          status: response.status,
          headers: { 'content-type': response.headers.get('content-type') ?? undefined },
          body: await response.text(),
        })),
        await fetch(`${mswOrigin}${path}`).then(async (response) => ({
          status: response.status,
          headers: { 'content-type': response.headers.get('content-type') ?? undefined },
          body: await response.text(),
        })),
      ]
      for (const answer of answers) {
        expect(answer.status).toBe(400)
        expect(answer.headers['content-type']).toBe('application/problem+json')
        expect(JSON.parse(answer.body)).toMatchObject({
          status: 400,
          detail: 'The path is not valid percent-encoding.',
        })
      }
      expect(server.mock.requests.all().map((entry) => [entry.path, entry.status])).toEqual([
        [path, 400],
        [path, 400],
      ])
      expect(inProcess.requests.all().map((entry) => [entry.path, entry.status])).toEqual([[path, 400]])
    },
  )

  test.each(escapes.flatMap((escape) => [`/__mock/${escape}`, `/__mock/assets/${escape}`, `/__mock/x${escape}.js`]))(
    'the simulator page at %s -> 400 problem+json, and the server still answers',
    async (path) => {
      const answer = await send(origin, path)
      expect(answer.status).toBe(400)
      expect(answer.headers['content-type']).toBe('application/problem+json')
      expect(JSON.parse(answer.body)).toMatchObject({ status: 400, detail: 'The path is not valid percent-encoding.' })
      expect((await send(origin, '/__mock/')).status).toBe(200)
    },
  )

  test.each(escapes.map((escape) => `/svc/v1/${escape}/AccountService`))(
    '%s, no parameter of any operation -> a clean 404, journaled',
    async (path) => {
      const answer = await send(origin, path)
      expect(answer.status).toBe(404)
      expect(answer.headers['content-type']).toBe('application/problem+json')
      expect(server.mock.requests.find()?.path).toBe(path)
    },
  )
})

describe('the path in the log of an unexpected error', () => {
  test.each(['?q=%c%f%s%o', '?q=%ff', '?%d%i%j%%'])(
    '%s in the query -> logged as written, with the error after it',
    async (query) => {
      const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
      const database = await server.mock.database()
      vi.spyOn(database, 'getSettings').mockImplementation(() => {
        throw new Error('boom')
      })
      const answer = await send(origin, `/svc/v1/AccountService${query}`)
      expect(answer.status).toBe(500)
      expect(logged).toHaveBeenCalledTimes(1)
      const line = format(...(logged.mock.calls[0] as unknown[]))
      expect(line).toContain(`Failed to answer /svc/v1/AccountService${query}:`)
      expect(line).toContain('Error: boom')
    },
  )
})

describe('echoed input is cut', () => {
  const huge = 'x'.repeat(10 * 1024 * 1024)
  // Bodies stay below the body cap (1 MiB), so that it is the echo that is checked, not the cap.
  const large = 'x'.repeat(512 * 1024)
  const rows: Array<[string, () => Request]> = [
    [
      'PUT /__mock/scenario with a 512 kB name',
      () => new Request('http://fetch.test/__mock/scenario', { method: 'PUT', body: JSON.stringify({ name: large }) }),
    ],
    [
      'a 10 MB X-Mock-Scenario',
      () => new Request('http://fetch.test/svc/v1/AccountService', { headers: { 'X-Mock-Scenario': huge } }),
    ],
    [
      'POST /__mock/sessions with a 512 kB scenario',
      () =>
        new Request('http://fetch.test/__mock/sessions', { method: 'POST', body: JSON.stringify({ scenario: large }) }),
    ],
    ['a 10 MB username', () => new Request(`http://fetch.test/svc/v1/AccountService/Accounts/${huge}`)],
    ['a 10 MB object id', () => new Request(`http://fetch.test/svc/v1/RealEstateService/RealEstateObjects/${huge}`)],
    [
      'DELETE of a session with a 10 MB id',
      () => new Request(`http://fetch.test/__mock/sessions/${huge}`, { method: 'DELETE' }),
    ],
    [
      'a 10 MB X-Mock-Session',
      () => new Request('http://fetch.test/svc/v1/AccountService', { headers: { 'X-Mock-Session': huge } }),
    ],
    [
      'a PATCH with a 10 MB content type',
      () =>
        new Request('http://fetch.test/svc/v1/AccountService', {
          method: 'PATCH',
          body: '{}',
          headers: { 'Content-Type': `text/${huge}` },
        }),
    ],
  ]

  test.each(rows)('%s -> a short 4xx problem that shows the start of it', async (_, make) => {
    const response = await server.mock.fetch(make())
    expect(response.status).toBeGreaterThanOrEqual(400)
    expect(response.status).toBeLessThan(500)
    const text = await response.text()
    expect(text.length).toBeLessThan(1000 + new URL(make().url).pathname.length)
    expect(JSON.parse(text).detail).toContain(`${'x'.repeat(20)}`)
    expect(server.mock.settings.scenario().name).toBe('default')
  })

  test('the same through the server: a 10 kB scenario name in the body and in the header', async () => {
    const name = 'y'.repeat(10_000)
    for (const answer of [
      await send(origin, '/__mock/scenario', { method: 'PUT', body: JSON.stringify({ name }) }),
      await send(origin, '/svc/v1/AccountService', { headers: { 'X-Mock-Scenario': name } }),
    ]) {
      expect(answer.status).toBe(400)
      expect(answer.body.length).toBeLessThan(1000)
      expect(JSON.parse(answer.body).detail).toContain(`"${'y'.repeat(100)}…"`)
    }
    expect(server.mock.settings.scenario().name).toBe('default')
  })
})

describe('HEAD', () => {
  const gets = [
    '/svc/v1/AccountService',
    '/svc/v1/AccountService/Accounts/alice.admin',
    '/svc/v1/RealEstateService/RealEstateObjects/re-0001',
  ]

  test.each(gets)(
    'HEAD %s on the server -> the GET status and headers, no body, journaled like the GET',
    async (path) => {
      const get = await send(origin, path)
      const head = await send(origin, path, { method: 'HEAD' })
      expect(head.status).toBe(200)
      expect(head.body).toBe('')
      expect(head.headers['content-type']).toBe(get.headers['content-type'])
      expect(head.headers['content-length']).toBe(get.headers['content-length'])
      const [getEntry, headEntry] = server.mock.requests.all()
      expect(headEntry).toMatchObject({ method: 'HEAD', path, status: 200, operation: getEntry!.operation })
      expect(server.mock.requests.toHAR().log.entries[1]!.response.content).not.toHaveProperty('text')
      // The connection the HEAD answer came on still reads the next answer right.
      expect((await send(origin, path)).body).toBe(get.body)
    },
  )

  test.each(gets)('HEAD %s through mock.fetch and msw -> 200 with a null body', async (path) => {
    for (const response of [
      await server.mock.fetch(new Request(`http://fetch.test${path}`, { method: 'HEAD' })),
      await fetch(`${mswOrigin}${path}`, { method: 'HEAD' }),
    ]) {
      expect(response.status).toBe(200)
      expect(response.body).toBeNull()
      expect(Number(response.headers.get('content-length'))).toBeGreaterThan(0)
    }
  })

  test.each([
    ['/svc/v1/AccountService/Accounts/nobody', 404],
    ['/svc/v1/Nothing', 404],
    ['/svc/v1/AccountService/Accounts/%E0%A4%A', 400],
    ['/__mock/scenario', 200],
    ['/__mock/requests', 200],
    ['/__mock/reset', 405],
  ])('HEAD %s -> %i with no body, through every adapter', async (path, status) => {
    const answers = [
      await send(origin, path, { method: 'HEAD' }).then((answer) => ({
        status: answer.status,
        empty: answer.body === '',
      })),
      await server.mock
        .fetch(new Request(`http://fetch.test${path}`, { method: 'HEAD' }))
        .then((response) => ({ status: response.status, empty: response.body === null })),
      await fetch(`${mswOrigin}${path}`, { method: 'HEAD' }).then((response) => ({
        status: response.status,
        empty: response.body === null,
      })),
    ]
    expect(answers).toEqual([
      { status, empty: true },
      { status, empty: true },
      { status, empty: true },
    ])
  })

  test.each([
    ['DELETE', '/svc/v1/AccountService', 'GET, HEAD, PATCH'],
    ['PUT', '/svc/v1/RealEstateService/RealEstateObjects/re-0001', 'GET, HEAD'],
    ['POST', '/__mock/scenario', 'GET, HEAD, PUT'],
  ])('%s %s -> 405 with Allow: %s', async (method, path, allow) => {
    const answer = await send(origin, path, { method })
    expect(answer.status).toBe(405)
    expect(answer.headers.allow).toBe(allow)
  })
})

describe('media types of the PATCH', () => {
  test.each([
    ['application/json-patch+json', '[{"op":"replace","path":"/activity_logs","value":false}]'],
    ['application/json-patch+json; charset=utf-8', '[]'],
    ['application/vnd.api+json', '{"activity_logs":false}'],
    ['text/plain', '{"activity_logs":false}'],
    ['application/x-www-form-urlencoded', 'activity_logs=false'],
  ])(
    '%s -> 415 listing the accepted types, in the detail and in Accept-Patch; nothing changes',
    async (contentType, body) => {
      const answer = await send(origin, '/svc/v1/AccountService', {
        method: 'PATCH',
        headers: { 'Content-Type': contentType },
        body,
      })
      expect(answer.status).toBe(415)
      expect(answer.headers['content-type']).toBe('application/problem+json')
      expect(answer.headers['accept-patch']).toBe('application/json, application/merge-patch+json')
      expect(JSON.parse(answer.body).detail).toContain('"application/json" or "application/merge-patch+json"')
      expect(await activityLogs()).toBe(true)
    },
  )

  test.each(['application/json', 'Application/JSON; charset=UTF-8', 'application/merge-patch+json'])(
    '%s -> accepted',
    async (contentType) => {
      const answer = await send(origin, '/svc/v1/AccountService', {
        method: 'PATCH',
        headers: { 'Content-Type': contentType },
        body: '{"activity_logs":false}',
      })
      expect(answer.status).toBe(200)
      expect(await activityLogs()).toBe(false)
    },
  )
})

describe('properties', () => {
  const segment = fc.oneof(
    fc.constantFrom(
      'AccountService',
      'Accounts',
      'RealEstateService',
      'RealEstateObjects',
      'alice.admin',
      're-0001',
      '%',
      '%zz',
      '%E0%A4%A',
      '%ff',
      '%c0%af',
      '%00',
      '%2F',
      '..',
      '.',
      '',
    ),
    fc.stringMatching(/^[A-Za-z0-9%._~!$&'()*+,;=:@-]{0,12}$/),
  )
  const servicePath = fc.array(segment, { maxLength: 5 }).map((segments) => `/svc/v1/${segments.join('/')}`)
  const method = fc.constantFrom('GET', 'HEAD', 'PATCH', 'PUT', 'DELETE', 'OPTIONS', 'POST')

  test('any path under /svc/v1/, with any method, answers below 500 through mock.fetch', async () => {
    await fc.assert(
      fc.asyncProperty(servicePath, method, async (path, verb) => {
        const response = await server.mock.fetch(
          new Request(`http://fetch.test${path}`, {
            method: verb,
            body: verb === 'PATCH' ? '{}' : undefined,
            headers: { 'Content-Type': 'application/json' },
          }),
        )
        expect(response.status).toBeLessThan(500)
        await response.body?.cancel()
      }),
      { numRuns: 300 },
    )
    expect(await activityLogs()).toBe(true)
  })

  test('any path under /svc/v1/ or /__mock/, sent as is, answers below 500 through the server', async () => {
    const anyPath = fc.oneof(
      servicePath,
      fc.array(segment, { maxLength: 3 }).map((segments) => `/__mock/${segments.join('/')}`),
    )
    await fc.assert(
      fc.asyncProperty(anyPath, fc.constantFrom('GET', 'HEAD', 'DELETE'), async (path, verb) => {
        const answer = await send(origin, path, { method: verb })
        expect(answer.status).toBeLessThan(500)
      }),
      { numRuns: 200 },
    )
  })
})
