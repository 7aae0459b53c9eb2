/**
 * @module Sessions, 3: the standalone server under load (autocannon, as the
 * server concern) with requests spread over 100 sessions, each request
 * naming the next in turn, against all of them naming one session, and
 * against naming none (the default session). The sessions are made during
 * the warm-up. Rounds go round-robin over the three; each ratio is the median
 * of the ratios within a round.
 */
import type { BenchRow } from './lib/bench-row.ts'
import { load, type LoadResult } from './lib/load.ts'
import { runConcern } from './lib/run-concern.ts'
import { operations, startCommand, stopTargets } from './lib/start-targets.ts'
import { median, spread } from './lib/stats.ts'

const sessionCount = 100
const share = 0.9
/** A read the sessions share (the seeded objects) and a write each makes to its own copy of the settings. */
const measured = operations.filter(({ name }) => name === 'GET object' || name === 'PATCH settings')
const variants = [
  { name: `${sessionCount} sessions`, sessions: Array.from({ length: sessionCount }, (_, index) => `load-${index}`) },
  { name: 'one session', sessions: ['load-one'] },
  { name: 'default session', sessions: [] as string[] },
]

runConcern(async (settings) => {
  const ours = await startCommand()
  try {
    const results = new Map<string, LoadResult[]>()
    const key = (variant: string, operation: string) => `${variant}|${operation}`
    // The warm-up makes the 100 sessions; `--quick` warms up with them alone, each autocannon run costing some start-up.
    for (const operation of measured) {
      for (const { sessions } of settings.quick ? variants.slice(0, 1) : variants) {
        await load(ours, operation, settings.warmupSeconds, settings.connections, sessions)
      }
    }
    for (let round = 0; round < settings.loadRounds; round++) {
      for (const operation of measured) {
        for (const { name, sessions } of variants) {
          const result = await load(ours, operation, settings.loadSeconds, settings.connections, sessions)
          if (result.failures > 0) console.warn(`[bench] ${name} ${operation.name}: ${result.failures} failed requests`)
          results.set(key(name, operation.name), [...(results.get(key(name, operation.name)) ?? []), result])
        }
      }
    }
    const sessionsNow = await (await fetch(`${ours.url}/__mock/sessions`)).json()
    if (!Array.isArray(sessionsNow) || sessionsNow.length !== sessionCount + 2) {
      throw new Error(
        `Expected ${sessionCount + 2} sessions on the server, found ${Array.isArray(sessionsNow) ? sessionsNow.length : 'none'}.`,
      )
    }

    return measured.map((operation): BenchRow => {
      const rps = (variant: string) => (results.get(key(variant, operation.name)) ?? []).map((r) => r.requestsPerSecond)
      const [many, one, none] = variants.map(({ name }) => rps(name)) as [number[], number[], number[]]
      const ratio = (baseline: number[]) => median(many.map((value, round) => value / baseline[round]!))
      const toOne = ratio(one)
      return {
        concern: 'sessions',
        measure: `${operation.name} req/s over ${sessionCount} sessions (${settings.connections} conn.)`,
        value: median(many),
        unit: 'req/s',
        spread: spread(many),
        comparisons: [
          { against: 'one session', value: median(one), ratio: toOne },
          { against: 'default session', value: median(none), ratio: ratio(none) },
        ],
        target: `≥ ${share}× one session`,
        met: toOne >= share,
      }
    })
  } finally {
    await stopTargets([ours])
  }
})
