/**
 * Hostile input (issue 12, "Also found by a hostile-input run" and "Request
 * smuggling shapes"): malformed escapes, format strings, huge names, HEAD,
 * other patch formats, secrets in the journal, and shapes of request that
 * only a raw socket can send. Each answer is clean (never a 5xx, a hang or a
 * desynchronised connection), the state does not change, and the server
 * still answers afterwards.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { format } from 'node:util'
import fc from 'fast-check'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { createMock } from '../../src/doors/middleware/create-node-mock.ts'
import type { Mock } from '../../src/doors/create-mock.ts'
import { createServer, type MockServer } from '../../src/server/create-server.ts'
import { sendRaw } from '../support/raw-request.ts'
import { exchange, type SocketOutcome } from '../support/raw-socket.ts'

const send = sendRaw

let server: MockServer
let origin: string
let site: string
/** The same kind of mock behind msw's `setupServer`, for the door whose path matcher once decoded parameters. */
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
  mswServer.listen({ onUnhandledRequest: 'bypass' })
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
  ])('HEAD %s -> %i with no body, through every door', async (path, status) => {
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

describe('the journal keeps no secrets', () => {
  const token = 'Bearer t0ken-of-the-client'
  const proxy = 'Basic cHJveHk6c2VjcmV0'
  const sentPassword = 'hunter2-in-a-body'

  async function journalViews(mock: Mock, origin?: string): Promise<string[]> {
    const views = [JSON.stringify(mock.requests.all()), JSON.stringify(mock.requests.toHAR())]
    if (origin)
      views.push(
        await (await fetch(`${origin}/__mock/requests`)).text(),
        await (await fetch(`${origin}/__mock/requests.har`)).text(),
      )
    else
      views.push(
        await (await mock.fetch(new Request('http://fetch.test/__mock/requests'))).text(),
        await (await mock.fetch(new Request('http://fetch.test/__mock/requests.har'))).text(),
      )
    return views
  }

  test.each([
    ['the server', 'server'],
    ['mock.fetch', 'fetch'],
  ] as const)(
    'through %s: Authorization, Proxy-Authorization, cookies and every password in a body are redacted; the client still gets the password hash',
    async (_, door) => {
      const headers = {
        Authorization: token,
        'Proxy-Authorization': proxy,
        Cookie: 'sid=c00kie-secret; mock-session=default',
      }
      const call = (path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) =>
        door === 'server'
          ? send(origin, path, { ...init, headers: { ...headers, ...init.headers } }).then((answer) => ({
              status: answer.status,
              body: answer.body,
            }))
          : server.mock
              .fetch(
                new Request(`http://fetch.test${path}`, {
                  method: init.method,
                  body: init.body,
                  headers: { ...headers, ...init.headers },
                }),
              )
              .then(async (response) => ({ status: response.status, body: await response.text() }))

      const account = await call('/svc/v1/AccountService/Accounts/alice.admin')
      expect(account.status).toBe(200)
      const hash = JSON.parse(account.body).seurity_settings.password as string
      expect(hash).toMatch(/^\$2[aby]\$/)
      // A body with passwords in it, nested and in an array: refused (422), but recorded.
      const patch = await call('/svc/v1/AccountService', {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          password: sentPassword,
          security_settings: { password: sentPassword },
          list: [{ Password: sentPassword }],
        }),
      })
      expect(patch.status).toBe(422)

      const views = await journalViews(server.mock, door === 'server' ? origin : undefined)
      for (const view of views) {
        for (const secret of [token, 't0ken-of-the-client', proxy, 'c00kie-secret', hash, sentPassword])
          expect(view).not.toContain(secret)
      }
      const [, har] = views
      const entries = JSON.parse(har!).log.entries
      expect(JSON.parse(entries[0].response.content.text).seurity_settings.password).toBe('[redacted]')
      expect(entries[0].request.headers).toEqual(
        expect.arrayContaining([{ name: expect.stringMatching(/^authorization$/i), value: '[redacted]' }]),
      )
      expect(JSON.parse(entries[1].request.postData.text)).toEqual({
        password: '[redacted]',
        security_settings: { password: '[redacted]' },
        list: [{ Password: '[redacted]' }],
      })
    },
  )
})

