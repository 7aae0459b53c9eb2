import { describe, expect, test } from 'vitest'
import { wellKnownAccounts } from '../../fixtures/index.ts'
import { fetchHandler, useClient } from '../support/mock-fetch.ts'

const tokenOf = (username: string) =>
  wellKnownAccounts.find((account) => account.seurity_settings.username === username)!.auth_token
const bearer = (username: string) => ({ Authorization: `Bearer ${tokenOf(username)}` })

describe('simulated authentication', () => {
  const client = useClient(fetchHandler, { auth: true })

  test.each([
    ['/RealEstateService/RealEstateObjects/re-0001'],
    ['/AccountService'],
    ['/AccountService/Accounts/alice.admin'],
  ])('GET %s without a token answers 401 with WWW-Authenticate: Bearer', async (path) => {
    const answer = await client.call(path)
    expect(answer.status).toBe(401)
    expect(answer.headers.get('www-authenticate')).toMatch(/^Bearer/)
    expect(answer.headers.get('content-type')).toBe('application/problem+json')
  })

  test('a token the mock never issued answers 401 invalid_token', async () => {
    const answer = await client.call('/AccountService', { headers: { Authorization: 'Bearer not-a-real-token' } })
    expect(answer.status).toBe(401)
    expect(answer.headers.get('www-authenticate')).toContain('invalid_token')
  })

  test("a disabled account's token answers 403", async () => {
    const answer = await client.call('/AccountService', { headers: bearer('dave.disabled') })
    expect(answer.status).toBe(403)
  })

  test("GET settings answers the caller's permissions and token", async () => {
    const agent = await client.call('/AccountService', { headers: bearer('bob.agent') })
    expect(agent.status).toBe(200)
    expect(agent.body.permissions).toEqual(['create_advertisements', 'read_advertisements', 'edit_advertisements'])
    expect(agent.body.auth_token).toBe(tokenOf('bob.agent'))
    const admin = await client.call('/AccountService', { headers: bearer('alice.admin') })
    expect(admin.body.permissions).toContain('manage_accounts')
  })

  test('PATCH needs manage_accounts', async () => {
    expect(
      (
        await client.call('/AccountService', {
          method: 'PATCH',
          json: { activity_logs: false },
          headers: bearer('bob.agent'),
        })
      ).status,
    ).toBe(403)
    expect(
      (
        await client.call('/AccountService', {
          method: 'PATCH',
          json: { activity_logs: false },
          headers: bearer('alice.admin'),
        })
      ).status,
    ).toBe(200)
  })

  test("reading one's own account is allowed; another's needs manage_accounts", async () => {
    expect(
      (await client.call('/AccountService/Accounts/carol.viewer', { headers: bearer('carol.viewer') })).status,
    ).toBe(200)
    expect((await client.call('/AccountService/Accounts/bob.agent', { headers: bearer('carol.viewer') })).status).toBe(
      403,
    )
    expect((await client.call('/AccountService/Accounts/bob.agent', { headers: bearer('alice.admin') })).status).toBe(
      200,
    )
  })

  test('the journal names the caller', async () => {
    await client.call('/AccountService', { headers: bearer('bob.agent') })
    expect(client.mock.requests.find()).toMatchObject({ caller: 'bob.agent', status: 200 })
  })

  test('every seeded token works as a bearer token', async () => {
    const { body: listing } = await client.control('/resources')
    for (const username of listing.accounts) {
      const account = (await client.call(`/AccountService/Accounts/${username}`, { headers: bearer('alice.admin') }))
        .body
      const answer = await client.call('/AccountService', {
        headers: { Authorization: `Bearer ${account.auth_token}` },
      })
      expect(answer.status).toBe(account.enabled ? 200 : 403)
    }
  })

  test('PUT /__mock/auth false turns enforcement off; reset turns it back on', async () => {
    expect((await client.control('/auth', { method: 'PUT', json: { value: false } })).status).toBe(200)
    expect((await client.call('/AccountService')).status).toBe(200)
    await client.mock.reset()
    expect((await client.call('/AccountService')).status).toBe(401)
  })
})

describe('auth scenario', () => {
  const client = useClient(fetchHandler, { scenario: 'auth' }, { resetBeforeEach: false })

  test('the auth scenario enforces authentication', async () => {
    expect((await client.call('/AccountService')).status).toBe(401)
    expect((await client.call('/AccountService', { headers: bearer('alice.admin') })).status).toBe(200)
  })
})
