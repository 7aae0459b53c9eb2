import { describe, expect, test } from 'vitest'
import { fetchHandler, useClient } from '../support/mock-fetch.ts'

describe('latency and faults', () => {
  const client = useClient(fetchHandler)

  const timed = async (path: string, init?: RequestInit) => {
    const started = performance.now()
    const answer = await client.call(path, init)
    return { answer, elapsed: performance.now() - started }
  }

  test('no latency by default in Node', async () => {
    expect(client.mock.requests.all()).toHaveLength(0)
    await client.call('/AccountService')
    expect(client.mock.requests.find()).toMatchObject({ status: 200, delayMs: 0 })
  })

  test('a fixed global latency delays every operation', async () => {
    client.mock.setLatency(150)
    const { elapsed } = await timed('/RealEstateService/RealEstateObjects/re-0001')
    expect(elapsed).toBeGreaterThanOrEqual(145)
    expect(client.mock.requests.find()?.delayMs).toBe(150)
  })

  test('per-operation latency applies to that operation only', async () => {
    client.mock.setLatency({ getAccount: 200 })
    expect((await timed('/AccountService/Accounts/alice.admin')).elapsed).toBeGreaterThanOrEqual(195)
    const entry = client.mock.requests.find({ operation: 'getAccount' })!
    expect(entry.delayMs).toBe(200)
    expect(entry.durationMs).toBeGreaterThanOrEqual(200)
    await client.call('/AccountService')
    expect(client.mock.requests.find({ operation: 'getAccountSettings' })?.delayMs).toBe(0)
  })

  test('a latency range draws each delay within it, and the answer waits it out', async () => {
    // That the draws repeat with the seed is checked without timers, in src/engine/mock-state.test.ts.
    client.mock.setLatency([60, 120])
    for (let index = 0; index < 3; index++) {
      const { elapsed } = await timed('/AccountService')
      const { delayMs } = client.mock.requests.find()!
      expect(delayMs).toBeGreaterThanOrEqual(60)
      expect(delayMs).toBeLessThanOrEqual(120)
      expect(elapsed).toBeGreaterThanOrEqual(delayMs! - 2)
    }
  })

  test("'infinite' latency never answers; the journal records the request", async () => {
    client.mock.setLatency({ getRealEstateObject: 'infinite' })
    const result = await client
      .fetch(`${client.serviceUrl}/RealEstateService/RealEstateObjects/re-0001`, { signal: AbortSignal.timeout(300) })
      .then(
        () => 'answered',
        (error: Error) => error.name,
      )
    expect(result).toBe('TimeoutError')
    expect(client.mock.requests.find()).toMatchObject({ operation: 'getRealEstateObject', status: null, delayMs: null })
  })

  test.each([429, 503] as const)('a %i fault answers a problem with Retry-After', async (status) => {
    client.mock.setFaults({ getAccountSettings: { status } })
    const answer = await client.call('/AccountService')
    expect(answer.status).toBe(status)
    expect(answer.headers.get('retry-after')).toBe('2')
    expect(answer.headers.get('content-type')).toBe('application/problem+json')
    expect(client.mock.requests.find()).toMatchObject({ status, fault: 'status' })
  })

  test('a 500 fault on one operation leaves the others alone', async () => {
    client.mock.setFaults({ getRealEstateObject: { status: 500 } })
    expect((await client.call('/RealEstateService/RealEstateObjects/re-0001')).status).toBe(500)
    expect((await client.call('/AccountService')).status).toBe(200)
  })

  test('a network-error fault fails the fetch itself', async () => {
    client.mock.setFaults({ all: 'network-error' })
    await expect(client.fetch(`${client.serviceUrl}/AccountService`)).rejects.toThrow()
    expect(client.mock.requests.find()).toMatchObject({ fault: 'network-error', status: null })
  })

  test('a hang fault never answers', async () => {
    client.mock.setFaults({ getAccount: 'hang' })
    const result = await client
      .fetch(`${client.serviceUrl}/AccountService/Accounts/alice.admin`, { signal: AbortSignal.timeout(300) })
      .then(
        () => 'answered',
        (error: Error) => error.name,
      )
    expect(result).toBe('TimeoutError')
    expect(client.mock.requests.find()).toMatchObject({ fault: 'hang', status: null, delayMs: null })
  })

  test('random faults at a rate repeat with their seed and differ with another seed', async () => {
    const pattern = async (seed: number) => {
      await client.mock.reset()
      client.mock.setFaults({ all: { rate: 0.5, faults: { status: 502 } }, seed })
      const statuses: number[] = []
      for (let index = 0; index < 24; index++) statuses.push((await client.call('/AccountService')).status)
      return statuses
    }
    const first = await pattern(1)
    expect(first).toContain(502)
    expect(first).toContain(200)
    expect(await pattern(1)).toEqual(first)
    expect(await pattern(2)).not.toEqual(first)
  })

  test('reset clears faults and latency set in code', async () => {
    client.mock.setFaults({ all: { status: 500 } })
    await client.mock.reset()
    expect((await client.call('/AccountService')).status).toBe(200)
  })

  test('PUT /__mock/latency and /__mock/faults set them; bad values answer 422 and change nothing', async () => {
    expect(
      (await client.control('/faults', { method: 'PUT', json: { value: { getAccount: { status: 504 } } } })).status,
    ).toBe(200)
    expect((await client.call('/AccountService/Accounts/alice.admin')).status).toBe(504)
    expect((await client.control('/faults')).body).toEqual({ value: { getAccount: { status: 504 } } })

    const bad = await client.control('/faults', { method: 'PUT', json: { value: { getAccount: { status: 200 } } } })
    expect(bad.status).toBe(422)
    expect((await client.control('/faults')).body).toEqual({ value: { getAccount: { status: 504 } } })

    expect((await client.control('/faults', { method: 'PUT', json: { value: null } })).status).toBe(200)
    expect((await client.call('/AccountService/Accounts/alice.admin')).status).toBe(200)

    expect((await client.control('/latency', { method: 'PUT', json: { value: { all: 120 } } })).status).toBe(200)
    expect((await timed('/AccountService')).elapsed).toBeGreaterThanOrEqual(115)
    expect(client.mock.requests.find()?.delayMs).toBe(120)
    expect((await client.control('/latency', { method: 'PUT', json: { value: [300, 100] } })).status).toBe(422)
    expect((await client.control('/latency', { method: 'PUT', body: 'nope' })).status).toBe(400)
  })
})
