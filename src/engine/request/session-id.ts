/**
 * @module Session ids: which ids the mock accepts, which session a request
 * names (the `X-Mock-Session` header, else (control API only) `?session=`,
 * else the `mock-session` cookie, for a browser page that cannot set headers
 * on its requests), which ids need the header at all (the default session is
 * what a request without one gets), and the one a page URL names with
 * `?session=`. One module for the engine and the browser side alike.
 */
import type { EngineRequest } from '../exchange/engine-types.ts'
import { MockError } from '../problems/mock-error.ts'
import { shownInput } from '../problems/shown-input.ts'

export const sessionHeader = 'X-Mock-Session'
export const sessionCookie = 'mock-session'
/** The session a request that names none is answered by. */
export const defaultSessionId = 'default'

/** Opaque, URL-safe (RFC 3986's unreserved characters), at most 128 of them. */
const sessionIdPattern = /^[A-Za-z0-9._~-]{1,128}$/
const cookiePattern = new RegExp(`(?:^|;)\\s*${sessionCookie}=([^;]*)`)

/** What a valid id is, in words, for messages. */
export const sessionIdRule = '1 to 128 characters, each a letter, a digit or one of . _ ~ -'

/** Whether `id` is a session id the mock accepts (anything else answers 400). */
export function isSessionId(id: string): boolean {
  return sessionIdPattern.test(id)
}

/** `id`, if it is a valid session id; else a `MockError` (`INVALID_SESSION_ID`) that says what is allowed. */
export function checkSessionId(id: string): string {
  if (!isSessionId(id)) {
    throw new MockError(
      'INVALID_SESSION_ID',
      `The session id "${shownInput(id, 40)}" is not valid: use 1 to 128 letters, digits, ".", "_", "~" or "-".`,
    )
  }
  return id
}

/** The session id `request` names, checked; `undefined` when it names none. */
export function sessionIdOf(request: EngineRequest, readQuery: boolean): string | undefined {
  const named =
    request.header('x-mock-session') ??
    (readQuery ? queryValue(request.query) : undefined) ??
    cookieValue(request.header('cookie'))
  return named === undefined ? undefined : checkSessionId(named.trim())
}

function queryValue(query: string): string | undefined {
  if (!query.includes('session=')) return undefined
  return new URLSearchParams(query).get('session') ?? undefined
}

/** The value of the `mock-session` cookie in a `Cookie` header (`theme=dark; mock-session=alpha`), unchecked; `undefined` when absent. */
export function cookieValue(cookies: string | undefined): string | undefined {
  if (cookies === undefined) return undefined
  const value = cookiePattern.exec(cookies)?.[1]
  if (value === undefined) return undefined
  try {
    return decodeURIComponent(value.trim())
  } catch {
    return value
  }
}

/**
 * The id to send in `X-Mock-Session`, or undefined when no header is needed (no session, or the default one).
 * @example
 * const session = namedSession(chosen)
 * if (session) headers.set(sessionHeader, session)
 */
export function namedSession(id: string | undefined): string | undefined {
  return id === undefined || id === defaultSessionId ? undefined : id
}

export type SessionParam = { session?: string; warning?: string }

/**
 * Reads `?session=`; an id the mock would refuse is left out with a warning, an empty one is ignored.
 * @example
 * readSessionParam('https://app.test/?session=alpha') // { session: 'alpha' }
 */
export function readSessionParam(url: string | URL): SessionParam {
  const session = new URL(url).searchParams.get('session')
  if (session === null || session === '') return {}
  if (isSessionId(session)) return { session }
  return { warning: `Failed to use ?session=${session}: a session id is ${sessionIdRule}. Please fix the URL.` }
}
