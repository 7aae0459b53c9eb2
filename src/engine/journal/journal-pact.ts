/**
 * @module The journal as a Pact (specification v3): what the frontend got
 * from each of the four operations, as a contract the service's team can
 * verify. One interaction per distinct (request, status, request body, answer
 * body); hangs, network errors and paths that are no operation are left out.
 * Answer bodies are matched by type (dates by a pattern), so the provider
 * need not repeat the mock's random values; credentials never appear
 * (docs/decisions/what-goes-into-a-pact.md).
 */
import packageJson from '../../../package.json' with { type: 'json' }
import { operations, pathParameterNames, type OperationId } from '../../model/operations.ts'
import { MockError } from '../problems/mock-error.ts'
import { shownInput } from '../problems/shown-input.ts'
import { headerPairs } from './header-pairs.ts'
import type { JournalEntry, JournalExchange } from './journal-entry.ts'
import type { KeptBody } from './kept-body.ts'
import { pactBodyRules } from './pact-body-rules.ts'
import type { Pact, PactInteraction, PactParties, PactProviderState, PactRequest, PactResponse } from './pact-v3.ts'
import { redacted } from './redact-header.ts'

/** Who a Pact is between when the caller does not say. */
export const defaultPactParties = { consumer: 'frontend', provider: 'real-estate-service' } as const

/** Longest consumer or provider name taken, in characters. */
export const pactNameLimit = 128

/** The request headers a provider's answer may depend on; the rest (session, scenario, cookies, browser noise) stay out. */
const keptRequestHeaders = new Map([
  ['content-type', 'Content-Type'],
  ['accept', 'Accept'],
])

/** What a provider state's setup gives for a caller, and how the verifier puts it in the request. */
// biome-ignore lint/suspicious/noTemplateCurlyInString: a Pact provider-state expression, filled in by the verifier
const tokenExpression = 'Bearer ${token}'
const tokenPlaceholder = `Bearer ${redacted}`

/** A few words per error status, for descriptions a person can read in a broker. */
const statusLabels: Readonly<Record<number, string>> = {
  400: 'malformed request',
  401: 'no valid token',
  403: 'not permitted',
  404: 'not found',
  415: 'wrong content type',
  422: 'invalid body',
}

/**
 * The consumer and provider names, the defaults filled in; a `MockError`
 * (`INVALID_PACT_NAME`, a `400` at the control API) for a name that is empty or too long.
 */
export function pactPartiesOf(parties: PactParties = {}): { consumer: string; provider: string } {
  const consumer = parties.consumer ?? defaultPactParties.consumer
  const provider = parties.provider ?? defaultPactParties.provider
  for (const [role, name] of [
    ['consumer', consumer],
    ['provider', provider],
  ] as const) {
    if (typeof name !== 'string' || name.trim() === '' || name.length > pactNameLimit) {
      throw new MockError(
        'INVALID_PACT_NAME',
        `The ${role} name must be 1 to ${pactNameLimit} characters, not only spaces; got ${typeof name === 'string' ? `"${shownInput(name)}" (${name.length})` : typeof name}.`,
      )
    }
  }
  return { consumer, provider }
}

/**
 * The interaction one journal entry stands for, with a description not yet
 * made unique; `undefined` when it has none (no answer, no operation, a HEAD,
 * a body cut short or not the JSON its content type says).
 * @param exchange the entry's exchange, redacted already.
 * @param seed the seed of the session that answered.
 */
