/**
 * @module `call_operation`: one of the four operations sent as the app would
 * send it, through the same transport as the control tools, so it meets the
 * session's scenario, latency, faults and auth and shows in its journal.
 */
import { z } from 'zod'
import { wellKnownAccounts, wellKnownUsernames } from '../../fixtures/index.ts'
import { operationIds, operations, type OperationId } from '../model/operations.ts'
import { sessionHeader } from '../engine/request/session-id.ts'
import { sessionArgument } from './control-tools.ts'
import type { McpTransport } from './mcp-transport.ts'

const usernames = Object.values(wellKnownUsernames) as [string, ...string[]]

export const operationInput = z.strictObject({
  operation: z
    .enum(operationIds as [OperationId, ...OperationId[]])
    .describe(
      'getRealEstateObject: GET one real estate object by id; getAccountSettings: GET the account service settings; updateAccountSettings: PATCH them (a partial body merges); getAccount: GET a user account by username.',
    ),
  id: z
    .string()
    .min(1)
    .optional()
    .describe('getRealEstateObject: the object id, e.g. "re-0001" (the resources tool lists them).'),
  username: z.string().min(1).optional().describe('getAccount: the username, e.g. "alice.admin".'),
  body: z
    .record(z.string(), z.unknown())
    .optional()
    .describe(
      'updateAccountSettings: the JSON body, the update form or any part of it, e.g. { "preferences": { "language_default": "de-DE" } }.',
    ),
  signInAs: z
    .enum(usernames)
    .optional()
    .describe(
      'Sends the bearer token of this well-known account, as an app signed in as it would: alice.admin (administrator), bob.agent (agent), carol.viewer (viewer), dave.disabled (disabled). Without it the request carries no token, which answers as the administrator unless authentication is on.',
    ),
  scenario: z.string().min(1).optional().describe('A scenario for this request only (the X-Mock-Scenario header).'),
  timeoutMs: z
    .int()
    .min(1)
    .max(120_000)
    .default(10_000)
    .describe('How long to wait for the answer; a hang fault or infinite latency never answers.'),
  session: sessionArgument,
})

export const operationOutput = z.object({
  outcome: z.enum(['answered', 'network-error', 'no-answer']),
  status: z.int().nullable(),
  headers: z.record(z.string(), z.string()),
  body: z.unknown(),
  durationMs: z.number(),
})

export type OperationCall = z.infer<typeof operationInput>

/** The answer's headers an app acts on. */
const shownHeaders = ['content-type', 'retry-after', 'www-authenticate', 'allow', 'x-mock-scenario']

/** The request `call` stands for, at `path` (the operation's, from the mock's OpenAPI document). */
export function operationRequest(
  transport: McpTransport,
  path: string,
  call: OperationCall,
  signal: AbortSignal,
): Request {
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
export async function operationResult(
  send: Promise<Response>,
  signal: AbortSignal,
): Promise<z.infer<typeof operationOutput>> {
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