/** The connection stayed in step: the follow-up GET of the settings was answered right, or the server had closed the connection. */
function expectInStep({ answers, serverClosed }: SocketOutcome, first: number): void {
  expect(answers[0]?.status).toBe(first)
  if (answers.length === 1) expect(serverClosed).toBe(true)
  else {
    expect(answers).toHaveLength(2)
    expect(answers[1]!.status).toBe(200)
    expect(JSON.parse(answers[1]!.body)).toHaveProperty('activity_logs')
  }
}

describe('request smuggling shapes over a raw socket', () => {
  const port = () => Number(new URL(origin).port)
  const host = () => `Host: 127.0.0.1:${port()}`
  const patchBody = '{"activity_logs":false}'
  /** A valid request to send after the hostile one, on the same connection. */
  const follow = () => `GET /svc/v1/AccountService HTTP/1.1\r\n${host()}\r\n\r\n`

  const rows: Array<[string, () => string]> = [
    [
      'Transfer-Encoding: chunked with Content-Length (CL.TE)',
      () =>
        `PATCH /svc/v1/AccountService HTTP/1.1\r\n${host()}\r\nContent-Type: application/json\r\nContent-Length: ${patchBody.length + 5}\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n${patchBody}`,
    ],
    [
      'Content-Length with Transfer-Encoding: chunked (TE.CL)',
      () =>
        `PATCH /svc/v1/AccountService HTTP/1.1\r\n${host()}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nContent-Length: 4\r\n\r\n${patchBody.length.toString(16)}\r\n${patchBody}\r\n0\r\n\r\n`,
    ],
    [
      'Content-Length twice, the same value',
      () =>
        `PATCH /svc/v1/AccountService HTTP/1.1\r\n${host()}\r\nContent-Type: application/json\r\nContent-Length: ${patchBody.length}\r\nContent-Length: ${patchBody.length}\r\n\r\n${patchBody}`,
    ],
    [
      'Content-Length twice, different values',
      () =>
        `PATCH /svc/v1/AccountService HTTP/1.1\r\n${host()}\r\nContent-Type: application/json\r\nContent-Length: 2\r\nContent-Length: ${patchBody.length}\r\n\r\n${patchBody}`,
    ],
    [
      'Content-Length as a list',
      () =>
        `PATCH /svc/v1/AccountService HTTP/1.1\r\n${host()}\r\nContent-Type: application/json\r\nContent-Length: ${patchBody.length}, ${patchBody.length}\r\n\r\n${patchBody}`,
    ],
    [
      'Content-Length with a sign',
      () =>
        `PATCH /svc/v1/AccountService HTTP/1.1\r\n${host()}\r\nContent-Type: application/json\r\nContent-Length: +${patchBody.length}\r\n\r\n${patchBody}`,
    ],
    [
      'Transfer-Encoding twice',
      () =>
        `PATCH /svc/v1/AccountService HTTP/1.1\r\n${host()}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nTransfer-Encoding: chunked\r\n\r\n${patchBody.length.toString(16)}\r\n${patchBody}\r\n0\r\n\r\n`,
    ],
    [
      'Transfer-Encoding: chunked, identity',
      () =>
        `PATCH /svc/v1/AccountService HTTP/1.1\r\n${host()}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked, identity\r\n\r\n${patchBody.length.toString(16)}\r\n${patchBody}\r\n0\r\n\r\n`,
    ],
    [
      'an unknown Transfer-Encoding',
      () =>
        `PATCH /svc/v1/AccountService HTTP/1.1\r\n${host()}\r\nContent-Type: application/json\r\nTransfer-Encoding: xchunked\r\n\r\n${patchBody}`,
    ],
    [
      'a chunk size that overflows',
      () =>
        `PATCH /svc/v1/AccountService HTTP/1.1\r\n${host()}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nfffffffffffffffffff\r\n${patchBody}\r\n0\r\n\r\n`,
    ],
    ['no Host on HTTP/1.1', () => `GET /svc/v1/AccountService HTTP/1.1\r\n\r\n`],
    ['an obs-fold header line', () => `GET /svc/v1/AccountService HTTP/1.1\r\n${host()}\r\nX-Folded: a\r\n b\r\n\r\n`],
    [
      'a control character in a header value',
      () => `GET /svc/v1/AccountService HTTP/1.1\r\n${host()}\r\nX-Bad: a\u0001b\r\n\r\n`,
    ],
    [
      'a space before a header colon',
      () =>
        `PATCH /svc/v1/AccountService HTTP/1.1\r\n${host()}\r\nContent-Type: application/json\r\nContent-Length : ${patchBody.length}\r\n\r\n${patchBody}`,
    ],
    [
      'bare LF line ends',
      () =>
        `PATCH /svc/v1/AccountService HTTP/1.1\n${host()}\nContent-Type: application/json\nContent-Length: ${patchBody.length}\n\n${patchBody}`,
    ],
  ]

  test.each(rows)(
    "%s -> Node's 400 and the connection closed; nothing applied; the server still answers",
    async (_, make) => {
      const outcome = await exchange(port(), make(), 1, { then: follow() })
      // Refused and closed: nothing of the hostile request (or the follow-up) is read as another request.
      expect(outcome.answers.map((answer) => answer.status)).toEqual([400])
      expect(outcome.answers[0]!.headers.connection).toBe('close')
      expect(outcome.serverClosed).toBe(true)
      expect(await activityLogs()).toBe(true)
      // A body that breaks mid-way reaches the mock as a request whose body failed: never applied, never a 5xx.
      expect(
        server.mock.requests.filter({ operation: 'updateAccountSettings' }).map((entry) => [entry.status, entry.fault]),
      ).toEqual(server.mock.requests.count({ operation: 'updateAccountSettings' }) === 0 ? [] : [[null, 'aborted']])
    },
  )

  test('two Host headers -> a 400 problem; the same connection then answers the next request right', async () => {
    const outcome = await exchange(port(), `GET /svc/v1/AccountService HTTP/1.1\r\n${host()}\r\n${host()}\r\n\r\n`, 1, {
      then: follow(),
    })
    expectInStep(outcome, 400)
    expect(outcome.answers[0]!.headers['content-type']).toBe('application/problem+json')
  })

  test('a PATCH smuggled after two Host headers is read as its own request, not inside the refused one', async () => {
    const smuggled = `PATCH /svc/v1/AccountService HTTP/1.1\r\n${host()}\r\n${host()}\r\nContent-Type: application/json\r\nContent-Length: ${patchBody.length}\r\n\r\n${patchBody}`
    expectInStep(await exchange(port(), smuggled, 1, { then: follow() }), 400)
    expect(await activityLogs()).toBe(true)
    expect(server.mock.requests.count({ operation: 'updateAccountSettings' })).toBe(0)
  })

  test('an absolute-form target (RFC 9112, 3.2.2) -> answered as its path; the connection stays in step', async () => {
    const target = `GET http://127.0.0.1:${port()}/svc/v1/AccountService/Accounts/alice.admin HTTP/1.1\r\n${host()}\r\n\r\n`
    const outcome = await exchange(port(), target, 1, { then: follow() })
    expectInStep(outcome, 200)
    expect(JSON.parse(outcome.answers[0]!.body).seurity_settings.username).toBe('alice.admin')
    expect(server.mock.requests.find({ operation: 'getAccount' })?.path).toBe(
      '/svc/v1/AccountService/Accounts/alice.admin',
    )
  })

  test('an absolute-form PATCH target -> applied once, as that path; the next request answers the change', async () => {
    const target = `PATCH http://127.0.0.1:${port()}/svc/v1/AccountService HTTP/1.1\r\n${host()}\r\nContent-Type: application/json\r\nContent-Length: ${patchBody.length}\r\n\r\n${patchBody}`
    const { answers } = await exchange(port(), target, 1, { then: follow() })
    expect(answers.map((answer) => answer.status)).toEqual([200, 200])
    expect(JSON.parse(answers[1]!.body).activity_logs).toBe(false)
    expect(server.mock.requests.count({ operation: 'updateAccountSettings' })).toBe(1)
  })

  test('HEAD then GET pipelined on one connection -> two answers in step, the first without a body', async () => {
    const head = `HEAD /svc/v1/AccountService HTTP/1.1\r\n${host()}\r\n\r\n`
    // Pipelined: had the HEAD answer carried a body, the GET's status line would not come next.
    const { answers } = await exchange(port(), head + follow(), 2, { heads: [0] })
    expect(answers.map((answer) => answer.status)).toEqual([200, 200])
    expect(Number(answers[0]!.headers['content-length'])).toBe(Buffer.byteLength(answers[1]!.body))
  })
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
