/**
 * Hybrid mode, against a stand-in real service: each
 * operation's mode (mock, real, real-then-mock), what a forwarded request
 * keeps and drops, the fallback and its header, the 502 and 504 problems of a
 * real route whose service fails (the stand-in is stopped mid-test), the
 * routes' control API, the journal's source, and a recording of what the real
 * service answered, read back into another mock.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { createMock } from '../../src/adapters/middleware/create-node-mock.ts'
import type { MockOptions } from '../../src/engine/session/mock-options.ts'
import { assertValidHar } from '../support/har-validator.ts'
import { fetchHandler, useClient } from '../support/mock-fetch.ts'
import { startStandInService, type StandIn } from '../support/stand-in-service.ts'

// The stand-in has data of its own seed: a record read from it differs from the mock's own.
const realSeed = 7
/** An object id that is not a well-known one, so its data comes from the seed. */
const seededId = 're-0020'

let real: StandIn
// Filled in once the stand-in listens; the mock is made after that, from this very object.
const options: MockOptions = {
  seed: 42,
  real: { url: 'http://127.0.0.1:9', headers: { 'X-Api-Key': 'staging-key' }, timeout: 1000 },
}
let mockName: string
let realName: string

beforeAll(async () => {
  real = await startStandInService({ seed: realSeed })
  options.real = { ...options.real!, url: real.url }
  mockName = (await createMock({ seed: 42 }).database()).findRealEstateObject(seededId)!.name
  realName = (await createMock({ seed: realSeed }).database()).findRealEstateObject(seededId)!.name
})
afterAll(() => real.stop())

