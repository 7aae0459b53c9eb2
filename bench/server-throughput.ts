/**
 * @module Concern 1: the mock over HTTP under load (autocannon over
 * loopback). The standalone server, as users start it (the built command,
 * `node lib/bin.js`, in a process of its own), against the raw `node:http`
 * limit and json-server, in req/s and in server CPU per request, and its PATCH against a minimal honest PATCH
 * server (`servers/patch-server.ts`: read, parse, merge, serialise); then the other adapters against the same raw limit, each also
 * against a constant handler in the same host (the Fetch adapter, Vite), so
 * that the host's own cost shows apart from ours. Rounds go round-robin over
 * the targets; each ratio is the median of the ratios within a round, so that
 * a noisy moment of a shared machine weighs on both sides of it.
 */
import { compare, type BenchRow, type Comparison } from './lib/bench-row.ts'
import { runConcern } from './lib/run-concern.ts'
import { load, type LoadResult } from './lib/load.ts'
import { median, spread } from './lib/stats.ts'
import {
  operations,
  recordAnswers,
  startJsonServer,
  startCommand,
  startServer,
  stopTargets,
  type Operation,
  type Target,
} from './lib/start-targets.ts'

runConcern(async (settings) => {
  const ours = await startCommand()
  const targets: Target[] = [ours]
  try {
    const answers = await recordAnswers(ours)
    const started = await Promise.all([
      startServer('raw', 'raw-server.ts', [answers]),
      startServer('PATCH baseline', 'patch-server.ts', [answers]),
      startJsonServer(),
      startServer('mock.fetch', 'fetch-server.ts'),
      startServer('bare fetch', 'fetch-server.ts', ['bare', answers]),
      startServer('middleware', 'middleware-server.ts'),
      startServer('vite', 'vite-server.ts'),
      startServer('bare vite', 'vite-server.ts', ['bare', answers]),
    ])
    targets.push(...started)
    const [raw, patchBaseline, jsonServer, fetchAdapter, bareFetch, middleware, vite, bareVite] = started as [
      Target,
      Target,
      Target,
      Target,
      Target,
      Target,
      Target,
      Target,
    ]

    const results = new Map<string, LoadResult[]>()
    const key = (target: Target, operation: string) => `${target.name}|${operation}`
    // The PATCH baseline answers PATCH only.
    const targetsOf = (operation: Operation) =>
      operation.method === 'PATCH' ? targets : targets.filter((target) => target !== patchBaseline)
    for (const operation of operations) {
      for (const target of targetsOf(operation))
        await load(target, operation, settings.warmupSeconds, settings.connections)
    }
    for (let round = 0; round < settings.loadRounds; round++) {
      for (const operation of operations) {
        for (const target of targetsOf(operation)) {
          const result = await load(target, operation, settings.loadSeconds, settings.connections)
          if (result.failures > 0)
            console.warn(`[bench] ${target.name} ${operation.name}: ${result.failures} failed requests`)
          results.set(key(target, operation.name), [...(results.get(key(target, operation.name)) ?? []), result])
        }
      }
    }

    const serverRows: BenchRow[] = []
    const adapterRows: BenchRow[] = []
    for (const operation of operations) {
      const of = (target: Target, pick: (result: LoadResult) => number) =>
        (results.get(key(target, operation.name)) ?? []).map(pick)
      const rps = (target: Target) => median(of(target, (r) => r.requestsPerSecond))
      const against = (target: Target, baseline: Target): Comparison => {
        const baselineRounds = of(baseline, (r) => r.requestsPerSecond)
        const ratios = of(target, (r) => r.requestsPerSecond).map((value, round) => value / baselineRounds[round]!)
        return { against: baseline.name, value: rps(baseline), ratio: median(ratios) }
      }
      const rpsRow = (concern: string, measure: string, target: Target, baselines: Target[]): BenchRow => ({
        concern,
        measure,
        value: rps(target),
        unit: 'req/s',
        spread: spread(of(target, (r) => r.requestsPerSecond)),
        comparisons: baselines.map((baseline) => against(target, baseline)),
      })

      const isPatch = operation.method === 'PATCH'
      const measure = `${operation.name} req/s (${settings.connections} conn.)`
      if (isPatch) {
        // A PATCH is judged against a server that does what any PATCH must (issue 30); raw shows the HTTP limit.
        const standalone = rpsRow('server', measure, ours, [patchBaseline, raw, jsonServer])
        const [toBaseline] = standalone.comparisons as [Comparison]
        serverRows.push({ ...standalone, target: '≥ 0.6× PATCH baseline', met: toBaseline.ratio >= 0.6 })
      } else {
        const rawShare = operation.name === 'GET object' ? 0.75 : 0.7
        const standalone = rpsRow('server', measure, ours, [raw, jsonServer])
        const [toRaw, toJsonServer] = standalone.comparisons as [Comparison, Comparison]
        serverRows.push({
          ...standalone,
          target: `≥ ${rawShare}× raw, ≥ 2× json-server`,
          met: toRaw.ratio >= rawShare && toJsonServer.ratio >= 2,
        })
      }
      const cpu = (target: Target) => of(target, (r) => r.serverCpuPerRequest ?? Number.NaN)
      if (cpu(ours).every(Number.isFinite)) {
        const cpuAgainst = (baseline: Target): Comparison => ({
          against: baseline.name,
          value: median(cpu(baseline)),
          ratio: median(cpu(ours).map((value, round) => value / cpu(baseline)[round]!)),
        })
        serverRows.push({
          concern: 'server',
          measure: `${operation.name} server CPU per request`,
          value: median(cpu(ours)),
          unit: 'µs',
          spread: spread(cpu(ours)),
          comparisons: [...(isPatch ? [cpuAgainst(patchBaseline)] : []), cpuAgainst(raw), cpuAgainst(jsonServer)],
        })
      }
      for (const quantile of ['p50', 'p99'] as const) {
        const latency = (target: Target) => median(of(target, (r) => r[quantile]))
        serverRows.push({
          concern: 'server',
          measure: `${operation.name} latency ${quantile}`,
          value: latency(ours),
          unit: 'ms',
          comparisons: [
            compare('raw', latency(ours), latency(raw)),
            compare('json-server', latency(ours), latency(jsonServer)),
          ],
        })
      }
      adapterRows.push(
        rpsRow('adapters', `${operation.name} req/s, mock.fetch on @hono/node-server`, fetchAdapter, [raw, bareFetch]),
        rpsRow('adapters', `${operation.name} req/s, middleware in node:http`, middleware, [raw]),
        rpsRow('adapters', `${operation.name} req/s, Vite plugin in vite dev`, vite, [raw, bareVite]),
      )
    }
    return [...serverRows, ...adapterRows]
  } finally {
    await stopTargets(targets)
  }
})
