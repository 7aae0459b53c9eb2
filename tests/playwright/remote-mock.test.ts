/**
 * Server mode's pieces against a real standalone server, with no browser:
 * the remote handle acts on its own session only, and the forwarder sends a
 * request into that session and turns a dropped connection into a network error.
 */
import { createServer as createHttpServer, request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { forwardToServer, serverUrl } from '../../src/adapters/playwright/forward-to-server.ts'
import { openRemoteMock } from '../../src/adapters/playwright/remote-mock.ts'
import { wellKnownUsernames } from '../../fixtures/index.ts'
import { createServer } from '../../src/server.ts'

const { listen, close, mock: serverMock } = createServer({ site: false })
let server: string

beforeAll(async () => {
  server = await listen(0)
})
afterAll(() => close())

const settingsOf = async (response: Response) =>
  ((await response.json()) as { preferences: { time_zone_default: string } }).preferences.time_zone_default

describe('openRemoteMock', () => {
  test('opens a session with the options’ seed and scenario, and close() drops it', async () => {
    const { mock, close: closeSession } = await openRemoteMock({ server, seed: 7, scenario: 'read-only' })
    expect(mock.seed).toBe(7)
    expect((await mock.settings.scenario()).name).toBe('read-only')
    expect(serverMock.sessions.list().map(({ id }) => id)).toContain(mock.sessionId)
    await closeSession()
    expect(serverMock.sessions.list().map(({ id }) => id)).not.toContain(mock.sessionId)
  })

  test('its settings and journal are the session’s, and the default session keeps its own', async () => {
    const { mock, close: closeSession } = await openRemoteMock({ server })
    await mock.useScenario('maintenance')
    const inSession = await fetch(`${server}/svc/v1/AccountService`, { headers: { 'X-Mock-Session': mock.sessionId } })
    const outside = await fetch(`${server}/svc/v1/AccountService`)
    expect([inSession.status, outside.status]).toEqual([503, 200])
    expect(await mock.requests.count()).toBe(1)
    expect(await mock.requests.find({ status: 503 })).toMatchObject({
      operation: 'getAccountSettings',
      scenario: 'maintenance',
    })
    await mock.requests.clear()
    expect(await mock.requests.all()).toEqual([])
    await closeSession()
  })

  test('reset() goes back to the session’s scenario and keeps the options’ faults', async () => {
    const { mock, close: closeSession } = await openRemoteMock({ server, faults: { getAccount: { status: 418 } } })
    await mock.useScenario('maintenance')
    await mock.reset()
    const headers = { 'X-Mock-Session': mock.sessionId }
    expect((await fetch(`${server}/svc/v1/AccountService`, { headers })).status).toBe(200)
    expect((await fetch(`${server}/svc/v1/AccountService/Accounts/alice.admin`, { headers })).status).toBe(418)
    await closeSession()
  })

  test('setRoutes sends an operation of the session to the real service; without one the server refuses it', async () => {
    const real = createServer({ site: false, seed: 7 })
    const realUrl = await real.listen(0)
    const hybrid = createServer({ site: false, real: { url: realUrl } })
    const hybridUrl = await hybrid.listen(0)
    try {
      const { mock, close: closeSession } = await openRemoteMock({ server: hybridUrl })
      await mock.setRoutes({ getAccountSettings: 'real' })
      const inSession = await fetch(`${hybridUrl}/svc/v1/AccountService`, {
        headers: { 'X-Mock-Session': mock.sessionId },
      })
      expect(inSession.headers.get('x-mock-source')).toBe('real')
      // The default session still answers from the mock.
      expect((await fetch(`${hybridUrl}/svc/v1/AccountService`)).headers.get('x-mock-source')).toBeNull()
      await mock.setRoutes(undefined)
      expect(
        (
          await fetch(`${hybridUrl}/svc/v1/AccountService`, { headers: { 'X-Mock-Session': mock.sessionId } })
        ).headers.get('x-mock-source'),
      ).toBeNull()
      await closeSession()
      const { mock: plain, close: closePlain } = await openRemoteMock({ server })
      await expect(plain.setRoutes({ getAccount: 'real' })).rejects.toThrow(/409|real service/)
      await closePlain()
    } finally {
      await Promise.all([hybrid.close(), real.close()])
    }
  })

  test('snapshots, undo and the timeline act on the session: the default session keeps its own', async () => {
    const { mock, close: closeSession } = await openRemoteMock({ server })
    const headers = { 'X-Mock-Session': mock.sessionId, 'Content-Type': 'application/json' }
    const { name } = await mock.history.snapshot({ name: 'before' })
    await fetch(`${server}/svc/v1/AccountService`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ activity_logs: false }),
    })
    expect((await mock.history.timeline()).at(-1)).toMatchObject({
      kind: 'request',
      patch: [{ op: 'replace', path: '/data/default/settings/activity_logs', value: false }],
    })
    expect(serverMock.history.timeline().some((entry) => entry.kind === 'request')).toBe(false)
    await mock.history.undo()
    await expect(mock.history.undo()).rejects.toThrow(/answered 409\. There is nothing to undo/)
    expect((await mock.history.snapshots()).map((snapshot) => snapshot.name)).toEqual([name])
    expect((await mock.history.export(name)).data.default?.settings.activity_logs).toBe(true)
    await mock.history.deleteSnapshot(name)
    await expect(mock.history.restore(name)).rejects.toThrow(/answered 404/)
    await closeSession()
  })

  test('override() sends an answer given as data to the session; its remover and reset take it away', async () => {
    const { mock, close: closeSession } = await openRemoteMock({ server })
    const headers = { 'X-Mock-Session': mock.sessionId }
    const getAccount = () => fetch(`${server}/svc/v1/AccountService/Accounts/alice.admin`, { headers })
    const removeOnce = await mock.override('getAccount', { status: 503, once: true })
    expect([(await getAccount()).status, (await getAccount()).status]).toEqual([503, 200])
    // Used up already: removing it is no error, as in-process.
    await removeOnce()
    const remove = await mock.override('getAccount', { body: { first_name: 'Bea' } })
    expect(await (await getAccount()).json()).toEqual({ first_name: 'Bea' })
    expect((await fetch(`${server}/svc/v1/AccountService/Accounts/alice.admin`)).status).toBe(200)
    await remove()
    expect((await getAccount()).status).toBe(200)
    await mock.override('getAccount', { status: 418 })
    await mock.reset()
    expect((await getAccount()).status).toBe(200)
    await expect(mock.override('getAccount', { status: 99 })).rejects.toThrow(
      /answered 422\. The override is not valid \(\/status: /,
    )
    await closeSession()
  })

  test('resources() lists the session’s ids, and database() rejects with what to do instead', async () => {
    const { mock, close: closeSession } = await openRemoteMock({ server })
    expect((await mock.resources()).accounts).toContain(wellKnownUsernames.administrator)
    expect((await mock.resources('empty')).realEstateObjects).toEqual([])
    await expect(mock.database()).rejects.toThrow(
      /^Failed to open the database: in server mode the data lives in the server process\. Please/,
    )
    await closeSession()
  })

  test('an unknown scenario is the server’s refusal, named', async () => {
    await expect(openRemoteMock({ server, scenario: 'no-such-scenario' })).rejects.toThrow(
      /^Failed to open a session \(POST \/__mock\/sessions\): the mock answered 4\d\d\./,
    )
  })

  test('a server that is not there: says so, and what to do', async () => {
    const gone = createServer({ site: false })
    const url = await gone.listen(0)
    await gone.close()
    await expect(openRemoteMock({ server: url })).rejects.toThrow(
      /^Failed to open a session: the mock at .* did not answer .* Please start it/,
    )
  })

  test('every request names the session, the POST that opens it and the DELETE that closes it included', async () => {
    // A proxy in front of the server that notes what a balancer sticky by session would hash on.
    const seen: string[] = []
    const proxy = createHttpServer((incoming, outgoing) => {
      seen.push(`${incoming.method} ${incoming.url} ${incoming.headers['x-mock-session'] ?? '(none)'}`)
      const onward = httpRequest(
        `${server}${incoming.url}`,
        { method: incoming.method, headers: incoming.headers },
        (answer) => {
          outgoing.writeHead(answer.statusCode!, answer.headers)
          answer.pipe(outgoing)
        },
      )
      incoming.pipe(onward)
    })
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
    try {
      const { mock, close: closeSession } = await openRemoteMock({
        server: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
        scenario: 'read-only',
        latency: 0,
      })
      expect((await mock.settings.scenario()).name).toBe('read-only')
      await closeSession()
      expect(seen).toEqual([
        `POST /__mock/sessions ${mock.sessionId}`,
        `PUT /__mock/latency ${mock.sessionId}`,
        `GET /__mock/scenario ${mock.sessionId}`,
        `DELETE /__mock/sessions/${mock.sessionId} ${mock.sessionId}`,
      ])
      expect(serverMock.sessions.list().map(({ id }) => id)).not.toContain(mock.sessionId)
    } finally {
      await new Promise((resolve) => proxy.close(resolve))
    }
  })

  test('closing a session the server already dropped is not an error', async () => {
    const { mock, close: closeSession } = await openRemoteMock({ server })
    serverMock.sessions.delete(mock.sessionId)
    await expect(closeSession()).resolves.toBeUndefined()
  })
})

