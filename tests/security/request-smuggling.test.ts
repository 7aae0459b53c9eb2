/**
 * Hostile input (issue 12, "Request smuggling shapes"): requests that only a
 * raw socket can send. Each is refused cleanly or answered once, the state
 * does not change, and the connection stays in step (or is closed).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { createServer, type MockServer } from '../../src/server/create-server.ts'
import { exchange, type SocketOutcome } from '../support/raw-socket.ts'

let server: MockServer
let origin: string
let site: string

beforeAll(async () => {
  site = await mkdtemp(join(tmpdir(), 'hostile-site-'))
  await writeFile(join(site, 'index.html'), '<!doctype html><title>page</title>')
  server = createServer({ site })
  origin = await server.listen(0)
})
beforeEach(async () => {
  await server.mock.reset()
})
afterAll(async () => {
  await server.close()
  await rm(site, { recursive: true, force: true })
})

async function activityLogs(): Promise<boolean> {
  return (await (await fetch(`${origin}/svc/v1/AccountService`)).json()).activity_logs
}

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
