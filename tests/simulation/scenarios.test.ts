import { describe, expect, test } from 'vitest'
import { realEstateObjectSchema, userAccountSchema, accountSettingsSchema } from '../../src/model/index.ts'
import { chosenAnswer, fetchHandler, useClient } from '../support/mock-fetch.ts'

/** One call of each of the four operations: path below the service root, and method. */
const everyOperation = [
  ['/RealEstateService/RealEstateObjects/re-0001', 'GET'],
  ['/AccountService', 'GET'],
  ['/AccountService', 'PATCH'],
  ['/AccountService/Accounts/alice.admin', 'GET'],
] as const

describe('scenarios', () => {
  const client = useClient(fetchHandler)

  test('GET /__mock/scenarios lists every built-in scenario with a description', async () => {
    const answer = await client.control('/scenarios')
    expect(answer.body.map((scenario: { name: string }) => scenario.name)).toEqual([
      'default',
      'empty',
      'edge-cases',
      'slow',
      'flaky',
      'auth',
      'read-only',
      'maintenance',
    ])
    for (const scenario of answer.body) expect(scenario.description.length).toBeGreaterThan(10)
  })

  test('empty: objects and accounts answer 404, settings still answer', async () => {
    client.mock.useScenario('empty')
    expect((await client.call('/RealEstateService/RealEstateObjects/re-0001')).status).toBe(404)
    expect((await client.call('/AccountService/Accounts/alice.admin')).status).toBe(404)
    expect((await client.call('/AccountService')).status).toBe(200)
    expect((await client.control('/resources')).body).toEqual({ realEstateObjects: [], accounts: [] })
  })

  test('edge-cases: the listing names the edge records, and each is valid against the schema', async () => {
    const { body } = await client.control('/resources', { headers: { 'X-Mock-Scenario': 'edge-cases' } })
    const edgeObjects = body.realEstateObjects.filter((id: string) => id.startsWith('re-edge-'))
    expect(edgeObjects).toEqual([
      're-edge-long-text',
      're-edge-unicode',
      're-edge-rtl',
      're-edge-empty',
      're-edge-huge',
      're-edge-tiny',
    ])
    expect(body.realEstateObjects.slice(0, 3)).toEqual(['re-0001', 're-0002', 're-0003'])
    const headers = { 'X-Mock-Scenario': 'edge-cases' }
    const objects = await Promise.all(
      edgeObjects.map((id: string) => client.call(`/RealEstateService/RealEstateObjects/${id}`, { headers })),
    )
    for (const object of objects) realEstateObjectSchema.parse(object.body)
    expect(objects[0]!.body.name.length).toBeGreaterThanOrEqual(300)
    expect(objects[3]!.body).toMatchObject({ tags: [], amenities: [], date_created: '', security_deposit: '' })
    const accounts = await Promise.all(
      body.accounts
        .slice(4, 7)
        .map((username: string) =>
          client.call(`/AccountService/Accounts/${encodeURIComponent(username)}`, { headers }),
        ),
    )
    for (const account of accounts) expect(userAccountSchema.parse(account.body).middle_name).toBe('')
    const settings = accountSettingsSchema.parse((await client.call('/AccountService', { headers })).body)
    expect(settings.security_settings.min_password_length).toBe(settings.security_settings.max_password_length)
    const maxUsername = settings.security_settings.max_username_length
    for (const username of body.accounts) expect(username.length).toBeLessThanOrEqual(maxUsername)
  })

  test('the header chooses the scenario for one request only', async () => {
    expect((await client.call('/AccountService', { headers: { 'X-Mock-Scenario': 'maintenance' } })).status).toBe(503)
    expect((await client.call('/AccountService')).status).toBe(200)
    expect(client.mock.requests.all().map((entry) => entry.scenario)).toEqual(['maintenance', 'default'])
  })

  test('maintenance: every operation answers 503 problem with Retry-After', async () => {
    client.mock.useScenario('maintenance')
    for (const [path, method] of everyOperation) {
      const answer = await client.call(path, { method, ...(method === 'PATCH' ? { json: {} } : {}) })
      expect(answer.status).toBe(503)
      expect(answer.headers.get('retry-after')).toBe('120')
      expect(answer.headers.get('content-type')).toBe('application/problem+json')
    }
  })

  test('read-only: PATCH answers 403, reads work, nothing changes', async () => {
    client.mock.useScenario('read-only')
    const patched = await client.call('/AccountService', { method: 'PATCH', json: { activity_logs: false } })
    expect(patched.status).toBe(403)
    const settings = await client.call('/AccountService')
    expect(settings.status).toBe(200)
    expect(settings.body.activity_logs).toBe(true)
  })

  test('slow: every operation chooses a delay of 0.8 to 2.5 s', async () => {
    // Read from the journal, not waited out: that an adapter waits out a chosen delay is checked in latency-and-faults.test.ts.
    const headers = { 'X-Mock-Scenario': 'slow' }
    for (const [path, method] of everyOperation) {
      const init =
        method === 'PATCH'
          ? { method, body: '{}', headers: { ...headers, 'Content-Type': 'application/json' } }
          : { headers }
      const entry = await chosenAnswer(client, path, init)
      expect(entry).toMatchObject({ method, status: 200, scenario: 'slow' })
      expect(entry.delayMs).toBeGreaterThanOrEqual(800)
      expect(entry.delayMs).toBeLessThanOrEqual(2500)
    }
  })

  test('flaky: some but not all of 60 requests fail, with 500, 502, 503 or a network error', async () => {
    client.mock.useScenario('flaky')
    const outcomes: (number | 'network-error')[] = []
    for (let index = 0; index < 60; index++) {
      try {
        const response = await client.fetch(`${client.serviceUrl}/AccountService`)
        outcomes.push(response.status)
        await response.arrayBuffer()
      } catch {
        outcomes.push('network-error')
      }
    }
    const failures = outcomes.filter((outcome) => outcome !== 200)
    expect(failures.length).toBeGreaterThan(5)
    expect(failures.length).toBeLessThan(40)
    for (const failure of failures) expect([500, 502, 503, 'network-error']).toContain(failure)
    expect(client.mock.requests.count({ fault: 'network-error' })).toBe(
      outcomes.filter((outcome) => outcome === 'network-error').length,
    )
  })

  test('flaky failures repeat with the seed', async () => {
    const pattern = async () => {
      await client.mock.reset()
      client.mock.useScenario('flaky')
      const statuses: string[] = []
      for (let index = 0; index < 30; index++) {
        statuses.push(
          await client.fetch(`${client.serviceUrl}/AccountService`).then(
            (response) => String(response.status),
            () => 'network-error',
          ),
        )
      }
      return statuses.join(',')
    }
    expect(await pattern()).toBe(await pattern())
  })

  test('PUT /__mock/scenario switches the scenario; an unknown name answers 400', async () => {
    expect((await client.control('/scenario', { method: 'PUT', json: { name: 'maintenance' } })).status).toBe(200)
    expect((await client.call('/AccountService')).status).toBe(503)
    expect((await client.control('/scenario')).body).toEqual({ name: 'maintenance' })
    const unknown = await client.control('/scenario', { method: 'PUT', json: { name: 'sunny' } })
    expect(unknown.status).toBe(400)
    expect(unknown.body.detail).toContain('edge-cases')
    expect(client.mock.settings.scenario().name).toBe('maintenance')
  })
})
