/**
 * @module Hybrid mode: what forwarding costs, and what it costs the routes
 * that stay with the mock. A real service (the standalone server of another
 * seed, on loopback) is read three ways, one request at a time: directly with
 * `fetch` (the baseline), through `mock.fetch` with the operation routed
 * `real`, and through `real-then-mock`. A mock route of a mock with a real
 * service is compared with the same route of a mock with none.
 */
import { createMock } from '../src/adapters/middleware/create-node-mock.ts'
import { createServer } from '../src/server/create-server.ts'
import { compare, type BenchRow } from './lib/bench-row.ts'
import { runConcern } from './lib/run-concern.ts'
import { median } from './lib/stats.ts'

const objectPath = '/svc/v1/RealEstateService/RealEstateObjects/re-0001'

/** Median µs per request over `rounds` rounds of `count` requests, each read to its end. */
async function perRequest(count: number, rounds: number, send: () => Promise<Response>): Promise<number> {
  const times: number[] = []
  for (let round = 0; round < rounds; round++) {
    const startedAt = performance.now()
    for (let index = 0; index < count; index++) await (await send()).arrayBuffer()
    times.push(((performance.now() - startedAt) * 1000) / count)
  }
  return median(times)
}

runConcern(async ({ quick }) => {
  const count = quick ? 200 : 2000
  const rounds = quick ? 3 : 7
  const real = createServer({ seed: 7, site: false })
  const realUrl = await real.listen(0, '127.0.0.1')
  try {
    const hybrid = createMock({ real: { url: realUrl } })
    const plain = createMock()
    const request = () => new Request(`http://bench.test${objectPath}`)
    // Warm up every path (connections, seeded data, JIT) before measuring.
    await perRequest(200, 1, () => fetch(`${realUrl}${objectPath}`))
    hybrid.setRoutes({ getRealEstateObject: 'real' })
    await perRequest(200, 1, () => hybrid.fetch(request()))

    const direct = await perRequest(count, rounds, () => fetch(`${realUrl}${objectPath}`))
    const forwarded = await perRequest(count, rounds, () => hybrid.fetch(request()))
    hybrid.setRoutes({ getRealEstateObject: 'real-then-mock' })
    const withFallback = await perRequest(count, rounds, () => hybrid.fetch(request()))
    hybrid.setRoutes(undefined)
    await perRequest(200, 1, () => plain.fetch(request()))
    // Round by round in turn, so that neither gains from running second (a warmer JIT, a quieter machine).
    const plainRounds: number[] = []
    const hybridRounds: number[] = []
    for (let round = 0; round < rounds; round++) {
      plainRounds.push(await perRequest(count * 5, 1, () => plain.fetch(request())))
      hybridRounds.push(await perRequest(count * 5, 1, () => hybrid.fetch(request())))
    }
    const mockOfPlain = median(plainRounds)
    const mockOfHybrid = median(hybridRounds)

    const overhead = (value: number): BenchRow['comparisons'] => [
      compare('fetch to the real service directly', value, direct),
    ]
    return [
      {
        concern: 'hybrid',
        measure: 'GET object routed real, mock.fetch → real service',
        value: forwarded,
        unit: 'µs/req',
        comparisons: overhead(forwarded),
        target: '≤ direct + 1 ms',
        met: forwarded - direct <= 1000,
      },
      {
        concern: 'hybrid',
        measure: 'GET object routed real-then-mock (real answers)',
        value: withFallback,
        unit: 'µs/req',
        comparisons: overhead(withFallback),
        target: '≤ direct + 1 ms',
        met: withFallback - direct <= 1000,
      },
      {
        concern: 'hybrid',
        measure: 'GET object routed mock, on a mock with a real service',
        value: mockOfHybrid,
        unit: 'µs/req',
        comparisons: [compare('a mock with no real service', mockOfHybrid, mockOfPlain)],
        target: '≤ 1.1× a mock with no real service',
        met: mockOfHybrid <= mockOfPlain * 1.1,
      },
    ] satisfies BenchRow[]
  } finally {
    await real.close()
  }
})
