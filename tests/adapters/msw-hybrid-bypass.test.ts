/**
 * Hybrid mode under msw's `setupServer` with handlers for any origin: the
 * forwarded request would match the mock's own handler again, so the msw
 * adapter marks it with `bypass()` and it reaches the real service instead.
 * Also what a mock with no real service says to a route that needs one.
 */
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createMock } from '../../src/adapters/middleware/create-node-mock.ts'
import type { MockError } from '../../src/engine/problems/mock-error.ts'
import { startStandInService, type StandIn } from '../support/stand-in-service.ts'

let real: StandIn
beforeAll(async () => {
  real = await startStandInService({ seed: 7 })
})
afterAll(() => real.stop())

describe('msw handlers for any origin, forwarding to a real service', () => {
  test('the forwarded request passes msw by and reaches the real service once', async () => {
    const mock = createMock({ real: { url: real.url, routes: { getAccountSettings: 'real' } } })
    const server = setupServer(...mock.handlers)
    server.listen({ onUnhandledFrame: 'error' })
    try {
      const before = real.requests.length
      const answer = await fetch('https://app.example.test/svc/v1/AccountService')
      expect(answer.status).toBe(200)
      expect(answer.headers.get('x-mock-source')).toBe('real')
      expect(answer.headers.get('x-stand-in')).toBe('yes')
      expect(real.requests.length).toBe(before + 1)
      // msw's own mark is taken off before the request leaves.
      expect(real.requests.at(-1)!.headers['x-msw-intention']).toBeUndefined()
      expect(mock.requests.count()).toBe(1)
    } finally {
      server.close()
    }
  })
})

describe('a mock with no real service', () => {
  test('routing an operation to the real service is refused: NO_REAL_SERVICE in code, 409 through the control API', async () => {
    const mock = createMock()
    expect(() => mock.setRoutes({ getAccount: 'real' })).toThrow(
      expect.objectContaining({ code: 'NO_REAL_SERVICE' }) as MockError,
    )
    mock.setRoutes({ getAccount: 'mock' })
    const answer = await mock.fetch(
      new Request('http://mock.test/__mock/routes', { method: 'PUT', body: '{"value":{"*":"real-then-mock"}}' }),
    )
    expect(answer.status).toBe(409)
    expect(((await answer.json()) as { detail: string }).detail).toMatch(/--real <url>/)
    expect(
      ((await (await mock.fetch(new Request('http://mock.test/__mock/routes'))).json()) as { real: unknown }).real,
    ).toBeNull()
  })

  test.each([
    [{ url: 'staging.example.com' }, /absolute http\(s\) URL/],
    [{ url: 'ftp://staging.example.com' }, /must be http or https/],
    [{ url: 'http://staging.example.com', timeout: 0 }, /timeout must be a positive number/],
    [{ url: 'http://staging.example.com', routes: { getAcount: 'real' } }, /routes are not valid/],
  ])('createMock({ real: %j }) is a TypeError naming what is wrong', (real, message) => {
    expect(() => createMock({ real: real as never })).toThrow(message)
  })
})
