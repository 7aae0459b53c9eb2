/**
 * @module `call_operation`: one of the four operations sent as the app would
 * send it, through the same transport as the control verbs, so it meets the
 * session's scenario, latency, faults and auth and shows in its journal.
 */
import { z } from 'zod'
import { wellKnownAccounts, wellKnownUsernames } from '../../../fixtures/index.ts'
import { controlVerbs } from '../../engine/control/control-verbs.ts'
import { sessionHeader } from '../../engine/request/session-id.ts'
import type { OpenApiDocument } from '../../model/create-openapi-document.ts'
import { operationIds, operations, type OperationId } from '../../model/operations.ts'
import type { McpTransport } from '../mcp-transport.ts'
import { mockTool, type ToolContext } from '../mock-tool.ts'
import { operationPathsOf } from '../service-paths.ts'

const usernames = Object.values(wellKnownUsernames) as [string, ...string[]]

const operationArguments = {
  operation: z
    .enum(operationIds as [OperationId, ...OperationId[]])
    .describe(
      'getRealEstateObject (GET an object by id), getAccountSettings (GET the settings), updateAccountSettings (PATCH them; a partial body merges), getAccount (GET an account by username).',
    ),
  id: z.string().min(1).optional().describe('getRealEstateObject: the object\'s id, e.g. "re-0001".'),
  username: z.string().min(1).optional().describe('getAccount: the username, e.g. "alice.admin".'),
  body: z
    .record(z.string(), z.unknown())
    .optional()
    .describe('updateAccountSettings: the JSON body, the form or a part of it.'),
  signInAs: z
    .enum(usernames)
    .optional()
    .describe(
      "Sends this well-known account's bearer token: an administrator, an agent, a viewer (reads only), a disabled account. Without it, no token: the administrator unless auth is on.",
    ),
  scenario: z.string().min(1).optional().describe('A scenario for this request only (X-Mock-Scenario).'),
  timeoutMs: z
    .int()
    .min(1)
    .max(120_000)
    .default(10_000)
    .describe('How long to wait for the answer (a hang or infinite latency never answers).'),
}

/** A call of the operation, as the tool's arguments give it. */
export type OperationCall = z.output<z.ZodObject<typeof operationArguments>> & { session?: string }

/** What `call_operation` answers. */
export type OperationResult = {
  outcome: 'answered' | 'network-error' | 'no-answer'
  status: number | null
  headers: Record<string, string>
  body: unknown
  durationMs: number
}

/** The answer's headers an app acts on. */
const shownHeaders = ['content-type', 'retry-after', 'www-authenticate', 'allow', 'x-mock-scenario']

/** The operation's path in the mock's own OpenAPI document: a mock started with another `--svc` serves them elsewhere. */
async function operationPath(context: ToolContext, operation: OperationId): Promise<string> {
  const document = (await context.send(controlVerbs.openApiDocument, {})) as OpenApiDocument
  const path = operationPathsOf(document)[operation]
  if (path === undefined) throw new Error(`The mock's OpenAPI document has no ${operation}.`)
  return path
}

/** Sends `call` and gives its answer, or what happened instead. */
export async function callOperation(context: ToolContext, call: OperationCall): Promise<OperationResult> {
  const signal = AbortSignal.timeout(call.timeoutMs)
  const request = operationRequest(context.transport, await operationPath(context, call.operation), call, signal)
  return operationResult(context.transport.fetch(request), signal)
}

/** The request `call` stands for, at `path` (the operation's, from the mock's OpenAPI document). */
function operationRequest(transport: McpTransport, path: string, call: OperationCall, signal: AbortSignal): Request {
  const { method } = operations[call.operation]
  const values: Record<string, string | undefined> = { id: call.id, username: call.username }
  const missing = path
    .match(/\{(\w+)\}/g)
    ?.map((name) => name.slice(1, -1))
    .find((name) => !values[name])
  if (missing) throw new TypeError(`${call.operation} needs "${missing}": give it as the ${missing} argument.`)
  const url = `${transport.url}${path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name]!))}`
  const headers = new Headers({ Accept: 'application/json' })
  if (call.session !== undefined) headers.set(sessionHeader, call.session)
  if (call.scenario !== undefined) headers.set('X-Mock-Scenario', call.scenario)
  if (call.signInAs !== undefined) headers.set('Authorization', `Bearer ${tokenOf(call.signInAs)}`)
  const body = method === 'PATCH' ? JSON.stringify(call.body ?? {}) : undefined
  if (body !== undefined) headers.set('Content-Type', 'application/json')
  return new Request(url, { method, headers, body, signal })
}

/** The well-known accounts' tokens are the same under every seed (docs/auth.md). */
function tokenOf(username: string): string {
  return wellKnownAccounts.find((account) => account.seurity_settings.username === username)!.auth_token
}

/** The answer as the tool shows it, or what happened instead. */
async function operationResult(send: Promise<Response>, signal: AbortSignal): Promise<OperationResult> {
  const started = performance.now()
  const took = () => Math.round(performance.now() - started)
  let response: Response
  try {
    response = await send
  } catch (error) {
    return {
      outcome: signal.aborted ? 'no-answer' : 'network-error',
      status: null,
      headers: {},
      body: String(error),
      durationMs: took(),
    }
  }
  // `Response.error()`: the in-process transport's network error.
  if (response.type === 'error')
    return { outcome: 'network-error', status: null, headers: {}, body: null, durationMs: took() }
  const text = await response.text()
  let body: unknown = text
  try {
    body = text === '' ? null : JSON.parse(text)
  } catch {
    // Not JSON: shown as the text it is.
  }
  const headers = Object.fromEntries(
    shownHeaders.flatMap((name) => {
      const value = response.headers.get(name)
      return value === null ? [] : [[name, value]]
    }),
  )
  return { outcome: 'answered', status: response.status, headers, body, durationMs: took() }
}

export const operationTool = mockTool({
  name: 'call_operation',
  description:
    'Sends one of the service\'s four operations to the mock as the app would, and gives the answer: outcome, status, the headers an app acts on, the body and the time it took. Use it to see what the app meets under the session\'s scenario, latency, faults and auth; it shows in the journal. Example: {"operation":"updateAccountSettings","body":{"preferences":{"language_default":"de-DE"}},"signInAs":"carol.viewer"}',
  actions: {
    call_operation: {
      verbs: [],
      arguments: operationArguments,
      summary: 'send an operation',
      run: (args, context) => callOperation(context, args as OperationCall),
    },
  },
  hints: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
})
