/**
 * @module Session ids as the browser side sees them: which ids the mock
 * accepts, and which of them needs the `X-Mock-Session` header at all (the
 * default session is what a request without one gets).
 */

/** The request header that names a session. */
export const sessionHeader = 'X-Mock-Session'
/** The session a request gets when it names none; naming it is the same as naming none. */
export const defaultSessionId = 'default'
/** What a valid id is, in words, for messages. */
export const sessionIdRule = '1 to 128 characters, each a letter, a digit or one of . _ ~ -'

const sessionIdPattern = /^[A-Za-z0-9._~-]{1,128}$/

/**
 * Whether the mock accepts `text` as a session id (anything else is a 400).
 * @example
 * isSessionId('alpha') // true
 * isSessionId('a b') // false
 */
export function isSessionId(text: string): boolean {
  return sessionIdPattern.test(text)
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
