/**
 * @module Concern 1: the standalone server under load (autocannon over
 * loopback), against the raw `node:http` limit and json-server. Rounds go
 * round-robin over the targets so that a noisy moment hits all of them.
 */
import { compare, type BenchRow } from './lib/bench-row.ts'
import { runConcern } from './lib/run-concern.ts'
import { load, type LoadResult } from './lib/load.ts'
import { median, spread } from './lib/stats.ts'
import { operations, recordAnswers, startConstant, startJsonServer, startMock, stopTargets, type Target } from './lib/start-targets.ts'

runConcern(async (settings) => {
  const ours = await startMock()
  const targets: Target[] = [ours]
  try {
    const answers = await recordAnswers(ours)
    targets.push(await startConstant('raw', ours, answers), await startJsonServer(), await startConstant('bare msw', ours, answers))
    const results = new Map<string, LoadResult[]>()
    const key = (target: Target, operation: string) => `${target.name}|${operation}`
    for (const operation of operations) {
      for (const target of targets) await load(target, operation, settings.warmupSeconds, settings.connections)
    }
    for (let round = 0; round < settings.rounds; round++) {
      for (const operation of operations) {
        for (const target of targets) {
          const result = await load(target, operation, settings.loadSeconds, settings.connections)
          if (result.failures > 0) console.warn(`[bench] ${target.name} ${operation.name}: ${result.failures} failed requests`)
          results.set(key(target, operation.name), [...(results.get(key(target, operation.name)) ?? []), result])
        }
      }
    }

    const rows: BenchRow[] = []
    for (const operation of operations) {
      const of = (target: Target, pick: (result: LoadResult) => number) => (results.get(key(target, operation.name)) ?? []).map(pick)
      const [mock, raw, jsonServer, bareMsw] = targets as [Target, Target, Target, Target]
      const rps = median(of(mock, (r) => r.requestsPerSecond))
      const rawRps = median(of(raw, (r) => r.requestsPerSecond))
      const jsonRps = median(of(jsonServer, (r) => r.requestsPerSecond))
      const bareRps = median(of(bareMsw, (r) => r.requestsPerSecond))
      const isPatch = operation.method === 'PATCH'
      const rawShare = isPatch ? 0.5 : 0.7
      rows.push({
        concern: 'server',
        measure: `${operation.name} req/s (${settings.connections} conn.)`,
        value: rps,
        unit: 'req/s',
        spread: spread(of(mock, (r) => r.requestsPerSecond)),
        comparisons: [compare('raw', rps, rawRps), compare('json-server', rps, jsonRps), compare('bare msw', rps, bareRps)],
        target: isPatch ? `≥ ${rawShare}× raw` : `≥ ${rawShare}× raw, ≥ 2× json-server`,
        met: rps >= rawShare * rawRps && (isPatch || rps >= 2 * jsonRps),
      })
      for (const quantile of ['p50', 'p99'] as const) {
        const latency = median(of(mock, (r) => r[quantile]))
        rows.push({
          concern: 'server',
          measure: `${operation.name} latency ${quantile}`,
          value: latency,
          unit: 'ms',
          comparisons: [compare('raw', latency, median(of(raw, (r) => r[quantile]))), compare('json-server', latency, median(of(jsonServer, (r) => r[quantile])))],
        })
      }
    }
    return rows
  } finally {
    await stopTargets(targets)
  }
})