describe('forwardToServer', () => {
  test('sends the request into the session, replacing a session the page named', async () => {
    const { mock, close: closeSession } = await openRemoteMock({ server })
    const forward = forwardToServer(mock.sessionId)
    const patch = new Request(serverUrl(server, '/svc/v1/AccountService'), {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', 'X-Mock-Session': 'someone-else' },
      body: JSON.stringify({ preferences: { time_zone_default: 'Asia/Tokyo' } }),
    })
    expect((await forward(patch)).status).toBe(200)
    expect(
      await settingsOf(
        await fetch(`${server}/svc/v1/AccountService`, { headers: { 'X-Mock-Session': mock.sessionId } }),
      ),
    ).toBe('Asia/Tokyo')
    expect(await settingsOf(await fetch(`${server}/svc/v1/AccountService`))).toBe('America/New_York')
    await closeSession()
  })

  test('a dropped connection is a network error, as in-process', async () => {
    const { mock, close: closeSession } = await openRemoteMock({ server, faults: { all: 'network-error' } })
    const response = await forwardToServer(mock.sessionId)(new Request(serverUrl(server, '/svc/v1/AccountService')))
    expect(response.type).toBe('error')
    await closeSession()
  })

  test('a hang ends when the request is aborted, as an abort rather than a network error', async () => {
    const { mock, close: closeSession } = await openRemoteMock({ server, faults: { all: 'hang' } })
    const controller = new AbortController()
    const pending = forwardToServer(mock.sessionId)(
      new Request(serverUrl(server, '/svc/v1/AccountService'), { signal: controller.signal }),
    )
    await expect.poll(() => mock.requests.count({ fault: 'hang' })).toBe(1)
    controller.abort()
    await expect(pending).rejects.toThrow()
    await closeSession()
  })

  test('serverUrl joins the server and the mock path with one slash', () => {
    expect(serverUrl('http://127.0.0.1:4010/', '/svc/v1/AccountService?x=1')).toBe(
      'http://127.0.0.1:4010/svc/v1/AccountService?x=1',
    )
  })
})
