/**
 * @module An override given as data: the status, headers, body and delay of
 * one operation's answer, and whether it answers once. Unlike a resolver it
 * crosses a process boundary, so the control API, server mode's remote mock
 * and MCP all take it; its one schema checks it everywhere.
 */
import { withMeta, z } from '../../model/zod.ts'
import { fieldErrorsOf } from '../../model/field-errors-of.ts'
import { operationIds, type OperationId } from '../../model/operations.ts'
import { answer, type EngineAnswer } from '../exchange/engine-types.ts'
import { HttpProblem } from '../problems/http-problem.ts'
import type { OperationHandler } from './operation-context.ts'

/** A header name as HTTP allows it (RFC 9110's token). */
const headerName = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/
/** Headers that frame the message: the adapter sets them from the body, and a wrong one breaks the connection. */
const framingHeaders = new Set([
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'upgrade',
  'te',
  'trailer',
])
/** Statuses whose answers carry no body (a Fetch `Response` with one is refused). */
const bodilessStatuses = new Set([204, 205, 304])

const headerSchema = z.record(
  z.string().check(
    z.regex(headerName, "must be a header name (letters, digits and !#$%&'*+-.^_`|~)"),
    z.refine((name: string) => !framingHeaders.has(name.toLowerCase()), 'is set by the mock from the body'),
  ),
  // What Node and Fetch take in a header's value: tab, visible ASCII and Latin-1, no line break.
  z.string().check(z.regex(/^[\t\x20-\x7e\x80-\xff]*$/, 'must be one line of tab, ASCII or Latin-1 characters')),
)

const answerShape = {
  status: withMeta(z.optional(z.int().check(z.gte(200), z.lte(599))), { description: 'Default 200.' }),
  headers: z.optional(headerSchema),
  // Whatever JSON.stringify writes, as it will be sent (a field left undefined is left out, as there). Shown as any
  // value: zod's JSON schema of `z.json()` refers to itself, which an OpenAPI path item and an MCP tool cannot hold.
  body: withMeta(
    z.optional(
      z
        .unknown()
        .check(z.refine(writableAsJson, 'must be a value JSON can hold (not a function, a bigint or a cycle)')),
    ),
    { description: 'Any JSON value, sent as JSON.' },
  ),
  delay: withMeta(z.optional(z.int().check(z.gte(0), z.lte(600_000))), {
    description: 'Milliseconds before the answer, on top of the latency.',
  }),
  once: withMeta(z.optional(z.boolean()), { description: 'Answer the next request only.' }),
}

function writableAsJson(value: unknown): boolean {
  try {
    return JSON.stringify(value) !== undefined
  } catch {
    return false
  }
}

/** The refinement both schemas share: no body where the status has none. */
const bodyWhereAllowed = [
  (given: { status?: number; body?: unknown }) =>
    given.body === undefined || !bodilessStatuses.has(given.status ?? 200),
  { message: 'A 204, 205 or 304 answer has no body.', path: ['body'] },
] satisfies [unknown, { message: string; path: string[] }]

/** What `mock.override` takes as data: the fields of `OverrideAnswer`. */
export const overrideAnswerSchema = z.strictObject(answerShape).check(z.refine(...bodyWhereAllowed))

/** An override as the control API takes it (`POST /__mock/overrides`): the operation, and its answer. */
export const newOverrideSchema = z
  .strictObject({ operation: z.enum(operationIds as [OperationId, ...OperationId[]]), ...answerShape })
  .check(z.refine(...bodyWhereAllowed))

/**
 * An operation's answer given as data (`mock.override('getAccount', { status: 503 })`): it works in
 * every mode, server mode's remote mock and the control API included, where a resolver cannot go.
 * @example
 * const conflict: OverrideAnswer = { status: 409, once: true }
 * const renamed: OverrideAnswer = { body: { ...account, first_name: 'Bea' }, delay: 200 }
 */
export type OverrideAnswer = {
  /** The status, 200 to 599. Default 200. */
  status?: number
  /** Headers of the answer, beside `Content-Type: application/json` when there is a body. */
  headers?: Record<string, string>
  /** Any JSON value, sent as JSON. Left out: no body, or for a status of 400 and above the mock's problem+json for it. */
  body?: unknown
  /** Milliseconds to wait before answering, on top of the latency in force (at most 600000). */
  delay?: number
  /** Answer the next request only, then let the operation answer again. */
  once?: boolean
}

/** `given` checked by `schema`; a `422` problem naming each field that does not fit, as every control body gets. */
export function checkedOverride<T>(schema: z.ZodMiniType<T>, given: unknown): T {
  const parsed = schema.safeParse(given)
  if (parsed.success) return parsed.data
  const errors = fieldErrorsOf(parsed.error.issues)
  // Said in the detail too: in-process, the message is all a test's output shows.
  const said = errors.map(({ pointer, detail }) => `${pointer === '' ? 'the answer' : pointer}: ${detail}`)
  throw new HttpProblem('validationFailed', `The override is not valid (${said.join('; ')}).`, { errors })
}

/** The handler that gives `given` in the operation's place. */
export function answerHandler(given: OverrideAnswer): OperationHandler {
  const status = given.status ?? 200
  const delayMs = given.delay ?? 0
  return ({ request }) => {
    let answered: EngineAnswer
    if (given.body !== undefined) answered = answer(status, JSON.stringify(given.body))
    else if (status >= 400)
      // An error with no body of its own is answered as the mock answers errors, so a frontend meets the usual shape.
      answered = new HttpProblem(status, 'This answer was set by an override.').toAnswer(request.path + request.query)
    else answered = answer(status, null)
    return { ...answered, headers: withHeaders(answered.headers, given.headers ?? {}), delayMs }
  }
}

/** `base` with `given` laid over it, a name in any case replacing the same name in `base`. */
function withHeaders(base: Readonly<Record<string, string>>, given: Readonly<Record<string, string>>) {
  const names = new Set(Object.keys(given).map((name) => name.toLowerCase()))
  return {
    ...Object.fromEntries(Object.entries(base).filter(([name]) => !names.has(name.toLowerCase()))),
    ...given,
  }
}
