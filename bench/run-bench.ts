/**
 * @module `npm run bench`: runs each concern in its own process, prints one
 * summary table and writes it to `bench/results/latest.json`. Figures are
 * medians of rounds, compared with baselines measured in the same run.
 * `--quick` shortens every measure (CI runs it so the bench cannot rot);
 * `--only <concern>[,<concern>…]` (e.g. `--only browser-weight,page-load`) runs
 * those concerns alone and writes `bench/results/latest-<concerns>.json` instead.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus } from 'node:os'
import { join } from 'node:path'
import type { BenchRow } from './lib/bench-row.ts'
import { ensureBuiltCommand } from './lib/built-command.ts'
import { benchDirectory, forkScript, nextMessage } from './lib/child-process.ts'
import { formatTable } from './lib/format-table.ts'

const concerns = [
  'server-throughput.ts',
  'long-run-memory.ts',
  'in-process.ts',
  'data-scale.ts',
  'session-start.ts',
  'session-memory.ts',
  'session-throughput.ts',
  'snapshots.ts',
  'hybrid.ts',
  'cold-start.ts',
  'browser-weight.ts',
  'page-load.ts',
]

const args = process.argv.slice(2)
const onlyAt = args.indexOf('--only')
const only =
  onlyAt >= 0 ? (args[onlyAt + 1] ?? '').split(',').map((name) => name.replace(/(\.ts)?$/, '.ts')) : undefined
const unknown = only?.filter((concern) => !concerns.includes(concern)) ?? []
if (unknown.length > 0) throw new Error(`--only: no concern ${unknown.join(', ')} (${concerns.join(', ')}).`)
const startedAt = performance.now()
// The server rows measure the built command as users start it: a full run builds it from the sources
// first; `--quick` builds it only when a source is newer.
process.stderr.write('[bench] lib/bin.js…')
ensureBuiltCommand(!args.includes('--quick'))
process.stderr.write(` ${((performance.now() - startedAt) / 1000).toFixed(1)} s\n`)
const rows: BenchRow[] = []
const failures: string[] = []
for (const concern of only ?? concerns) {
  const concernStartedAt = performance.now()
  process.stderr.write(`[bench] ${concern}…`)
  try {
    const child = forkScript(concern, args)
    rows.push(...(await nextMessage<{ rows: BenchRow[] }>(child)).rows)
  } catch (error) {
    failures.push(`${concern}: ${(error as Error).message}`)
  }
  process.stderr.write(` ${((performance.now() - concernStartedAt) / 1000).toFixed(1)} s\n`)
}

const command = `npm run bench${args.length ? ` -- ${args.join(' ')}` : ''}`
const machine = `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'unknown CPU'}, Node ${process.version}`
const seconds = (performance.now() - startedAt) / 1000
console.log(`\n${command} — ${machine}, ${seconds.toFixed(0)} s\n`)
console.log(formatTable(rows))
const missed = rows.filter((row) => row.met === false).length
console.log(`\n${rows.filter((row) => row.met === true).length} targets met, ${missed} missed.`)

mkdirSync(join(benchDirectory, 'results'), { recursive: true })
writeFileSync(
  join(
    benchDirectory,
    `results/latest${only ? `-${only.map((concern) => concern.replace(/\.ts$/, '')).join('-')}` : ''}.json`,
  ),
  `${JSON.stringify({ command, machine, date: new Date().toISOString(), seconds, rows, failures }, null, 2)}\n`,
)
// Figures are reported, not judged: only a concern that failed to run fails the bench.
if (failures.length > 0) {
  console.error(`\n[bench] Failed to run: ${failures.join('; ')}`)
  process.exitCode = 1
}
