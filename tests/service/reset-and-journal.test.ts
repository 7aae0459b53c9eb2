import { describe, expect, test } from 'vitest'
import { fetchHandler, useClient } from '../support/mock-fetch.ts'

describe('reset and journal', () => {
  const client = useClient(fetchHandler, { journalSize: 5 }, { resetBeforeEach: false })

  test('reset brings back the seeded settings and data changed in the collections', async () => {
    const seeded = (await client.call('/AccountService')).body
    await client.call('/AccountService', { method: 'PATCH', json: { activity_logs: !seeded.activity_logs } })
    const database = await client.mock.database()
    await database.realEstateObjects.update((q) => q.where({ id: 're-0001' }), {
      data: (object) => void (object.name = 'Changed'),
    })
    expect((await client.call('/RealEstateService/RealEstateObjects/re-0001')).body.name).toBe('Changed')

    await client.mock.reset()

    expect((await client.call('/AccountService')).body).toEqual(seeded)
    expect((await client.call('/RealEstateService/RealEstateObjects/re-0001')).body.name).toBe('Harbor View Loft')
  })

  test('POST /__mock/reset answers 204 and resets', async () => {
    await client.call('/AccountService', { method: 'PATCH', json: { activity_logs: false } })
    const answer = await client.control('/reset', { method: 'POST' })
    expect(answer.status).toBe(204)
    expect((await client.call('/AccountService')).body.activity_logs).toBe(true)
  })

  test('the journal keeps the newest entries up to its size, newest last', async () => {
    await client.mock.reset()
    for (let index = 1; index <= 8; index++) await client.call(`/RealEstateService/RealEstateObjects/re-000${index}`)
    const entries = client.mock.requests.all()
    expect(entries).toHaveLength(5)
    expect(entries.map((entry) => entry.path)).toEqual(
      [4, 5, 6, 7, 8].map((index) => `/svc/v1/RealEstateService/RealEstateObjects/re-000${index}`),
    )
    const served = (await client.control('/requests')).body
    expect(served.map((entry: { sequence: number }) => entry.sequence)).toEqual(entries.map((entry) => entry.sequence))
  })

  test('journal entries carry method, status, operation, scenario, caller and duration, and can be queried', async () => {
    await client.mock.reset()
    await client.call('/AccountService', { method: 'PATCH', json: { activity_logs: 'no' } })
    await client.call('/AccountService/Accounts/nobody.here')
    expect(client.mock.requests.count({ method: 'PATCH' })).toBe(1)
    expect(client.mock.requests.find({ operation: 'updateAccountSettings' })).toMatchObject({
      method: 'PATCH',
      status: 422,
      scenario: 'default',
      caller: 'alice.admin',
      fault: null,
      durationMs: expect.any(Number),
    })
    expect(client.mock.requests.find((entry) => entry.status === 404)?.path).toBe(
      '/svc/v1/AccountService/Accounts/nobody.here',
    )
    expect((await client.control('/requests', { method: 'DELETE' })).status).toBe(204)
    expect(client.mock.requests.size).toBe(0)
  })
})
