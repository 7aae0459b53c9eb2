/**
 * Issue 22, "two Authorization headers": a header the mock reads as one
 * value, sent twice, is ambiguous (Node keeps the first Authorization and
 * drops the second, so the admin's token before a viewer's answered 200 as
 * the admin). Each is refused with a 400 problem naming it, nothing changes,
 * and the journal records the refusal. Sent over raw sockets, since fetch
 * joins repeated headers into one.
 */
import { connect } from 'node:net'
import express from 'express'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { wellKnownUsernames } from '../../fixtures/index.ts'
import type { Mock } from '../../src/adapters/create-mock.ts'
import { createMock } from '../../src/adapters/middleware/create-node-mock.ts'
import { createServer, type MockServer } from '../../src/server/create-server.ts'
import { listen } from '../support/runners.ts'

type RawAnswer = { status: number; head: string; body: string }

/**
 * Writes `request` on a new connection; resolves with the first answer. With `untilClosed`, only once
 * the server has closed the connection (a server that keeps it open fails the test by its timeout).
 */
function exchange(origin: string, request: string, { untilClosed = false } = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(Number(new URL(origin).port), '127.0.0.1')
    let text = ''
    let answer: RawAnswer | undefined
    socket.setEncoding('latin1')
    socket.on('error', reject)
    socket.on('data', (chunk: string) => {
      text += chunk
      const end = text.indexOf('\r\n\r\n')
      const length = Number(/content-length: (\d+)/i.exec(text)?.[1] ?? 0)
      if (answer || end === -1 || text.length < end + 4 + length) return
      answer = {
        status: Number(text.slice(9, 12)),
        head: text.slice(0, end),
        body: text.slice(end + 4, end + 4 + length),
      }
      if (untilClosed) return
      socket.destroy()
      resolve(answer)
    })
    socket.once('end', () =>
      answer ? resolve(answer) : reject(new Error(`Closed without an answer: ${JSON.stringify(text)}`)),
    )
    socket.write(request)
  })
}

/** A request with `lines` as its headers (repeats kept), after the Host. */
function raw(method: string, path: string, lines: readonly string[], body = ''): string {
  const length = body === '' ? [] : [`Content-Length: ${Buffer.byteLength(body)}`]
  return `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${[...lines, ...length].map((line) => `${line}\r\n`).join('')}\r\n${body}`
}

const patch = '{"activity_logs": false}'
let tokens: { admin: string; viewer: string }

async function tokensOf(mock: Mock) {
  const database = await mock.database()
  return {
    admin: database.findAccount(wellKnownUsernames.administrator)!.auth_token,
    viewer: database.findAccount(wellKnownUsernames.viewer)!.auth_token,
  }
}

