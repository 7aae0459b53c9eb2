import { describe, expect, test } from 'vitest'
import { toFetchRequest, type PageRequest } from './to-fetch-request.ts'

/** What Playwright tells of a request, without a browser. */
function pageRequest(method: string, headers: [string, string][], body: string | null = null): PageRequest {
  return {
    method: () => method,
    headersArray: async () => headers.map(([name, value]) => ({ name, value })),
    postDataBuffer: () => (body === null ? null : Buffer.from(body)),
  }
}

const never = new AbortController().signal

describe('toFetchRequest', () => {
  test('keeps the method, the URL given, the body and the headers of the request', async () => {
    const request = await toFetchRequest(
      pageRequest(
        'PATCH',
        [
          ['Content-Type', 'application/json'],
          ['Authorization', 'Bearer t'],
        ],
        '{"activity_logs":false}',
      ),
      'http://127.0.0.1:4010/svc/v1/AccountService',
      never,
    )
    expect(request.method).toBe('PATCH')
    expect(request.url).toBe('http://127.0.0.1:4010/svc/v1/AccountService')
    expect(request.headers.get('content-type')).toBe('application/json')
    expect(request.headers.get('authorization')).toBe('Bearer t')
    expect(await request.text()).toBe('{"activity_logs":false}')
  })

  test('drops the headers of the connection, which would be wrong for the next hop', async () => {
    const request = await toFetchRequest(
      pageRequest(
        'POST',
        [
          ['Host', 'app.test'],
          ['Connection', 'keep-alive'],
          ['Content-Length', '2'],
          ['Transfer-Encoding', 'chunked'],
          ['Accept', '*/*'],
        ],
        '{}',
      ),
      'http://127.0.0.1/__mock/reset',
      never,
    )
    expect([...request.headers.keys()]).toEqual(['accept'])
  })

  test('a header sent twice arrives twice', async () => {
    const request = await toFetchRequest(
      pageRequest('GET', [
        ['Accept-Language', 'de'],
        ['Accept-Language', 'en'],
      ]),
      'http://app.test/svc/v1/AccountService',
      never,
    )
    expect(request.headers.get('accept-language')).toBe('de, en')
  })

  test('extra headers replace the page’s own', async () => {
    const request = await toFetchRequest(
      pageRequest('GET', [['X-Mock-Session', 'theirs']]),
      'http://app.test/svc/v1',
      never,
      { 'X-Mock-Session': 'ours' },
    )
    expect(request.headers.get('x-mock-session')).toBe('ours')
  })

  test('a GET carries no body, whatever Playwright reports', async () => {
    const request = await toFetchRequest(
      pageRequest('GET', [], 'ignored'),
      'http://app.test/svc/v1/AccountService',
      never,
    )
    expect(request.body).toBeNull()
  })

  test('the signal given ends the request', async () => {
    const controller = new AbortController()
    const request = await toFetchRequest(
      pageRequest('GET', []),
      'http://app.test/svc/v1/AccountService',
      controller.signal,
    )
    controller.abort()
    expect(request.signal.aborted).toBe(true)
  })
})
