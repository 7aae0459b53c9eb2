/**
 * The msw adapter keeps msw's own ways of changing answers: a handler added
 * with `server.use(...)` for one operation's path wins over the mock (and
 * the mock still answers the others); `resetHandlers()` brings the mock
 * back; `server.boundary()` scopes an override to one async flow.
 */
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { createMock } from '../../src/node.ts'

const origin = 'http://service.test'
const mock = createMock({ baseUrl: origin })
const server = setupServer(...mock.handlers)
const objectUrl = `${origin}/svc/v1/RealEstateService/RealEstateObjects/re-0001`
const overrideObject = () =>
  http.get(`${origin}/svc/v1/RealEstateService/RealEstateObjects/:id`, ({ params }) =>
    HttpResponse.json({ overridden: params.id }),
  )

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(async () => {
  server.resetHandlers()
  await mock.reset()
})
afterAll(() => server.close())

describe('msw overrides of the mock', () => {
  test('server.use(...) of one operation wins for that path only; the journal does not see the overridden request', async () => {
    server.use(overrideObject())
    expect(await (await fetch(objectUrl)).json()).toEqual({ overridden: 're-0001' })
    expect((await fetch(`${origin}/svc/v1/AccountService`)).status).toBe(200)
    expect(mock.requests.all().map((entry) => entry.operation)).toEqual(['getAccountSettings'])
  })

  test('resetHandlers() brings the mock back for that path', async () => {
    server.use(overrideObject())
    server.resetHandlers()
    expect(await (await fetch(objectUrl)).json()).toMatchObject({ id: 're-0001', name: 'Harbor View Loft' })
  })

  test('an override inside server.boundary() applies within it only', async () => {
    const inside = await server.boundary(async () => {
      server.use(overrideObject())
      return (await fetch(objectUrl)).json()
    })()
    expect(inside).toEqual({ overridden: 're-0001' })
    expect(await (await fetch(objectUrl)).json()).toMatchObject({ id: 're-0001' })
  })

  test('a one-time override answers once, then the mock answers again', async () => {
    server.use(
      http.get(`${origin}/svc/v1/AccountService`, () => new HttpResponse(null, { status: 500 }), { once: true }),
    )
    expect((await fetch(`${origin}/svc/v1/AccountService`)).status).toBe(500)
    expect((await fetch(`${origin}/svc/v1/AccountService`)).status).toBe(200)
  })
})