describe('the standalone server', () => {
  let server: MockServer
  let origin: string
  beforeAll(async () => {
    server = createServer({ site: false, scenario: 'auth' })
    origin = await server.listen(0)
    tokens = await tokensOf(server.mock)
  })
  beforeEach(() => server.mock.reset())
  afterAll(() => server.close())

  const activityLogs = async () =>
    (await exchange(origin, raw('GET', '/svc/v1/AccountService', [`Authorization: Bearer ${tokens.admin}`]))).body

  test.each([
    [
      "the admin's token, then a viewer's",
      () => [`Authorization: Bearer ${tokens.admin}`, `Authorization: Bearer ${tokens.viewer}`],
    ],
    [
      "a viewer's token, then the admin's",
      () => [`Authorization: Bearer ${tokens.viewer}`, `authorization: Bearer ${tokens.admin}`],
    ],
    ['the same token twice', () => [`Authorization: Bearer ${tokens.admin}`, `AUTHORIZATION: Bearer ${tokens.admin}`]],
  ])(
    'Authorization: %s -> 400 problem naming it, not an answer as either caller; nothing changes; journaled',
    async (_, lines) => {
      const before = await activityLogs()
      const answer = await exchange(
        origin,
        raw('PATCH', '/svc/v1/AccountService', [...lines(), 'Content-Type: application/json'], patch),
      )
      expect(answer.status).toBe(400)
      expect(answer.head).toMatch(/content-type: application\/problem\+json/i)
      expect(JSON.parse(answer.body).detail).toBe(
        'The request has more than one Authorization header, and the mock takes one: please send it once.',
      )
      expect(await activityLogs()).toBe(before)
      expect(server.mock.requests.find({ method: 'PATCH' })).toMatchObject({
        path: '/svc/v1/AccountService',
        status: 400,
        caller: null,
      })
    },
  )

  test.each([
    ['Content-Type', 'PATCH', ['Content-Type: application/json', 'Content-Type: text/plain'], patch],
    ['X-Mock-Session', 'GET', ['X-Mock-Session: alpha', 'X-Mock-Session: beta'], ''],
    ['X-Mock-Scenario', 'GET', ['X-Mock-Scenario: maintenance', 'X-Mock-Scenario: default'], ''],
  ])('%s twice -> 400 problem naming it; journaled in the default session', async (name, method, lines, body) => {
    const answer = await exchange(
      origin,
      raw(method, '/svc/v1/AccountService', [`Authorization: Bearer ${tokens.admin}`, ...lines], body),
    )
    expect(answer.status).toBe(400)
    expect(JSON.parse(answer.body).detail).toContain(`more than one ${name} header`)
    expect(server.mock.requests.find({ method })).toMatchObject({ status: 400, scenario: 'auth' })
    // Neither session named was made: the request was refused before its session was chosen.
    expect(server.mock.sessions.list().map((session) => session.id)).not.toEqual(expect.arrayContaining(['alpha']))
    expect(server.mock.sessions.list().map((session) => session.id)).not.toEqual(expect.arrayContaining(['beta']))
  })

  test('Content-Length twice -> 400 problem from the HTTP parser, the connection closed; no request was read, so none is journaled', async () => {
    const answer = await exchange(
      origin,
      raw(
        'PATCH',
        '/svc/v1/AccountService',
        ['Content-Type: application/json', `Content-Length: ${patch.length}`],
        patch,
      ),
      {
        untilClosed: true,
      },
    )
    expect(answer.status).toBe(400)
    expect(answer.head).toMatch(/content-type: application\/problem\+json/i)
    expect(JSON.parse(answer.body).detail).toContain('Duplicate Content-Length')
    expect(server.mock.requests.count()).toBe(0)
  })

  test('Host twice -> 400 problem', async () => {
    const answer = await exchange(origin, raw('GET', '/svc/v1/AccountService', ['Host: 127.0.0.1']))
    expect(answer.status).toBe(400)
    expect(JSON.parse(answer.body).detail).toBe('The request has more than one Host header.')
  })

  test('each header once, names in any case, is answered as usual', async () => {
    const answer = await exchange(
      origin,
      raw('GET', '/svc/v1/AccountService', [
        `authorization: Bearer ${tokens.viewer}`,
        'x-mock-scenario: auth',
        'X-Mock-Session: gamma',
        'content-type: application/json',
      ]),
    )
    expect(answer.status).toBe(200)
  })

  test('X-Mock-Session twice on the control API -> 400 problem', async () => {
    const answer = await exchange(
      origin,
      raw('GET', '/__mock/requests', ['X-Mock-Session: alpha', 'X-Mock-Session: beta']),
    )
    expect(answer.status).toBe(400)
    expect(JSON.parse(answer.body).detail).toContain('more than one X-Mock-Session header')
  })
})

describe('the control API with a control token', () => {
  let server: MockServer
  let origin: string
  beforeAll(async () => {
    server = createServer({ site: false, controlToken: 't0k' })
    origin = await server.listen(0)
  })
  afterAll(() => server.close())

  test.each([
    ['the right token first', ['Authorization: Bearer t0k', 'Authorization: Bearer wrong']],
    ['the right token second', ['Authorization: Bearer wrong', 'Authorization: Bearer t0k']],
  ])('two credentials, %s -> 400, and the scenario stays', async (_, lines) => {
    const answer = await exchange(
      origin,
      raw('PUT', '/__mock/scenario', [...lines, 'Content-Type: application/json'], '{"name":"maintenance"}'),
    )
    expect(answer.status).toBe(400)
    expect(JSON.parse(answer.body).detail).toContain('more than one Authorization header')
    expect(server.mock.settings.scenario().name).toBe('default')
  })
})

describe('the middleware in Express', () => {
  let mock: Mock
  let origin: string
  let close: () => Promise<void>
  beforeAll(async () => {
    mock = createMock({ scenario: 'auth' })
    tokens = await tokensOf(mock)
    ;({ origin, close } = await listen(express().use(mock.middleware())))
  })
  afterAll(() => close())

  test("Authorization twice, the admin's first -> 400, journaled; the settings stay", async () => {
    const answer = await exchange(
      origin,
      raw(
        'PATCH',
        '/svc/v1/AccountService',
        [
          `Authorization: Bearer ${tokens.admin}`,
          `Authorization: Bearer ${tokens.viewer}`,
          'Content-Type: application/json',
        ],
        patch,
      ),
    )
    expect(answer.status).toBe(400)
    expect(mock.requests.find({ method: 'PATCH' })?.status).toBe(400)
    expect((await (await mock.database()).getSettings()).activity_logs).toBe(true)
  })
})