describe('hybrid mode', () => {
  const client = useClient(fetchHandler, options)
  beforeEach(() => real.drift())

  const objectPath = `/RealEstateService/RealEstateObjects/${seededId}`

  test('every operation answers from the mock until it is routed elsewhere', async () => {
    expect(realName).not.toBe(mockName)
    const before = real.requests.length
    const answer = await client.call(objectPath)
    expect(answer.status).toBe(200)
    expect(answer.body.name).toBe(mockName)
    expect(answer.headers.get('x-mock-source')).toBeNull()
    expect(real.requests.length).toBe(before)
    expect(client.mock.requests.find()).toMatchObject({ source: 'mock', operation: 'getRealEstateObject' })
  })

  test('a real route answers what the real service answers, marked X-Mock-Source: real, and the journal says so', async () => {
    client.mock.setRoutes({ getRealEstateObject: 'real' })
    const answer = await client.call(`${objectPath}?lang=de`, { headers: { 'X-Trace': 'trace-1' } })
    expect(answer.status).toBe(200)
    expect(answer.body.name).toBe(realName)
    expect(answer.headers.get('x-mock-source')).toBe('real')
    expect(answer.headers.get('x-stand-in')).toBe('yes')
    expect(client.mock.requests.find()).toMatchObject({
      source: 'real',
      operation: 'getRealEstateObject',
      status: 200,
      caller: null,
    })
    expect((client.mock.requests.find()!.responseBody as { name: string }).name).toBe(realName)
    const forwarded = real.requests.at(-1)!
    expect(forwarded).toMatchObject({ method: 'GET', path: `/svc/v1${objectPath}?lang=de` })
    expect(forwarded.headers['x-trace']).toBe('trace-1')
    expect(forwarded.headers['x-api-key']).toBe('staging-key')
  })

  test('a forwarded PATCH keeps its method, body and Authorization, and changes the real service, not the mock', async () => {
    client.mock.setRoutes({ updateAccountSettings: 'real' })
    const token = (await client.mock.database()).findAccount('alice.admin')!.auth_token
    const answer = await client.call('/AccountService', {
      method: 'PATCH',
      json: { activity_logs: false },
      headers: { Authorization: `Bearer ${token}`, 'X-Mock-Scenario': 'slow' },
    })
    expect(answer.status).toBe(200)
    expect(answer.body.activity_logs).toBe(false)
    const forwarded = real.requests.at(-1)!
    expect(forwarded).toMatchObject({
      method: 'PATCH',
      path: '/svc/v1/AccountService',
      body: '{"activity_logs":false}',
    })
    expect(forwarded.headers.authorization).toBe(`Bearer ${token}`)
    expect(forwarded.headers['content-type']).toBe('application/json')
    expect(Object.keys(forwarded.headers).filter((name) => name.startsWith('x-mock-'))).toEqual([])
    // The mock's own settings did not change.
    expect((await client.call('/AccountService')).body.activity_logs).toBe(
      (await createMock({ seed: 42 }).database()).getSettings().activity_logs,
    )
    real.drift()
    await fetch(`${real.url}/svc/v1/AccountService`, {
      method: 'PATCH',
      body: '{"activity_logs":true}',
      headers: { 'Content-Type': 'application/json' },
    })
  })

  test('real-then-mock answers from the mock, marked mock-fallback, when the real service answers a 500', async () => {
    client.mock.setRoutes({ getRealEstateObject: 'real-then-mock' })
    expect((await client.call(objectPath)).body.name).toBe(realName)
    real.drift({ kind: 'status', status: 500 })
    const answer = await client.call(objectPath)
    expect(answer.status).toBe(200)
    expect(answer.body.name).toBe(mockName)
    expect(answer.headers.get('x-mock-source')).toBe('mock-fallback')
    expect(client.mock.requests.find()).toMatchObject({ source: 'mock-fallback', status: 200 })
    expect(client.mock.requests.count({ source: 'real' })).toBe(1)
  })

  test('real-then-mock does not fall back on a 4xx: the real service said so', async () => {
    client.mock.setRoutes({ getRealEstateObject: 'real-then-mock' })
    real.drift({ kind: 'status', status: 404 })
    // Sent raw: the stand-in keeps the object's body with the 404, which no contract allows.
    const answer = await client.fetch(`${client.serviceUrl}${objectPath}`)
    expect(answer.status).toBe(404)
    expect(answer.headers.get('x-mock-source')).toBe('real')
    expect(client.mock.requests.find()).toMatchObject({ source: 'real', status: 404 })
  })

  test('real-then-mock falls back when the real service hangs past the timeout; a real route answers 504', async () => {
    real.drift({ kind: 'hang' })
    client.mock.setRoutes({ getRealEstateObject: 'real-then-mock', getAccount: 'real' })
    const fallback = await client.call(objectPath)
    expect(fallback.status).toBe(200)
    expect(fallback.headers.get('x-mock-source')).toBe('mock-fallback')
    const timedOut = await client.call('/AccountService/Accounts/alice.admin')
    expect(timedOut.status).toBe(504)
    expect(timedOut.headers.get('content-type')).toBe('application/problem+json')
    expect(timedOut.body.detail).toContain('1000 ms')
    expect(client.mock.requests.find()).toMatchObject({ source: 'real', status: 504 })
  })

  test('with the real service stopped mid-test: 502 for a real route, the mock for real-then-mock', async () => {
    client.mock.setRoutes({ getAccount: 'real', getRealEstateObject: 'real-then-mock' })
    expect((await client.call('/AccountService/Accounts/alice.admin')).headers.get('x-mock-source')).toBe('real')
    const port = Number(new URL(real.url).port)
    await real.stop()
    try {
      const unreachable = await client.call('/AccountService/Accounts/alice.admin')
      expect(unreachable.status).toBe(502)
      expect(unreachable.body).toMatchObject({ status: 502, title: 'Bad Gateway' })
      expect(unreachable.body.detail).toContain(real.url)
      const fallback = await client.call(objectPath)
      expect(fallback.status).toBe(200)
      expect(fallback.body.name).toBe(mockName)
      expect(fallback.headers.get('x-mock-source')).toBe('mock-fallback')
    } finally {
      real = await startStandInService({ seed: realSeed, port })
    }
  })

  test('the routes through the control API: GET lists all four, PUT sets them, * names all, null goes back, bad ones are 422', async () => {
    expect((await client.control('/routes')).body).toEqual({
      value: {
        getRealEstateObject: 'mock',
        getAccountSettings: 'mock',
        updateAccountSettings: 'mock',
        getAccount: 'mock',
      },
      real: { url: real.url, timeout: 1000 },
    })
    const put = await client.control('/routes', {
      method: 'PUT',
      json: { value: { '*': 'real', getAccountSettings: 'mock' } },
    })
    expect(put.status).toBe(200)
    expect(put.body.value).toEqual({
      getRealEstateObject: 'real',
      getAccountSettings: 'mock',
      updateAccountSettings: 'real',
      getAccount: 'real',
    })
    expect(client.mock.settings.routes().value.getAccount).toBe('real')
    expect((await client.call(objectPath)).body.name).toBe(realName)

    const bad = await client.control('/routes', {
      method: 'PUT',
      json: { value: { getAcount: 'real', getAccount: 'sometimes' } },
    })
    expect(bad.status).toBe(422)
    expect(bad.headers.get('content-type')).toBe('application/problem+json')
    expect(bad.body.errors.map((error: { pointer: string }) => error.pointer).sort()).toEqual([
      '/value/getAccount',
      '/value/getAcount',
    ])
    // A refused setting changes nothing.
    expect(client.mock.settings.routes().value.getAccount).toBe('real')

    expect((await client.control('/routes', { method: 'PUT', json: { value: null } })).body.value.getAccount).toBe(
      'mock',
    )
  })

  test('a reset puts the routes back as the mock was made', async () => {
    client.mock.setRoutes({ '*': 'real' })
    await client.mock.reset()
    expect(Object.values(client.mock.settings.routes().value)).toEqual(['mock', 'mock', 'mock', 'mock'])
  })

  test('the journal filters by source: GET /__mock/requests?source=real', async () => {
    client.mock.setRoutes({ getAccount: 'real' })
    await client.call('/AccountService/Accounts/alice.admin')
    await client.call(objectPath)
    const real = await client.control('/requests?source=real')
    expect(real.body.map((entry: { operation: string }) => entry.operation)).toEqual(['getAccount'])
    expect((await client.control('/requests?source=elsewhere')).status).toBe(400)
  })

  test('a recording keeps every answer of the real service as valid HAR 1.2, credentials redacted, failures as status 0 with _error', async () => {
    client.mock.setRoutes({ getAccount: 'real', getRealEstateObject: 'real' })
    const recording = client.mock.record()
    await client.call('/AccountService/Accounts/alice.admin', { headers: { Authorization: 'Bearer secret-token' } })
    await client.call(objectPath)
    await client.call('/AccountService')
    real.drift({ kind: 'hang' })
    await client.call(objectPath)
    const har = recording.stop()
    assertValidHar(har)
    expect(har.log.entries.map((entry) => [entry.request.url, entry.response.status])).toEqual([
      [`${real.url}/svc/v1/AccountService/Accounts/alice.admin`, 200],
      [`${real.url}/svc/v1${objectPath}`, 200],
      [`${real.url}/svc/v1${objectPath}`, 0],
    ])
    expect(har.log.entries[0]!.request.headers).toContainEqual({
      name: expect.stringMatching(/^authorization$/i),
      value: '[redacted]',
    })
    expect(JSON.parse(har.log.entries[1]!.response.content.text!).name).toBe(realName)
    expect(har.log.entries[1]!.response.statusText).toBe('OK')
    // As Chromium names it in its own HAR export.
    expect(har.log.entries[2]).toMatchObject({ _error: 'net::ERR_TIMED_OUT', response: { status: 0 } })
    // Stopped: nothing more is recorded.
    expect(recording.stop().log.entries).toEqual([])
  })
})

