/**
 * @module Sessions, 2: the heap 1,000 sessions hold, each made by one PATCH
 * of the settings (and, for comparison, 1,000 made by one GET), read after a
 * full GC in a fresh process per round, per session.
 */
import type { BenchRow } from './lib/bench-row.ts'
import { runScript } from './lib/child-process.ts'
import { runConcern } from './lib/run-concern.ts'
import { median, spread } from './lib/stats.ts'
import type { SessionMemory } from './probes/session-memory-probe.ts'

const limitKb = 50
const sessions = 1000

runConcern(async (settings) => {
  const rounds: SessionMemory[] = []
  for (let round = 0; round < settings.rounds; round++) {
    rounds.push(await runScript<SessionMemory>('probes/session-memory-probe.ts', [String(sessions)]))
  }
  const kb = (pick: (memory: SessionMemory) => number) => rounds.map((memory) => pick(memory) / 1024)
  const patched = median(kb((m) => m.perPatchedSessionBytes))
  const read = median(kb((m) => m.perReadSessionBytes))
  return [
    {
      concern: 'sessions',
      measure: `heap per session, ${sessions.toLocaleString('en-US')} sessions with one PATCH each`,
      value: patched,
      unit: 'KB',
      spread: spread(kb((m) => m.perPatchedSessionBytes)),
      target: `< ${limitKb} KB`,
      met: patched < limitKb,
    },
    {
      concern: 'sessions',
      measure: `heap per session, ${sessions.toLocaleString('en-US')} sessions with one GET each`,
      value: read,
      unit: 'KB',
      spread: spread(kb((m) => m.perReadSessionBytes)),
    },
  ] satisfies BenchRow[]
})
