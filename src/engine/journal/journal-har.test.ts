/** The journal as HAR 1.2: every entry checked against the HAR schema, then field by field. */
import { describe, expect, test } from 'vitest'
import { assertValidHar } from '../../../tests/support/har-validator.ts'
import { createMockEngine } from '../create-engine.ts'
import type { EngineRequest } from '../exchange/engine-types.ts'
import { RequestJournal, type JournalEntry, type JournalExchange } from './request-journal.ts'

/** A request as the `node:http` adapters give it: headers as Node's `rawHeaders`, no URL. */
const nodeRequest = (
  method: string,
  target: string,
  headers: Record<string, string> = {},
  body = '',
): EngineRequest => {
  const [path = '', query = ''] = target.split(/(?=\?)/)
  const headerList = Object.entries(headers).flat()
  return {
    method,
    path,
    query,
    headerList,
    header: (name) => headers[Object.keys(headers).find((key) => key.toLowerCase() === name.toLowerCase()) ?? ''],
    text: async () => body,
  }
}

const entry = (path: string, overrides: Partial<JournalEntry> = {}): JournalEntry => ({
  sequence: 0,
  time: '2025-06-01T00:00:00.000Z',
  method: 'GET',
  path,
  operation: null,
  status: 200,
  durationMs: 1,
  delayMs: 0,
  scenario: 'default',
  caller: null,
  fault: null,
  version: null,
  source: 'mock',
  ...overrides,
})
const exchange = (overrides: Partial<JournalExchange> = {}): JournalExchange => ({
  url: undefined,
  requestHeaders: undefined,
  requestBody: null,
  responseHeaders: {},
  responseBody: null,
  ...overrides,
})

