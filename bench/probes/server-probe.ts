/**
 * @module The standalone server's PATCH and GET object alone, against the
 * PATCH baseline and raw, in alternating rounds: the part of
 * `server-throughput.ts` a change to the request path moves, in a minute
 * rather than seven. Optionally a second built command (another tree's
 * `lib/bin.js`, e.g. a `git archive` of the commit before a change, built with
 * tsdown) runs in the same rounds, so a before/after is read within one run.
 *
 *   node --import tsx bench/probes/server-probe.ts [rounds, default 7] [seconds, default 1.5] [other lib/bin.js]
 */
import { load, type LoadResult } from '../lib/load.ts'
import { median, spread } from '../lib/stats.ts'
import { operations, recordAnswers, startCommand, startServer, stopTargets, type Target } from '../lib/start-targets.ts'

const [roundsText = '7', secondsText = '1.5', otherCommand] = process.argv.slice(2)
const rounds = Number(roundsText)
const seconds = Number(secondsText)

const ours = await startCommand()
const targets: Target[] = [ours]
try {
  const answers = await recordAnswers(ours)
  const raw = await startServer('raw', 'raw-server.ts', [answers])
  const baseline = await startServer('PATCH baseline', 'patch-server.ts', [answers])
  targets.push(raw, baseline)
  if (otherCommand) targets.push({ ...(await startCommand({ command: otherCommand })), name: 'other' })
  const measured = operations.filter(({ name }) => name === 'PATCH settings' || name === 'GET object')
  const results = new Map<string, LoadResult[]>()
  const of = (target: Target, name: string) => results.get(`${target.name}|${name}`) ?? []
  const targetsOf = (method: string) => (method === 'PATCH' ? targets : targets.filter((t) => t !== baseline))
  for (const operation of measured)
    for (const target of targetsOf(operation.method)) await load(target, operation, 0.5, 10)
  for (let round = 0; round < rounds; round++) {
    for (const operation of measured) {
      // Alternate the order within a round, so that no target always follows the same one.
      const order = targetsOf(operation.method)
      for (const target of round % 2 ? [...order].reverse() : order) {
        const result = await load(target, operation, seconds, 10)
        results.set(`${target.name}|${operation.name}`, [...of(target, operation.name), result])
      }
    }
  }
  const fixed = (value: number, digits = 2) => value.toFixed(digits)
  for (const operation of measured) {
    const against = operation.method === 'PATCH' ? baseline : raw
    console.log(`\n${operation.name} (${rounds} rounds of ${seconds} s), ratios against ${against.name}:`)
    for (const target of targetsOf(operation.method)) {
      const rps = of(target, operation.name).map((r) => r.requestsPerSecond)
      const cpu = of(target, operation.name).map((r) => r.serverCpuPerRequest ?? Number.NaN)
      const base = of(against, operation.name)
      const ratios = rps.map((value, round) => value / base[round]!.requestsPerSecond)
      // CPU per request against ours, round by round: steadier than req/s on a shared machine.
      const oursCpu = of(ours, operation.name).map((r) => r.serverCpuPerRequest ?? Number.NaN)
      const cpuRatio = median(cpu.map((value, round) => value / oursCpu[round]!))
      console.log(
        `  ${target.name.padEnd(15)} ${Math.round(median(rps)).toString().padStart(6)} req/s ±${fixed((spread(rps) ?? 0) * 50, 0)}%` +
          `  CPU ${fixed(median(cpu), 1)} µs/req (${fixed(cpuRatio)}× ours)  ratio ${fixed(median(ratios))} (rounds ${ratios.map((r) => fixed(r)).join(' ')})`,
      )
    }
  }
} finally {
  await stopTargets(targets)
}
