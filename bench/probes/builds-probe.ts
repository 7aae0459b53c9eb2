/**
 * @module Paired rounds of two or more built commands (e.g. a tree with a change and one without it,
 * each a `git archive` built with tsdown) and raw, all left idle for the same while after they start,
 * then loaded in turn, round after round, the order reversed every other round. The figure to read is
 * each build's CPU per request against the first build's in the same round (from `/proc`: on a shared
 * machine it moves less than req/s), the median over the rounds.
 *
 *   node --import tsx bench/probes/builds-probe.ts [--rounds 9] [--seconds 1.5] [--idle 12]
 *     [--operation "GET object"] [--pipelining 1] <lib/bin.js> <lib/bin.js> [...]
 */
import { parseArgs } from 'node:util'
import { load, type LoadResult } from '../lib/load.ts'
import { median } from '../lib/stats.ts'
import { operations, recordAnswers, startCommand, startServer, stopTargets, type Target } from '../lib/start-targets.ts'

const { values, positionals: commands } = parseArgs({
  allowPositionals: true,
  options: {
    rounds: { type: 'string', default: '9' },
    seconds: { type: 'string', default: '1.5' },
    idle: { type: 'string', default: '12' },
    operation: { type: 'string', default: 'GET object' },
    pipelining: { type: 'string', default: '1' },
  },
})
const operation = operations.find(({ name }) => name === values.operation)
if (!operation || commands.length < 2)
  throw new Error('Failed to compare: give an operation of the bench and two built commands or more.')
const [seconds, pipelining] = [Number(values.seconds), Number(values.pipelining)]

const targets: Target[] = []
try {
  for (const [index, command] of commands.entries())
    targets.push({ ...(await startCommand({ command })), name: `${String.fromCharCode(65 + index)} ${command}` })
  const raw = await startServer('raw', 'raw-server.ts', [await recordAnswers(targets[0]!)])
  targets.push(raw)
  await new Promise((resolve) => setTimeout(resolve, Number(values.idle) * 1000))
  const results = new Map<Target, LoadResult[]>(targets.map((target) => [target, []]))
  for (const target of targets) await load(target, operation, 0.5, 10, [], pipelining)
  for (let round = 0; round < Number(values.rounds); round++)
    for (const target of round % 2 ? [...targets].reverse() : targets)
      results.get(target)!.push(await load(target, operation, seconds, 10, [], pipelining))

  const cpu = (target: Target) => results.get(target)!.map((result) => result.serverCpuPerRequest ?? Number.NaN)
  const rps = (target: Target) => results.get(target)!.map((result) => result.requestsPerSecond)
  const paired = (ours: number[], theirs: number[]) => ours.map((value, round) => value / theirs[round]!)
  console.log(
    `${operation.name}${pipelining > 1 ? `, ${pipelining} pipelined` : ''}: ${values.rounds} rounds of ${seconds} s after ${values.idle} s idle`,
  )
  for (const target of targets) {
    const toFirst = paired(cpu(target), cpu(targets[0]!))
    console.log(
      `  ${target.name}\n    ${Math.round(median(rps(target)))} req/s (${median(paired(rps(target), rps(raw))).toFixed(2)}× raw), ` +
        `CPU ${median(cpu(target)).toFixed(1)} µs/req (${median(paired(cpu(target), cpu(raw))).toFixed(2)}× raw's), ` +
        `${median(toFirst).toFixed(3)}× A's CPU (rounds ${toFirst.map((ratio) => ratio.toFixed(2)).join(' ')})`,
    )
  }
  const failures = targets.flatMap((target) => results.get(target)!.map((result) => result.failures))
  if (failures.some((count) => count > 0)) console.log(`  failed requests in some rounds: ${failures.join(' ')}`)
} finally {
  await stopTargets(targets)
}
