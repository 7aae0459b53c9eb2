/**
 * @module Session ids as the browser side sees them: which ids the mock
 * accepts (the engine's own rule), and which of them needs the
 * `X-Mock-Session` header at all (the default session is what a request
 * without one gets), and the one a page URL names with `?session=`.
 */
import { defaultSessionId, isSessionId, sessionHeader } from '../../engine/request/session-id.ts'

export { defaultSessionId, isSessionId, sessionHeader }

/** What a valid id is, in words, for messages. */
export const sessionIdRule = '1 to 128 characters, each a letter, a digit or one of . _ ~ -'

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
