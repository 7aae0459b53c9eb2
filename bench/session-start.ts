/**
 * @module Sessions, 1: from the first request of a session id the mock has
 * never seen to its answer, at the default size. In-process through
 * `mock.fetch` (a fresh process per round), against `mock.reset()` after a
 * PATCH and against the same request in a session already made; then through
 * the standalone server, against the same request in a session already made.
 */
import { Agent, get } from 'node:http'
import { compare, type BenchRow } from './lib/bench-row.ts'
import { runScript } from './lib/child-process.ts'
import { runConcern } from './lib/run-concern.ts'
import { startCommand, stopTargets } from './lib/start-targets.ts'
import { median, spread } from './lib/stats.ts'
import type { SessionStartTimings } from './probes/session-start-probe.ts'

const limitMs = 1

runConcern(async (settings) => {
  const samples = settings.quick ? 200 : 1000
  const rounds: SessionStartTimings[] = []
  for (let round = 0; round < settings.rounds; round++) {
    rounds.push(await runScript<SessionStartTimings>('probes/session-start-probe.ts', [String(samples)]))
  }
  const of = (pick: (timings: SessionStartTimings) => number) => rounds.map(pick)
  const reset = median(of((t) => t.resetAfterPatchMs))
  const usedGet = median(of((t) => t.usedSessionGetMs))
  const inProcess = (
    measure: string,
    pick: (timings: SessionStartTimings) => number,
    baselines: (value: number) => BenchRow['comparisons'],
  ): BenchRow => {
    const value = median(of(pick))
    return {
      concern: 'sessions',
      measure,
      value,
      unit: 'ms',
      spread: spread(of(pick)),
      comparisons: baselines(value),
      target: `< ${limitMs} ms`,
      met: value < limitMs,
    }
  }
  const rows: BenchRow[] = [
    inProcess(
      'new session → first GET object, mock.fetch',
      (t) => t.newSessionGetMs,
      (value) => [compare('reset() after a PATCH', value, reset), compare('GET in a used session', value, usedGet)],
    ),
    inProcess(
      'new session → first PATCH settings, mock.fetch',
      (t) => t.newSessionPatchMs,
      (value) => [compare('reset() after a PATCH', value, reset)],
    ),
    {
      concern: 'sessions',
      measure: 'first named session of a mock (seeds the shared data)',
      value: median(of((t) => t.firstSessionMs)),
      unit: 'ms',
      spread: spread(of((t) => t.firstSessionMs)),
    },
  ]

  // Through the standalone server: a new id's GET and a used session's GET alternate on one keep-alive connection.
  const ours = await startCommand()
  try {
    const url = ours.url + ours.paths['GET object']!
    // node:http rather than fetch: a lighter client, so that the figure is mostly the server's.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    const time = (session: string) =>
      new Promise<number>((resolve, reject) => {
        const startedAt = performance.now()
        get(url, { agent, headers: { 'X-Mock-Session': session } }, (response) => {
          response.resume()
          response.on('end', () =>
            response.statusCode === 200
              ? resolve(performance.now() - startedAt)
              : reject(new Error(`Expected 200, got ${response.statusCode}.`)),
          )
        }).on('error', reject)
      })
    const fresh: number[] = []
    const used: number[] = []
    // The default cap of the server is 1,000 sessions: stay below it, so that none is dropped on the way.
    const count = Math.min(samples, 400)
    for (let index = 0; index < count + 100; index++) {
      const newMs = await time(`http-${index}`)
      const usedMs = await time('http-used')
      if (index < 100) continue
      fresh.push(newMs)
      used.push(usedMs)
    }
    const value = median(fresh)
    rows.push({
      concern: 'sessions',
      measure: 'new session → first GET object, standalone server',
      value,
      unit: 'ms',
      comparisons: [compare('GET in a used session', value, median(used))],
      target: `< ${limitMs} ms`,
      met: value < limitMs,
    })
    agent.destroy()
  } finally {
    await stopTargets([ours])
  }
  return rows
})
