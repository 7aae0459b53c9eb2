/**
 * @module A request and its answer as the journal gives them out: credentials
 * taken out on the way (the HAR is the only way out for headers and bodies),
 * so no export, panel or control route can ever show one. `Authorization`, `Proxy-Authorization` and cookies other
 * than `mock-session` read `[redacted]` (as `redactHeader` says), and so does
 * the value of any `password` key in a body (`redactBody`). The live answer
 * to the client is not touched: only the journal's copy.
 */
import type { KeptBody } from './kept-body.ts'
import { redactBody } from './redact-body.ts'
import { redactHeader } from './redact-header.ts'
import { headerPairs, type HeaderList } from './header-pairs.ts'
import type { JournalExchange } from './journal-entry.ts'

/** `exchange` with its credentials redacted; the same objects wherever there was nothing to hide (the usual case: nothing copied). */
export function redactExchange(exchange: JournalExchange): JournalExchange {
  const requestHeaders = exchange.requestHeaders && redactHeaderList(exchange.requestHeaders)
  const requestBody = exchange.requestBody && redactKept(exchange.requestBody)
  const responseBody = exchange.responseBody && redactKept(exchange.responseBody)
  if (
    requestHeaders === exchange.requestHeaders &&
    requestBody === exchange.requestBody &&
    responseBody === exchange.responseBody
  )
    return exchange
  return { ...exchange, requestHeaders, requestBody, responseBody }
}

/** Names whose values may hold a credential, lower case. */
const credentialHeaders = new Set(['authorization', 'proxy-authorization', 'cookie'])

/**
 * A header list with credential values redacted: a copy (names and values in turn, as Node's
 * `rawHeaders`) when it has any, else the list itself.
 */
function redactHeaderList(list: HeaderList): HeaderList {
  const flat: string[] = []
  let found = false
  for (const [name, value] of headerPairs(list)) found = addHeader(flat, name, value) || found
  return found ? flat : list
}

/** Adds the header to `flat`, its value redacted; true when it was a credential. */
function addHeader(flat: string[], name: string, value: string): boolean {
  const credential = credentialHeaders.has(name.toLowerCase())
  flat.push(name, credential ? redactHeader(name, value) : value)
  return credential
}

function redactKept<T extends string | Uint8Array | KeptBody>(kept: T): T
function redactKept(kept: string | Uint8Array | KeptBody): string | Uint8Array | KeptBody {
  if (typeof kept === 'string') return redactBody(kept)
  if (kept instanceof Uint8Array || typeof kept.body !== 'string') return kept
  const body = redactBody(kept.body)
  return body === kept.body ? kept : { ...kept, body }
}
