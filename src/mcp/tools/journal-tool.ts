/**
 * @module `journal`: what the app sent and what the mock answered, in a
 * session. `read` sends the journal's filter fields as `GET /__mock/requests`'s
 * query (the verb's own); the time window, the count and the cursor are
 * applied to what comes back, newest first chosen, shown oldest first, bodies
 * left out unless asked for: a journal of a long session would fill a
 * model's context.
 */
import { z } from 'zod'
import { controlVerbs } from '../../engine/control/control-verbs.ts'
import type { JournalRecord } from '../../engine/journal/journal-entry.ts'
import { mockTool, verbAction } from '../mock-tool.ts'

const readArguments = {
  since: z.iso
    .datetime({ offset: true })
    .optional()
    .describe('Only requests that arrived at or after this time (ISO 8601).'),
  until: z.iso
    .datetime({ offset: true })
    .optional()
    .describe('Only requests that arrived before this time (ISO 8601).'),
  before: z
    .int()
    .min(1)
    .optional()
    .describe('Only requests older than this sequence number: the next page back, as "more" says.'),
  limit: z.int().min(1).max(200).default(20).describe('How many of the newest that match (default 20).'),
  bodies: z.boolean().default(false).describe("Include each request's and answer's body."),
}

type ReadArguments = z.output<z.ZodObject<typeof readArguments>>

/** The records that match the time window and the cursor, the newest `limit` of them, oldest first, as the model sees them. */
export function journalPage(records: readonly JournalRecord[], args: ReadArguments) {
  const since = args.since === undefined ? -Infinity : Date.parse(args.since)
  const until = args.until === undefined ? Infinity : Date.parse(args.until)
  const matched = records.filter((record) => {
    const time = Date.parse(record.time)
    return time >= since && time < until
  })
  const earlier = matched.filter((record) => args.before === undefined || record.sequence < args.before)
  const shown = earlier.slice(-args.limit)
  const older = earlier.length - shown.length
  return {
    matched: matched.length,
    entries: shown.map((record) => entryOf(record, args.bodies)),
    ...(older > 0 ? { more: `${older} older: ask again with "before": ${shown[0]!.sequence}` } : {}),
  }
}

/** An entry without its empty fields, and without its bodies unless asked for. */
function entryOf(record: JournalRecord, bodies: boolean): Record<string, unknown> {
  const { requestBody, responseBody, ...entry } = record
  return Object.fromEntries(
    Object.entries(bodies ? { ...entry, requestBody, responseBody } : entry).filter(([, value]) => value !== null),
  )
}

export const journalTool = mockTool({
  name: 'journal',
  description:
    'What the app sent to the mock and what it answered, in a session: read it to check a request the app made (its body, status, caller, scenario), clear it before a step, or export it as HAR or a Pact. "read" gives the newest 20 that match, oldest first, without bodies unless "bodies" is true. Example: {"action":"read","operation":"updateAccountSettings","status":422,"bodies":true}',
  paged: true,
  actions: {
    read: verbAction(controlVerbs.requests.filter, {
      summary: 'the requests that match',
      extra: readArguments,
      shown: (records, args) => journalPage(records as JournalRecord[], args as ReadArguments),
    }),
    clear: verbAction(controlVerbs.requests.clear),
    export_har: verbAction(controlVerbs.requests.toHAR),
    export_pact: verbAction(controlVerbs.requests.toPact),
  },
  argumentDescriptions: {
    consumer: 'The Pact\'s consumer (default "frontend").',
    provider: 'The Pact\'s provider (default "real-estate-service").',
  },
})
