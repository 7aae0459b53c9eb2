/**
 * @module Does a spell of idleness slow the standalone server down for good? Two copies of the built
 * command serve GET object in the same alternating rounds with raw: one left idle for a while after it
 * started (long enough for V8's memory reducer to run a full collection), one started just before the
 * rounds. Each copy's CPU per request is compared with raw's in the same round
 * (docs/decisions/idle-server-stays-fast.md). Another tree's built command may be given instead of this one's.
 *
 *   node --import tsx bench/probes/idle-probe.ts [idle seconds, default 12] [rounds, default 5] [seconds, default 1.5] [lib/bin.js]
 */
import { load, type LoadResult } from '../lib/load.ts'
import { median } from '../lib/stats.ts'
import { operations, recordAnswers, startCommand, startServer, stopTargets, type Target } from '../lib/start-targets.ts'

const [idleText = '12', roundsText = '5', secondsText = '1.5', command] = process.argv.slice(2)
const getObject = operations.find(({ name }) => name === 'GET object')!

const idled = await startCommand({ command })
const targets: Target[] = [idled]
try {
  const raw = await startServer('raw', 'raw-server.ts', [await recordAnswers(idled)])
  targets.push(raw)
  await new Promise((resolve) => setTimeout(resolve, Number(idleText) * 1000))
  const fresh = { ...(await startCommand({ command })), name: 'started after' }
  targets.push(fresh)
  const rounds = new Map<Target, LoadResult[]>(targets.map((target) => [target, []]))
  for (const target of targets) await load(target, getObject, 0.5, 10)
  for (let round = 0; round < Number(roundsText); round++)
    for (const target of targets) rounds.get(target)!.push(await load(target, getObject, Number(secondsText), 10))
  const cpu = (target: Target) => rounds.get(target)!.map((result) => result.serverCpuPerRequest ?? Number.NaN)
  const rps = (target: Target) => rounds.get(target)!.map((result) => result.requestsPerSecond)
  for (const [label, target] of [
    [`idle ${idleText} s after start`, idled],
    ['started after', fresh],
  ] as const) {
    const cpuRatio = median(cpu(target).map((value, round) => value / cpu(raw)[round]!))
    const rpsRatio = median(rps(target).map((value, round) => value / rps(raw)[round]!))
    console.log(
      `${label.padEnd(24)} GET object ${rpsRatio.toFixed(2)}× raw's req/s, CPU ${median(cpu(target)).toFixed(1)} µs per request (${cpuRatio.toFixed(2)}× raw's ${median(cpu(raw)).toFixed(1)})`,
    )
  }
} finally {
  await stopTargets(targets)
}