export function pactInteractionOf(
  entry: JournalEntry,
  exchange: JournalExchange | undefined,
  seed: number,
): PactInteraction | undefined {
  const { operation, status } = entry
  if (operation === null || status === null || exchange === undefined || entry.method !== operations[operation].method)
    return undefined
  const headers = [...headerPairs(exchange.requestHeaders ?? [])].map(
    ([name, value]) => [name.toLowerCase(), value] as const,
  )
  const requestType = headers.find(([name]) => name === 'content-type')?.[1]
  const responseType = Object.entries(exchange.responseHeaders).find(
    ([name]) => name.toLowerCase() === 'content-type',
  )?.[1]
  const requestBody = bodyOf(exchange.requestBody, requestType)
  const responseBody = bodyOf(exchange.responseBody, responseType)
  if (requestBody === unrepresentable || responseBody === unrepresentable) return undefined

  // A token the mock knew is made again at verification, from the caller's provider state; any other stays a placeholder.
  const sentToken = headers.some(([name]) => name === 'authorization')
  const caller = sentToken ? entry.caller : null
  const queryAt = entry.path.indexOf('?')
  const path = queryAt === -1 ? entry.path : entry.path.slice(0, queryAt)
  const query = queryAt === -1 ? undefined : queryOf(entry.path.slice(queryAt))

  const request: PactRequest = { method: entry.method, path }
  if (query) request.query = query
  const requestHeaders: Record<string, string> = {}
  for (const [name, value] of headers) {
    const kept = keptRequestHeaders.get(name)
    if (kept) requestHeaders[kept] = value
  }
  if (sentToken) requestHeaders.Authorization = tokenPlaceholder
  if (Object.keys(requestHeaders).length > 0) request.headers = requestHeaders
  if (requestBody !== undefined) request.body = requestBody
  if (sentToken)
    request.matchingRules = { header: { Authorization: { matchers: [{ match: 'regex', regex: '^Bearer \\S+$' }] } } }
  if (caller !== null)
    request.generators = {
      header: { Authorization: { type: 'ProviderState', expression: tokenExpression, dataType: 'STRING' } },
    }

  const response: PactResponse = { status }
  if (responseType !== undefined) response.headers = { 'Content-Type': responseType }
  if (responseBody !== undefined) response.body = responseBody
  const bodyRules = pactBodyRules(responseBody)
  const headerRules =
    responseType === undefined
      ? undefined
      : { 'Content-Type': { matchers: [{ match: 'regex' as const, regex: mediaTypePattern(responseType) }] } }
  if (bodyRules || headerRules)
    response.matchingRules = {
      ...(bodyRules ? { body: bodyRules } : {}),
      ...(headerRules ? { header: headerRules } : {}),
    }

  return {
    description: describe(operation, path, status, entry, caller),
    providerStates: providerStatesOf(entry, exchange, seed, caller),
    request,
    response,
  }
}

/** What makes two interactions the same: the request line, the status and both bodies. */
export function interactionKey({ request, response }: PactInteraction): string {
  return JSON.stringify([request.method, request.path, response.status, request.body ?? null, response.body ?? null])
}

/**
 * A Pact of `interactions`: the first of each kind kept, in order, each
 * description made unique with ` (2)`, ` (3)`… (a number a merged Pact had is counted again).
 */
export function assemblePact(interactions: Iterable<PactInteraction>, parties: PactParties = {}): Pact {
  const { consumer, provider } = pactPartiesOf(parties)
  const seen = new Set<string>()
  const descriptions = new Set<string>()
  const kept: PactInteraction[] = []
  for (const interaction of interactions) {
    const key = interactionKey(interaction)
    if (seen.has(key)) continue
    seen.add(key)
    const base = interaction.description.replace(/ \(\d+\)$/, '')
    let description = base
    for (let count = 2; descriptions.has(description); count++) description = `${base} (${count})`
    descriptions.add(description)
    kept.push(description === interaction.description ? interaction : { ...interaction, description })
  }
  return {
    consumer: { name: consumer },
    provider: { name: provider },
    interactions: kept,
    metadata: { pactSpecification: { version: '3.0.0' }, [packageJson.name]: { version: packageJson.version } },
  }
}

/** `entries` and their redacted exchanges (same order, same length) as a Pact, for a session of seed `seed`. */
export function journalToPact(
  entries: readonly JournalEntry[],
  exchanges: readonly (JournalExchange | undefined)[],
  seed: number,
  parties?: PactParties,
): Pact {
  const interactions: PactInteraction[] = []
  entries.forEach((entry, index) => {
    const interaction = pactInteractionOf(entry, exchanges[index], seed)
    if (interaction) interactions.push(interaction)
  })
  return assemblePact(interactions, parties)
}

