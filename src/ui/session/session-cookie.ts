/**
 * @module The `mock-session` cookie: how a page names its session to a
 * standalone server on its own origin without setting a header on each
 * request (the mock reads it after `X-Mock-Session`).
 */
import {
  cookieValue,
  isSessionId,
  namedSession,
  sessionCookie as sessionCookieName,
} from '../../engine/request/session-id.ts'

/**
 * The session the cookie names, or undefined when it names none or an id the mock would refuse.
 * @example
 * sessionFromCookie('theme=dark; mock-session=alpha') // 'alpha'
 */
export function sessionFromCookie(cookieText: string): string | undefined {
  const id = cookieValue(cookieText)?.trim()
  return id !== undefined && isSessionId(id) ? id : undefined
}

/**
 * The `document.cookie` assignment that names `id`, or that clears the cookie for the default session.
 * Valid ids need no encoding: none of their characters is special in a cookie.
 * @example
 * document.cookie = sessionCookie('alpha') // 'mock-session=alpha; path=/; SameSite=Lax'
 */
export function sessionCookie(id: string | undefined): string {
  const named = namedSession(id)
  return named === undefined
    ? `${sessionCookieName}=; path=/; max-age=0; SameSite=Lax`
    : `${sessionCookieName}=${named}; path=/; SameSite=Lax`
}

/** Sets (or, for the default session, clears) the cookie; does nothing where cookies are blocked. */
export function writeSessionCookie(id: string | undefined): void {
  try {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we support
    document.cookie = sessionCookie(id)
  } catch {
    // Sandboxed or opaque origins throw on cookie access: the page's own requests stay in the default session.
  }
}

/** The session the page's cookie names, or undefined; nothing where cookies are blocked. */
export function readSessionCookie(): string | undefined {
  try {
    return sessionFromCookie(document.cookie)
  } catch {
    return undefined
  }
}
