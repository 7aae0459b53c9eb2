import { afterEach, describe, expect, test, vi } from 'vitest'
import { defineScenario } from '../../src/engine/scenarios/define-scenario.ts'
import { chosenAnswer, fetchHandler, useClient } from '../support/mock-fetch.ts'

const settingsPath = '/AccountService'
const objectPath = '/RealEstateService/RealEstateObjects/re-0001'

describe('stacked scenarios', () => {
  const client = useClient(fetchHandler)

  test('X-Mock-Scenario: slow,maintenance applies both: slow’s delay and maintenance’s 503', async () => {
    const entry = await chosenAnswer(client, settingsPath, { headers: { 'X-Mock-Scenario': 'slow,maintenance' } })
    expect(entry).toMatchObject({ status: 503, scenario: 'slow,maintenance' })
    expect(entry.delayMs).toBeGreaterThanOrEqual(800)
  })

  test('data comes from the last scenario that defines data, and writes go to that scenario’s data', async () => {
    expect((await client.call(objectPath, { headers: { 'X-Mock-Scenario': 'auth,empty' } })).status).toBe(401)
    const headers = { 'X-Mock-Scenario': 'read-only,empty', Authorization: 'Bearer x' }
    expect((await client.call(objectPath, { headers })).status).toBe(404)
    await client.call(settingsPath, {
      method: 'PATCH',
      json: { activity_logs: false },
      headers: { 'X-Mock-Scenario': 'default,empty' },
    })
    expect((await client.call(settingsPath, { headers: { 'X-Mock-Scenario': 'empty' } })).body.activity_logs).toBe(
      false,
    )
    expect((await client.call(settingsPath)).body.activity_logs).toBe(true)
  })

  test('later scenarios win per operation', async () => {
    client.mock.useScenario(['maintenance', 'read-only'])
    expect((await client.call(settingsPath)).status).toBe(503)
    client.mock.useScenario('read-only,default')
    expect((await client.call(settingsPath, { method: 'PATCH', json: { activity_logs: false } })).status).toBe(403)
  })

  test('PUT /__mock/scenario takes a list as "value" or a comma-separated "name"; GET shows the stack', async () => {
    expect(
      (await client.control('/scenario', { method: 'PUT', json: { value: ['empty', 'maintenance'] } })).body,
    ).toEqual({ name: 'empty,maintenance' })
    expect((await client.control('/scenario')).body).toEqual({ name: 'empty,maintenance' })
    expect((await client.control('/scenario', { method: 'PUT', json: { name: 'slow,auth' } })).body).toEqual({
      name: 'slow,auth',
    })
    expect(client.mock.settings.scenario().name).toBe('slow,auth')
  })

  test('an unknown name in a stack is a 400 problem naming it', async () => {
    const answer = await client.call(settingsPath, { headers: { 'X-Mock-Scenario': 'slow,sunny' } })
    expect(answer.status).toBe(400)
    expect(answer.body.detail).toContain('"sunny"')
  })
})

const openToAll = defineScenario({
  name: 'open-to-all',
  description: 'Authentication off, whatever came before.',
  auth: false,
})

describe('scenarios that can’t stack', () => {
  const client = useClient(fetchHandler, { scenarios: [openToAll] })

  test('two scenarios that set auth differently are a 400 problem naming both, and nothing changes', async () => {
    const answer = await client.call(settingsPath, { headers: { 'X-Mock-Scenario': 'auth,open-to-all' } })
    expect(answer.status).toBe(400)
    expect(answer.body.detail).toMatch(/"auth" and "open-to-all" can't be stacked/)
    const put = await client.control('/scenario', { method: 'PUT', json: { value: ['open-to-all', 'auth'] } })
    expect(put.status).toBe(400)
    expect(client.mock.settings.scenario().name).toBe('default')
  })
})

describe('schedules', () => {
  const client = useClient(fetchHandler)
  afterEach(() => {
    client.mock.setSchedule([])
    vi.useRealTimers()
  })
  // Only Date is faked: sockets and the adapters' own timers keep running.
  const clock = () => vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-01-01T00:00:00Z') })

  test('an outage window: maintenance from 30 s for 10 s, on the mock’s clock', async () => {
    clock()
    client.mock.setSchedule([{ after: '30s', for: '10s', scenario: 'maintenance' }])
    const statusAt = async (seconds: number) => {
      vi.setSystemTime(new Date('2026-01-01T00:00:00Z').getTime() + seconds * 1000)
      return (await client.call(settingsPath)).status
    }
    expect(await statusAt(29)).toBe(200)
    expect(await statusAt(30)).toBe(503)
    expect(client.mock.requests.find()?.scenario).toBe('default,maintenance')
    expect(await statusAt(39)).toBe(503)
    expect(await statusAt(40)).toBe(200)
  })

  test('a degradation ramp: growing latency in two windows, read from the journal', async () => {
    clock()
    client.mock.setLatency({ all: 0 })
    client.mock.setLatency(undefined)
    client.mock.setSchedule([
      { after: 0, for: '1m', scenario: 'slow' },
      { after: '1m', scenario: 'slow,flaky' },
    ])
    const first = await chosenAnswer(client, objectPath)
    vi.setSystemTime(Date.now() + 90_000)
    const later = await chosenAnswer(client, objectPath)
    expect(first).toMatchObject({ scenario: 'default,slow' })
    expect(first.delayMs).toBeGreaterThanOrEqual(800)
    expect(later.scenario).toBe('default,slow,flaky')
  })

  test('a flapping service: 5 s of maintenance every 20 s', async () => {
    clock()
    const start = Date.now()
    client.mock.setSchedule([{ after: 0, for: '5s', every: '20s', scenario: 'maintenance' }])
    const statuses: number[] = []
    for (const seconds of [0, 4, 5, 19, 20, 24, 25, 41]) {
      vi.setSystemTime(start + seconds * 1000)
      statuses.push((await client.call(settingsPath)).status)
    }
    expect(statuses).toEqual([503, 503, 200, 200, 503, 503, 200, 503])
  })

  test('PUT /__mock/schedule sets it, GET shows each window and whether it is open, bad entries are a 422 with pointers', async () => {
    clock()
    const set = await client.control('/schedule', {
      method: 'PUT',
      json: { value: [{ after: '1s', for: '2s', scenario: 'maintenance' }] },
    })
    expect(set.status).toBe(200)
    vi.setSystemTime(Date.now() + 1500)
    const shown = (await client.control('/schedule')).body
    expect(shown.value).toEqual([{ after: '1s', for: '2s', scenario: 'maintenance' }])
    expect(shown.windows).toEqual([
      expect.objectContaining({ after: 1000, for: 2000, scenario: 'maintenance', active: true }),
    ])

    const bad = await client.control('/schedule', {
      method: 'PUT',
      json: {
        value: [
          { after: 'soon', scenario: 'maintenance' },
          { after: 0, scenario: 'sunny' },
        ],
      },
    })
    expect(bad.status).toBe(422)
    expect(bad.body.errors.map((error: { pointer: string }) => error.pointer)).toEqual([
      '/value/0/after',
      '/value/1/scenario',
    ])
    expect((await client.control('/schedule')).body.value).toHaveLength(1)
    expect((await client.control('/schedule', { method: 'PUT', json: { value: null } })).body.value).toEqual([])
  })

  test('reset clears a schedule set in code', async () => {
    client.mock.setSchedule([{ after: 0, scenario: 'maintenance' }])
    expect((await client.call(settingsPath)).status).toBe(503)
    await client.mock.reset()
    expect((await client.call(settingsPath)).status).toBe(200)
  })
})