/**
 * The states a provider must be in to give the answer again, in the order to
 * set them up: the seed, the caller (whose token the setup gives), the
 * scenario, then what settings added (authentication, an injected status).
 */
function providerStatesOf(
  entry: JournalEntry,
  exchange: JournalExchange,
  seed: number,
  caller: string | null,
): PactProviderState[] {
  const states: PactProviderState[] = [{ name: `seed ${seed}`, params: { seed } }]
  if (caller !== null) states.push({ name: `caller ${caller}`, params: { username: caller } })
  states.push({ name: `scenario ${entry.scenario}`, params: { scenario: entry.scenario } })
  if (exchange.authEnforced) states.push({ name: 'authentication enforced' })
  if (entry.fault === 'status' && entry.operation !== null) {
    states.push({
      name: `${entry.operation} answers ${entry.status}`,
      params: { operation: entry.operation, status: entry.status },
    })
  }
  return states
}

/** `getAccount: alice.admin → 200`, `updateAccountSettings: invalid body → 422`, `getAccountSettings: scenario maintenance → 503`. */
function describe(
  operation: OperationId,
  path: string,
  status: number,
  entry: JournalEntry,
  caller: string | null,
): string {
  const parts = pathParametersOf(operation, path)
  if (status < 300 && operations[operation].method === 'PATCH') parts.push('valid body')
  const label = statusLabels[status]
  if (label) parts.push(label)
  // An injected failure under the default scenario says so; under another, the scenario says it.
  else if (entry.fault === 'status' && entry.scenario === 'default') parts.push('injected failure')
  if (caller !== null) parts.push(`as ${caller}`)
  if (entry.scenario !== 'default') parts.push(`scenario ${entry.scenario}`)
  return `${operation}${parts.length > 0 ? `: ${parts.join(', ')}` : ''} → ${status}`
}

/** The path parameters' values, decoded, in order: `['alice.admin']` for `…/Accounts/alice.admin`. */
function pathParametersOf(operation: OperationId, path: string): string[] {
  const template = operations[operation].path
  if (pathParameterNames(template).length === 0) return []
  const pattern = new RegExp(`${template.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '([^/]+)')}$`)
  return (path.match(pattern)?.slice(1) ?? []).map(decoded)
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

function queryOf(query: string): Record<string, string[]> | undefined {
  const values: Record<string, string[]> = {}
  for (const [name, value] of new URLSearchParams(query)) (values[name] ??= []).push(value)
  return Object.keys(values).length > 0 ? values : undefined
}

/** `application/json` as a pattern that also takes parameters (`; charset=utf-8`), as providers often add. */
function mediaTypePattern(contentType: string): string {
  const mediaType = contentType.split(';')[0]!.trim()
  return `^${mediaType.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s*;.*)?$`
}

const unrepresentable = Symbol('unrepresentable')

/**
 * A kept body as a Pact body: JSON parsed when its content type is JSON, text
 * otherwise, `undefined` when empty; `unrepresentable` when cut short or not
 * the JSON it claims (v3 has no raw form for it). Tokens in it read `[redacted]`.
 */
function bodyOf(kept: string | Uint8Array | KeptBody | null, contentType: string | undefined): unknown {
  if (kept === null) return undefined
  if (typeof kept !== 'string' && !(kept instanceof Uint8Array)) return unrepresentable
  const text = typeof kept === 'string' ? kept : new TextDecoder().decode(kept)
  if (text === '') return undefined
  if (!isJson(contentType)) return text
  try {
    return withoutTokens(JSON.parse(text) as unknown)
  } catch {
    return unrepresentable
  }
}

function isJson(contentType: string | undefined): boolean {
  const mediaType = contentType?.split(';')[0]?.trim().toLowerCase() ?? ''
  return mediaType === 'application/json' || mediaType.endsWith('+json')
}

/** `value` with each `auth_token` string, at any depth, read `[redacted]`: a Pact is shared, and matched by type anyway. */
function withoutTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTokens)
  if (typeof value !== 'object' || value === null) return value
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      key === 'auth_token' && typeof inner === 'string' ? redacted : withoutTokens(inner),
    ]),
  )
}
