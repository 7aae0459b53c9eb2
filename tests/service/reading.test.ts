import { describe, expect, test } from 'vitest'
import { wellKnownUsernames } from '../../fixtures/index.ts'
import { permissionNames, realEstateObjectSchema, userAccountSchema } from '../../src/model/index.ts'
import { fetchHandler, useClient } from '../support/mock-fetch.ts'

describe('reading', () => {
  const client = useClient(fetchHandler)

  test('GET a well-known object answers 200 with exactly the interface keys', async () => {
    const answer = await client.call('/RealEstateService/RealEstateObjects/re-0001')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/)
    expect(Object.keys(answer.body)).toEqual(Object.keys(realEstateObjectSchema.shape))
    expect(answer.body.name).toBe('Harbor View Loft')
  })

  test('every listed object is readable and valid', async () => {
    const { body: listing } = await client.control('/resources')
    expect(listing.realEstateObjects).toHaveLength(25)
    for (const id of listing.realEstateObjects) {
      const answer = await client.call(`/RealEstateService/RealEstateObjects/${encodeURIComponent(id)}`)
      expect(answer.status).toBe(200)
      expect(realEstateObjectSchema.parse(answer.body).id).toBe(id)
    }
  })

  test('an unknown object id answers 404 problem+json', async () => {
    const answer = await client.call('/RealEstateService/RealEstateObjects/re-9999')
    expect(answer.status).toBe(404)
    expect(answer.headers.get('content-type')).toBe('application/problem+json')
    expect(answer.body).toMatchObject({ status: 404, title: 'Not Found', detail: expect.stringContaining('re-9999') })
  })

  test('GET an account answers the user account with seurity_settings spelled as the interface does', async () => {
    const answer = await client.call(`/AccountService/Accounts/${wellKnownUsernames.agent}`)
    expect(answer.status).toBe(200)
    expect(Object.keys(answer.body)).toEqual(Object.keys(userAccountSchema.shape))
    expect(answer.body.seurity_settings.username).toBe('bob.agent')
    expect(answer.body).not.toHaveProperty('security_settings')
    expect(answer.body.roles).toEqual({ id: 'agent', name: 'Agent' })
    expect(answer.body.seurity_settings.password).toMatch(/^\$2b\$12\$[./A-Za-z0-9]{53}$/)
  })

  test('an unknown username answers 404', async () => {
    const answer = await client.call('/AccountService/Accounts/nobody.here')
    expect(answer.status).toBe(404)
    expect(answer.body.type).toBe('urn:real-estate-service-mock:problem:not-found')
  })

  test("GET settings answers the full form with the administrator's permissions and token when auth is off", async () => {
    const answer = await client.call('/AccountService')
    expect(answer.status).toBe(200)
    expect(Object.keys(answer.body)).toEqual([
      'permissions',
      'preferences',
      'security_settings',
      'subscription_management',
      'activity_logs',
      'auth_token',
    ])
    expect(answer.body.permissions).toEqual([...permissionNames])
    const admin = await client.call(`/AccountService/Accounts/${wellKnownUsernames.administrator}`)
    expect(answer.body.auth_token).toBe(admin.body.auth_token)
    expect(answer.body.subscription_management.plans.map((plan: { plan_name: string }) => plan.plan_name)).toEqual([
      'Free',
      'Professional',
      'Enterprise',
    ])
  })

  test('a bearer token with auth off makes its owner the caller', async () => {
    const viewer = await client.call(`/AccountService/Accounts/${wellKnownUsernames.viewer}`)
    const answer = await client.call('/AccountService', {
      headers: { Authorization: `Bearer ${viewer.body.auth_token}` },
    })
    expect(answer.body.permissions).toEqual(['read_advertisements'])
    expect(answer.body.auth_token).toBe(viewer.body.auth_token)
  })
})