describe('RequestJournal.toHAR', () => {
  test('a GET and a PATCH through the engine -> a valid HAR 1.2 log with both requests and answers', async () => {
    const engine = createMockEngine({ seed: 1 })
    const host = { Host: 'mock.test:4000' }
    await engine.dispatch(nodeRequest('GET', '/svc/v1/AccountService', host))
    const patch = '{"activity_logs":false}'
    const patched = await engine.dispatch(
      nodeRequest('PATCH', '/svc/v1/AccountService', { ...host, 'Content-Type': 'application/json' }, patch),
    )
    const har = engine.sessions.default.journal.toHAR()

    assertValidHar(har)
    expect(har.log).toMatchObject({ version: '1.2', creator: { name: 'real-estate-service-mock' } })
    const [get, update] = har.log.entries
    expect(get!.request).toMatchObject({
      method: 'GET',
      url: 'http://mock.test:4000/svc/v1/AccountService',
      bodySize: 0,
    })
    expect(get!.request.postData).toBeUndefined()
    expect(get!.response).toMatchObject({
      status: 200,
      statusText: 'OK',
      headers: [{ name: 'Content-Type', value: 'application/json' }],
    })
    expect(JSON.parse(get!.response.content.text!)).toHaveProperty('activity_logs', true)
    expect(update!.request.postData).toEqual({ mimeType: 'application/json', text: patch })
    expect(update!.request.bodySize).toBe(patch.length)
    expect(update!.response.content).toEqual({
      size: (patched!.body as string).length,
      mimeType: 'application/json',
      text: patched!.body,
    })
    expect(update!.request.headers).toContainEqual({ name: 'Host', value: 'mock.test:4000' })
  })

  test('timings: wait is the simulated delay plus the mock time; time is their sum; start is the entry time', () => {
    const journal = new RequestJournal()
    journal.record(entry('/a', { durationMs: 250.5, delayMs: 250, time: '2025-06-01T10:00:00.000Z' }), exchange())
    const [harEntry] = journal.toHAR().log.entries
    expect(harEntry).toMatchObject({
      startedDateTime: '2025-06-01T10:00:00.000Z',
      time: 250.5,
      timings: { send: 0, wait: 250.5, receive: 0 },
    })
  })

  test.each([
    [
      'the adapter gives its URL -> that URL',
      { url: 'http://service.test/api/svc/v1/AccountService?x=1', requestHeaders: ['Host', 'other.test'] },
      'http://service.test/api/svc/v1/AccountService?x=1',
    ],
    [
      'a Host header -> http:// + Host + path',
      { requestHeaders: ['host', '127.0.0.1:3000'] },
      'http://127.0.0.1:3000/svc/v1/AccountService?x=1',
    ],
    [
      'headers as pairs (a Fetch Headers) -> Host read there too',
      { requestHeaders: new Headers({ host: 'h.test' }) },
      'http://h.test/svc/v1/AccountService?x=1',
    ],
    ['neither -> http://localhost + path', {}, 'http://localhost/svc/v1/AccountService?x=1'],
  ])('url: %s', (_, given, url) => {
    const journal = new RequestJournal()
    journal.record(entry('/svc/v1/AccountService?x=1'), exchange(given))
    const [harEntry] = journal.toHAR().log.entries
    expect(harEntry!.request.url).toBe(url)
    expect(harEntry!.request.queryString).toEqual([{ name: 'x', value: '1' }])
  })

  test('Authorization, Proxy-Authorization and cookies other than mock-session read [redacted]; other headers are kept', () => {
    const journal = new RequestJournal()
    const requestHeaders = [
      'Authorization',
      'Bearer t0k3n',
      'Proxy-Authorization',
      'Basic eDp5',
      'Cookie',
      'sid=s3cr3t; mock-session=alpha',
      'X-Mock-Session',
      'alpha',
    ]
    journal.record(entry('/a'), exchange({ requestHeaders }))
    const har = journal.toHAR()
    expect(har.log.entries[0]!.request.headers).toEqual([
      { name: 'Authorization', value: '[redacted]' },
      { name: 'Proxy-Authorization', value: '[redacted]' },
      { name: 'Cookie', value: 'sid=[redacted]; mock-session=alpha' },
      { name: 'X-Mock-Session', value: 'alpha' },
    ])
    expect(JSON.stringify(har)).not.toMatch(/t0k3n|s3cr3t|eDp5/)
  })

  test('a body cut in the journal is marked: _requestBodyTruncated / _responseBodyTruncated, its full size, a comment', async () => {
    const engine = createMockEngine()
    const big = JSON.stringify({ activity_logs: false, padding: 'x'.repeat(70_000) })
    await engine.dispatch(nodeRequest('PATCH', '/svc/v1/AccountService', { 'content-type': 'application/json' }, big))
    const journal = new RequestJournal()
    journal.record(
      entry('/big'),
      exchange({
        responseHeaders: { 'Content-Type': 'text/plain' },
        responseBody: { body: 'x'.repeat(65_536), fullSize: 100_000 },
      }),
    )

    const [patch] = engine.sessions.default.journal.toHAR().log.entries
    expect(patch!._requestBodyTruncated).toBe(true)
    expect(patch!.request.postData!.text).toBe(big.slice(0, 65_536))
    expect(patch!.request.bodySize).toBe(big.length)
    expect(patch!.request.postData!.comment).toBe(`Cut to its first 65536 of ${big.length} bytes.`)
    expect(patch!._responseBodyTruncated).toBeUndefined()

    const har = journal.toHAR()
    assertValidHar(har)
    expect(har.log.entries[0]).toMatchObject({
      _responseBodyTruncated: true,
      response: { bodySize: 100_000, content: { size: 100_000, comment: 'Cut to its first 65536 of 100000 bytes.' } },
    })
  })

  test.each([
    ['network-error', { getAccountSettings: 'network-error' as const }, 'network-error'],
    ['hang', { getAccountSettings: 'hang' as const }, 'hang'],
  ])(
    'a %s fault -> status 0, no answer headers or body, _error says which, still valid HAR',
    async (_, faults, error) => {
      const engine = createMockEngine({ faults })
      await engine.dispatch(nodeRequest('GET', '/svc/v1/AccountService'))
      const har = engine.sessions.default.journal.toHAR()
      assertValidHar(har)
      const [failed] = har.log.entries
      expect(failed).toMatchObject({
        _error: error,
        response: { status: 0, statusText: '', headers: [], bodySize: -1, content: { size: 0, mimeType: 'x-unknown' } },
      })
      expect(failed!.response.content.text).toBeUndefined()
      expect(failed!.comment).toMatch(error === 'hang' ? /never answered/ : /dropped the connection/)
    },
  )

  test('an injected status fault is an answer like any other: its status and problem body, no _error', async () => {
    const engine = createMockEngine({ faults: { getAccountSettings: { status: 503 } } })
    await engine.dispatch(nodeRequest('GET', '/svc/v1/AccountService'))
    const [failed] = engine.sessions.default.journal.toHAR().log.entries
    expect(failed).toMatchObject({
      response: { status: 503, statusText: 'Service Unavailable', content: { mimeType: 'application/problem+json' } },
    })
    expect(failed!._error).toBeUndefined()
    expect(failed!.response.headers).toContainEqual({ name: 'Retry-After', value: expect.any(String) })
  })

  test('a PATCH refused before the operation read its body still shows the body sent', async () => {
    const engine = createMockEngine({ faults: { updateAccountSettings: { status: 500 } } })
    await engine.dispatch(
      nodeRequest('PATCH', '/svc/v1/AccountService', { 'content-type': 'application/json' }, '{"activity_logs":true}'),
    )
    expect(engine.sessions.default.journal.toHAR().log.entries[0]!.request.postData).toEqual({
      mimeType: 'application/json',
      text: '{"activity_logs":true}',
    })
  })

  test("the mock's own facts ride along in _mock: sequence, operation, scenario, caller, fault, delay, source", async () => {
    const engine = createMockEngine()
    await engine.dispatch(nodeRequest('GET', '/svc/v1/AccountService'))
    expect(engine.sessions.default.journal.toHAR().log.entries[0]!._mock).toEqual({
      sequence: 1,
      operation: 'getAccountSettings',
      scenario: 'default',
      caller: expect.any(String),
      fault: null,
      delayMs: 0,
      source: 'mock',
    })
  })

  test('bytes are base64 text; entries recorded without an exchange are still valid HAR', () => {
    const journal = new RequestJournal()
    journal.record(
      entry('/bytes'),
      exchange({
        responseHeaders: { 'Content-Type': 'application/octet-stream' },
        responseBody: new Uint8Array([0, 255, 65]),
      }),
    )
    journal.record(entry('/bare'))
    const har = journal.toHAR()
    assertValidHar(har)
    expect(har.log.entries[0]!.response.content).toEqual({
      size: 3,
      mimeType: 'application/octet-stream',
      text: 'AP9B',
      encoding: 'base64',
    })
    expect(har.log.entries[1]!.request).toMatchObject({ url: 'http://localhost/bare', headers: [] })
  })

  test('after the ring wraps, each entry keeps its own request and answer', () => {
    const journal = new RequestJournal(2)
    for (const name of ['a', 'b', 'c']) journal.record(entry(`/${name}`), exchange({ responseBody: name }))
    expect(journal.toHAR().log.entries.map((item) => [item.request.url, item.response.content.text])).toEqual([
      ['http://localhost/b', 'b'],
      ['http://localhost/c', 'c'],
    ])
    journal.clear()
    expect(journal.toHAR().log.entries).toEqual([])
  })

  test('the entries and GET /requests carry the bodies but no headers', async () => {
    const engine = createMockEngine()
    await engine.dispatch(nodeRequest('GET', '/svc/v1/AccountService', { Authorization: 'Bearer t0k3n' }))
    expect(Object.keys(engine.sessions.default.journal.all()[0]!)).toEqual([
      'sequence',
      'time',
      'method',
      'path',
      'operation',
      'status',
      'durationMs',
      'delayMs',
      'scenario',
      'caller',
      'fault',
      'version',
      'source',
      'requestBody',
      'responseBody',
    ])
    expect(JSON.stringify(engine.sessions.default.journal.all())).not.toContain('t0k3n')
  })
})