describe('recording a real service that is gone', () => {
  test('the entry has status 0 and the _error Chromium would give it', async () => {
    const gone = await startStandInService()
    await gone.stop()
    const hybrid = createMock({ real: { url: gone.url, routes: { '*': 'real' } } })
    const recording = hybrid.record()
    expect((await hybrid.fetch(new Request('http://mock.test/svc/v1/AccountService'))).status).toBe(502)
    const har = recording.stop()
    assertValidHar(har)
    expect(har.log.entries).toMatchObject([
      {
        _error: 'net::ERR_CONNECTION_REFUSED',
        response: { status: 0 },
        request: { url: `${gone.url}/svc/v1/AccountService` },
      },
    ])
  })
})

describe('recording, then replay into another mock', () => {
  test('a recording seeds a mock that never saw the real service: it answers the recorded data', async () => {
    real.drift()
    const hybrid = createMock({ seed: 42, real: { url: real.url, routes: { '*': 'real' } } })
    const recording = hybrid.record()
    await hybrid.fetch(new Request(`http://mock.test/svc/v1/RealEstateService/RealEstateObjects/${seededId}`))
    await hybrid.fetch(new Request('http://mock.test/svc/v1/AccountService/Accounts/carol.viewer'))
    const har = recording.stop()

    const replay = createMock({ seed: 42 })
    const report = await replay.history.loadHar(har)
    expect(report).toMatchObject({ used: 2, skipped: [] })
    const answer = await replay.fetch(
      new Request(`http://mock.test/svc/v1/RealEstateService/RealEstateObjects/${seededId}`),
    )
    expect(((await answer.json()) as { name: string }).name).toBe(realName)
    expect(replay.history.snapshots().map((snapshot) => snapshot.name)).toContain('from-har')
  })
})
