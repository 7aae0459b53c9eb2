/**
 * @module Concern 2: the cost per request in a test process (`setupServer` +
 * `fetch`), against one bare msw handler returning constant JSON. Each side
 * runs in a fresh process, alternating, several rounds.
 */
import { compare, type BenchRow } from './lib/bench-row.ts'
import { runScript } from './lib/child-process.ts'
import { runConcern } from './lib/run-concern.ts'
import { median, spread } from './lib/stats.ts'

type Timings = Record<string, number>

runConcern(async (settings) => {
  const ours: Timings[] = []
  const bare: Timings[] = []
  for (let round = 0; round < settings.rounds; round++) {
    ours.push(await runScript<Timings>('probes/in-process-probe.ts', ['ours', String(settings.inProcessRequests)]))
    bare.push(await runScript<Timings>('probes/in-process-probe.ts', ['bare', String(settings.inProcessRequests)]))
  }
  return Object.keys(ours[0]!).map((operation): BenchRow => {
    const value = median(ours.map((timings) => timings[operation]!))
    const limit = median(bare.map((timings) => timings[operation]!))
    return {
      concern: 'in-process',
      measure: `${operation} via setupServer + fetch`,
      value,
      unit: 'µs/req',
      spread: spread(ours.map((timings) => timings[operation]!)),
      comparisons: [compare('bare msw', value, limit)],
      target: '≤ 1.2× bare msw',
      met: value <= 1.2 * limit,
    }
  })
})
