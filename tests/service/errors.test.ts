import { describe, expect, test } from 'vitest'
import { fetchHandler, useClient } from '../support/mock-fetch.ts'

describe('errors', () => {
  const client = useClient(fetchHandler)

  test.each([
    ['DELETE', '/AccountService', 'GET, HEAD, PATCH'],
    ['POST', '/AccountService', 'GET, HEAD, PATCH'],
    ['PUT', '/RealEstateService/RealEstateObjects/re-0001', 'GET, HEAD'],
    ['PATCH', '/AccountService/Accounts/alice.admin', 'GET, HEAD'],
    ['DELETE', '/RealEstateService/RealEstateObjects/re-0001', 'GET, HEAD'],
  ])('%s %s answers 405 with Allow: %s', async (method, path, allow) => {
    const answer = await client.call(path, { method })
    expect(answer.status).toBe(405)
    expect(answer.headers.get('allow')).toBe(allow)
    expect(answer.headers.get('content-type')).toBe('application/problem+json')
  })

  // Through an adapter with CORS in front (the standalone server, Vite), a preflight never gets here: tests/adapters/adapter-table.test.ts.
  test('OPTIONS /AccountService answers 405 with Allow: GET, HEAD, PATCH', async () => {
    const answer = await client.fetch(`${client.serviceUrl}/AccountService`, { method: 'OPTIONS' })
    expect(answer.status).toBe(405)
    expect(answer.headers.get('allow')).toBe('GET, HEAD, PATCH')
  })

  test.each([
    '/RealEstateService/RealEstateObjects',
    '/RealEstateService',
    '/AccountService/Accounts',
    '/AccountService/Accounts/alice.admin/extra',
    '/Nothing/Here',
    '/realestateservice/realestateobjects/re-0001',
  ])('unknown path %s under /svc/v1 answers 404', async (path) => {
    const answer = await client.call(path)
    expect(answer.status).toBe(404)
    expect(answer.body).toMatchObject({
      type: expect.any(String),
      title: 'Not Found',
      status: 404,
      detail: expect.any(String),
    })
  })

  test.each(['/AccountService/Accounts/%E0%A4%A', '/RealEstateService/RealEstateObjects/%'])(
    'a path that is not valid percent-encoding, %s, answers a 400 problem',
    async (path) => {
      const answer = await client.call(path)
      expect(answer.status).toBe(400)
      expect(answer.headers.get('content-type')).toBe('application/problem+json')
    },
  )

  test('an unknown scenario in X-Mock-Scenario answers 400 naming the known ones', async () => {
    const answer = await client.call('/AccountService', { headers: { 'X-Mock-Scenario': 'nope' } })
    expect(answer.status).toBe(400)
    expect(answer.body.detail).toContain('maintenance')
  })

  test('a thrown unexpected error becomes one problem+json 500', async () => {
    const database = await client.mock.database()
    const original = database.getSettings
    database.getSettings = () => {
      throw new Error('boom')
    }
    const consoleError = console.error
    const logged: unknown[] = []
    console.error = (...args: unknown[]) => logged.push(args)
    try {
      const answer = await client.call('/AccountService')
      expect(answer.status).toBe(500)
      expect(answer.headers.get('content-type')).toBe('application/problem+json')
      expect(answer.body.detail).not.toContain('boom')
      expect(logged).toHaveLength(1)
    } finally {
      database.getSettings = original
      console.error = consoleError
    }
  })
})
