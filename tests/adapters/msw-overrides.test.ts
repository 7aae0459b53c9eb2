import { describe, expect, expectTypeOf, test } from 'vitest'
import { HttpProblem } from '../../src/engine/problems/http-problem.ts'
import { fetchHandler, useClient } from '../support/mock-fetch.ts'

describe('mock.override', () => {
  const client = useClient(fetchHandler)

  test('a resolver answers one operation with typed params, and the request is journaled', async () => {
    client.mock.override('getAccount', async ({ params, database }) => {
      expectTypeOf(params).toEqualTypeOf<{ username: string }>()
      const account = database.findAccount('alice.admin')!
      return { ...account, first_name: `Hello ${params.username}` }
    })
    const answer = await client.call('/AccountService/Accounts/bob.agent')
    expect(answer.status).toBe(200)
    expect(answer.body.first_name).toBe('Hello bob.agent')
    expect(client.mock.requests.find()).toMatchObject({
      operation: 'getAccount',
      status: 200,
      responseBody: { first_name: 'Hello bob.agent' },
    })
    expect((await client.call('/AccountService')).status).toBe(200)
  })

  test('the PATCH body is given parsed; an HttpProblem or a Response answers as itself', async () => {
    let sent: unknown
    client.mock.override('updateAccountSettings', ({ body }) => {
      sent = body
      return new HttpProblem('conflict', 'Someone else saved first.')
    })
    // An override may answer what the service's contract does not list: read it raw.
    const conflict = await client.fetch(`${client.serviceUrl}/AccountService`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ activity_logs: false }),
    })
    expect(conflict.status).toBe(409)
    expect(conflict.headers.get('content-type')).toBe('application/problem+json')
    expect(sent).toEqual({ activity_logs: false })

    client.mock.override('getRealEstateObject', () => new Response(null, { status: 204 }))
    expect((await client.fetch(`${client.serviceUrl}/RealEstateService/RealEstateObjects/re-0001`)).status).toBe(204)
  })

  test('scenario, auth and faults still apply before the override', async () => {
    client.mock.override('getAccountSettings', () => new HttpProblem('conflict', 'never reached'))
    client.mock.useScenario('maintenance')
    expect((await client.call('/AccountService')).status).toBe(503)
    client.mock.useScenario('auth')
    expect((await client.call('/AccountService')).status).toBe(401)
  })

  test('once answers the next request only; resetOverrides and reset clear them; the function given removes one', async () => {
    client.mock.override('getRealEstateObject', () => new HttpProblem('internalError', 'once'), { once: true })
    expect((await client.call('/RealEstateService/RealEstateObjects/re-0001')).status).toBe(500)
    expect((await client.call('/RealEstateService/RealEstateObjects/re-0001')).status).toBe(200)

    const remove = client.mock.override('getRealEstateObject', () => new HttpProblem('notFound', 'gone'))
    expect((await client.call('/RealEstateService/RealEstateObjects/re-0001')).status).toBe(404)
    remove()
    expect((await client.call('/RealEstateService/RealEstateObjects/re-0001')).status).toBe(200)

    client.mock.override('getRealEstateObject', () => new HttpProblem('notFound', 'gone'))
    await client.mock.reset()
    expect((await client.call('/RealEstateService/RealEstateObjects/re-0001')).status).toBe(200)
  })

  test('overrides are per session', async () => {
    client.mock.session('override-a').override('getAccountSettings', () => new HttpProblem('conflict', 'in a'))
    expect(
      (await client.fetch(`${client.serviceUrl}/AccountService`, { headers: { 'X-Mock-Session': 'override-a' } }))
        .status,
    ).toBe(409)
    expect((await client.call('/AccountService')).status).toBe(200)
    client.mock.sessions.delete('override-a')
  })
})
