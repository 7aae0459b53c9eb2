/**
 * @module Answers the page's requests as the page's session: a request that
 * names no session (the app's own `fetch` cannot be expected to) is answered
 * by the handler set of the session the page uses (`mock.session(id).handlers`),
 * asked per request, so that the dev panel can switch it. A request that
 * names a session with `X-Mock-Session` still gets that one.
 */
import { getResponse, http, type RequestHandler } from 'msw'

/**
 * @param handlersOf the handler set that answers requests naming no session as `session`.
 * @param sessionOf the page's session now.
 * @example
 * const worker = setupWorker(...answerAsSession((id) => mock.session(id).handlers, () => 'alpha'))
 */
export function answerAsSession(
  handlersOf: (session: string) => readonly RequestHandler[],
  sessionOf: () => string,
): RequestHandler[] {
  return [http.all('*', ({ request }) => getResponse([...handlersOf(sessionOf())], request))]
}
