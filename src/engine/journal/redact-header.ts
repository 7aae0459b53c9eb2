/**
 * @module Header values as the journal's HAR shows them: credentials hidden,
 * so a HAR can be attached to a bug report or committed as a fixture. The
 * `mock-session` cookie stays: it names a session, it grants nothing.
 */
import { sessionCookie } from '../request/session-id.ts'

export const redacted = '[redacted]'

/** `value` of the header `name`, with any credential in it replaced by `[redacted]`. */
export function redactHeader(name: string, value: string): string {
  const lower = name.toLowerCase()
  if (lower === 'authorization' || lower === 'proxy-authorization') return redacted
  if (lower === 'cookie') return value.split(';').map(redactCookie).join('; ')
  return value
}

/** One `name=value` pair of a `Cookie` header, trimmed, its value hidden unless it is the session's. */
function redactCookie(pair: string): string {
  const trimmed = pair.trim()
  const equals = trimmed.indexOf('=')
  if (equals === -1) return redacted
  const name = trimmed.slice(0, equals)
  return name === sessionCookie ? trimmed : `${name}=${redacted}`
}
