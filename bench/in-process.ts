/**
 * @module Concern 2: the cost per request in a test process (`setupServer` +
 * `fetch`), against one bare msw handler returning the same JSON. Both run
 * in the same process in alternating batches; each round is a fresh process.
 * The baseline's name carries the version of msw the probe loads (this
 * project's node_modules), so a table says which major it measured.
 */
import { createRequire } from 'node:module'
import type { BenchRow } from './lib/bench-row.ts'
import { runScript } from './lib/child-process.ts'
import { runConcern } from './lib/run-concern.ts'
import { median, spread } from './lib/stats.ts'
import type { InProcessTimings } from './probes/in-process-probe.ts'

/** The msw that `probes/in-process-probe.ts` imports, resolved from where it is. */
const msw = createRequire(new URL('probes/in-process-probe.ts', import.meta.url))('msw/package.json') as {
  version: string
}

runConcern(async (settings) => {
  const rounds: InProcessTimings[] = []
  for (let round = 0; round < settings.rounds; round++) {
    rounds.push(await runScript<InProcessTimings>('probes/in-process-probe.ts', [String(settings.inProcessRequests)]))
  }
  return Object.keys(rounds[0]!).map((operation): BenchRow => {
    const ours = rounds.map((timings) => timings[operation]!.ours)
    const value = median(ours)
    const limit = median(rounds.map((timings) => timings[operation]!.bare))
    // The ratio of batches run back to back, not of the two medians: each side's time moves with the machine.
    const ratio = median(rounds.map((timings) => timings[operation]!.ratio))
    return {
      concern: 'in-process',
      measure: `${operation} via setupServer + fetch`,
      value,
      unit: 'µs/req',
      spread: spread(ours),
      comparisons: [{ against: `bare msw ${msw.version}`, value: limit, ratio }],
      target: '≤ 1.2× bare msw',
      met: ratio <= 1.2,
    }
  })
})
