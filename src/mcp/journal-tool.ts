/**
 * @module `query_journal`: the session's journal by operation, status and
 * time. The fields travel as `GET /__mock/requests`'s query (`journal-query.ts`
 * reads them on the mock's side); the time window and the count are applied
 * to the entries that come back.
 */
import { z } from 'zod'
import { journalQuerySchema } from '../engine/control/journal-query.ts'
import type { JournalRecord } from '../engine/journal/journal-entry.ts'
import { sessionArgument } from './control-tools.ts'

export const journalInput = z.strictObject({
  operation: journalQuerySchema.shape.operation,
  status: journalQuerySchema.shape.status,
  method: journalQuerySchema.shape.method,
  since: z.iso
    .datetime({ offset: true })
    .optional()
    .describe('Only requests that arrived at or after this time (ISO 8601, e.g. 2026-11-27T14:00:00Z).'),
  until: z.iso
    .datetime({ offset: true })
    .optional()
    .describe('Only requests that arrived before this time (ISO 8601).'),
  last: z.int().min(1).max(1000).optional().describe('Only the newest this many of those.'),
  session: sessionArgument,
})

export type JournalQuery = z.infer<typeof journalInput>

/** The entries of `records` (oldest first) within the query's time window, the newest `last` of them. */
export function withinQuery(records: readonly JournalRecord[], query: JournalQuery): JournalRecord[] {
  const since = query.since === undefined ? -Infinity : Date.parse(query.since)
  const until = query.until === undefined ? Infinity : Date.parse(query.until)
  const kept = records.filter((record) => {
    const time = Date.parse(record.time)
    return time >= since && time < until
  })
  return query.last === undefined ? kept : kept.slice(-query.last)
}
