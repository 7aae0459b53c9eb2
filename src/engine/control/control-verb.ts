/**
 * @module What a control verb is: one line of the control table. Each verb
 * says once how it travels over HTTP (method, path, body) and what it does to
 * a session; the engine's routes, the mock's methods, the HTTP client and the
 * OpenAPI document are all derived from that.
 */
import type { z } from '../../model/zod.ts'
import type { EngineRequest } from '../exchange/engine-types.ts'
import type { Session } from '../session/session.ts'
import type { SessionRegistry } from '../session/session-registry.ts'

type ControlMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

/** What a verb acts on: the session the request names, and the mock's sessions. */
type ControlTarget = { readonly session: Session; readonly sessions: SessionRegistry }

/** A verb's input as an HTTP request: values for the path's `:names`, a query, a body, headers. */
export type HttpParts = {
  params?: Readonly<Record<string, string>>
  query?: Readonly<Record<string, string>>
  body?: unknown
  headers?: Readonly<Record<string, string>>
}

export type ControlVerb<Input = void, Output = unknown> = {
  readonly method: ControlMethod
  /** Below the control prefix; `:name` stands for a path segment. */
  readonly path: `/${string}`
  /** One line for the OpenAPI document and error messages: "take a snapshot". */
  readonly summary: string
  /** The status of a success: 200 unless said; 204 answers no body. */
  readonly status?: 200 | 201 | 204
  /** The body's schema, as the OpenAPI document shows it. */
  readonly body?: z.ZodMiniType
  /** The input as a request (the client's side). */
  readonly toHttp?: (input: Input) => HttpParts
  /**
   * The query's fields by name, where `toHttp` puts input there: for callers that build the request
   * from named fields rather than `toHttp` (MCP tools); the engine still reads it with `fromHttp`.
   */
  readonly query?: z.ZodMiniObject
  /** A few sentences for a reader who has never seen the mock (an MCP tool's description); `summary` when absent. */
  readonly description?: string
  /** The answer's body, where a caller shows it typed (an MCP tool's output schema). */
  readonly output?: z.ZodMiniType
  /** It throws away state that only `undo` brings back (MCP's `destructiveHint`); a `DELETE` always does. */
  readonly destructive?: true
  /** Done twice, it does what it does once (MCP's `idempotentHint`); a `GET`, `PUT` or `DELETE` always is. */
  readonly idempotent?: true
  /** The input from a request (the engine's side); a problem when it does not fit. */
  readonly fromHttp?: (request: EngineRequest, params: Readonly<Record<string, string>>) => Input | Promise<Input>
  /** Does it: what the mock's method gives, and what the answer's body holds. */
  readonly run: (target: ControlTarget, input: Input) => Output
}

/** Declares a verb with its input and output types inferred. */
export function verb<Input = void, Output = unknown>(
  definition: ControlVerb<Input, Output>,
): ControlVerb<Input, Output> {
  return definition
}

/** A group of verbs (`history`, `sessions`…), or the table itself. */
// `any`: a table holds verbs of every input and output; each keeps its own types where it is declared.
// biome-ignore lint/suspicious/noExplicitAny: see the line above
export type AnyVerb = ControlVerb<any, any>

export type VerbTable = { readonly [name: string]: AnyVerb | VerbTable }

type Call<V, Wrap extends 'sync' | 'async'> =
  V extends ControlVerb<infer Input, infer Output>
    ? (
        // biome-ignore lint/suspicious/noConfusingVoidType: `[Input] extends [void]` asks whether a verb takes no input
        ...input: [Input] extends [void] ? [] : undefined extends Input ? [input?: Input] : [input: Input]
      ) => Wrap extends 'sync' ? Output : Promise<Awaited<Output>>
    : never

/** The table as in-process methods: each gives what the verb gives. */
export type InProcessVerbs<Table> = {
  readonly [Name in keyof Table]: Table[Name] extends AnyVerb ? Call<Table[Name], 'sync'> : InProcessVerbs<Table[Name]>
}

/** The table as HTTP calls: each gives a promise of the answer's body. */
export type RemoteVerbs<Table> = {
  readonly [Name in keyof Table]: Table[Name] extends AnyVerb ? Call<Table[Name], 'async'> : RemoteVerbs<Table[Name]>
}

function isVerb(entry: AnyVerb | VerbTable): entry is AnyVerb {
  return typeof (entry as { run?: unknown }).run === 'function'
}

/** Every verb of a table, with its dotted name (`history.undo`). */
export function* verbsOf(table: VerbTable, prefix = ''): Generator<[name: string, verb: AnyVerb]> {
  for (const [name, entry] of Object.entries(table)) {
    if (isVerb(entry)) yield [`${prefix}${name}`, entry]
    else yield* verbsOf(entry, `${prefix}${name}.`)
  }
}

/** The table with each verb replaced by `make(verb, name)`: how the mock and the client are derived. */
export function mapVerbs<Made>(
  table: VerbTable,
  make: (verb: AnyVerb, name: string) => Made,
  prefix = '',
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(table).map(([name, entry]) => [
      name,
      isVerb(entry) ? make(entry, `${prefix}${name}`) : mapVerbs(entry, make, `${prefix}${name}.`),
    ]),
  )
}
