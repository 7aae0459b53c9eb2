/**
 * @module `GET /__mock/requests?operation=…&status=…`: the query as a journal
 * filter, field by field as `mock.requests.filter` takes them; and
 * `GET /__mock/requests.pact?consumer=…&provider=…`. A key or value that
 * can't be one is a `400` problem naming it.
 */
import { withMeta, z } from '../../model/zod.ts'
import { isOperationId, type OperationId, operationIds } from '../../model/operations.ts'
import { HttpProblem } from '../problems/http-problem.ts'
import type { JournalEntry, JournalFilter } from '../journal/request-journal.ts'
import type { PactParties } from '../journal/pact-v3.ts'
import { shownInput } from '../problems/shown-input.ts'

/** Query keys that are not filters: the control API's own. */
const ignored = new Set(['session'])

const readers: Record<string, (value: string) => JournalEntry[keyof JournalEntry]> = {
  operation: (value) => {
    if (value === 'null') return null
    if (!isOperationId(value))
      throw new HttpProblem(
        'badRequest',
        `"${shownInput(value)}" is no operation: use one of ${operationIds.join(', ')}, or null.`,
      )
    return value
  },
  status: (value) => nullableInteger('status', value),
  version: (value) => nullableInteger('version', value),
  method: (value) => value.toUpperCase(),
  scenario: (value) => value,
  caller: (value) => (value === 'null' ? null : value),
  fault: (value) => {
    if (value === 'null') return null
    if (!['status', 'network-error', 'hang', 'aborted'].includes(value))
      throw new HttpProblem(
        'badRequest',
        `"${shownInput(value)}" is no fault kind: use status, network-error, hang, aborted or null.`,
      )
    return value as JournalEntry['fault']
  },
  source: (value) => {
    if (!['mock', 'real', 'mock-fallback'].includes(value))
      throw new HttpProblem('badRequest', `"${shownInput(value)}" is no source: use mock, real or mock-fallback.`)
    return value as JournalEntry['source']
  },
}

/** The query's filters as named fields, for callers that build the query from them (MCP tools); each travels as text. */
export const journalQuerySchema = z.object({
  operation: withMeta(z.optional(z.enum(operationIds as [OperationId, ...OperationId[]])), {
    description: 'Only requests of this operation.',
  }),
  status: withMeta(z.optional(z.int().check(z.gte(100), z.lte(599))), { description: 'Only answers of this status.' }),
  method: withMeta(z.optional(z.string()), { description: 'Only requests of this method, e.g. PATCH.' }),
  scenario: withMeta(z.optional(z.string()), { description: 'Only requests answered under this scenario.' }),
  caller: withMeta(z.optional(z.string()), { description: 'Only requests of this signed-in username.' }),
  fault: withMeta(z.optional(z.enum(['status', 'network-error', 'hang', 'aborted'])), {
    description: 'Only requests given this fault.',
  }),
})

/** The filter a request's query asks for; `{}` for none. */
export function journalFilterOf(query: string): JournalFilter {
  const filter: Record<string, unknown> = {}
  for (const [key, value] of new URLSearchParams(query)) {
    if (ignored.has(key)) continue
    const read = readers[key]
    if (!read)
      throw new HttpProblem(
        'badRequest',
        `"${shownInput(key)}" is no filter of the journal: use ${Object.keys(readers).join(', ')}.`,
      )
    filter[key] = read(value)
  }
  return filter as JournalFilter
}

function nullableInteger(name: string, value: string): number | null {
  if (value === 'null') return null
  if (!/^\d{1,9}$/.test(value))
    throw new HttpProblem('badRequest', `The ${name} filter takes a whole number or null, got "${shownInput(value)}".`)
  return Number(value)
}

/** A filter of fields as the query `GET /requests` reads (`journalFilterOf` undoes it); a predicate can't travel. */
export function journalQueryOf(filter: JournalFilter): Record<string, string> {
  if (typeof filter === 'function')
    throw new TypeError(
      'Failed to read the journal: a predicate filter runs in-process only; give fields to match instead.',
    )
  return Object.fromEntries(
    Object.entries(filter)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, String(value)]),
  )
}

/** The Pact's parties a request's query names (`?consumer=shop&provider=estates`); the journal fills in the defaults and refuses bad names. */
export function pactPartiesOfQuery(query: string): PactParties {
  const parties: PactParties = {}
  for (const [key, value] of new URLSearchParams(query)) {
    if (key === 'consumer' || key === 'provider') parties[key] = value
    else if (!ignored.has(key))
      throw new HttpProblem(
        'badRequest',
        `"${shownInput(key)}" is no parameter of the Pact: use consumer and provider.`,
      )
  }
  return parties
}
