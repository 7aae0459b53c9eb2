/**
 * @module Answers the page's requests as the page's session: a request that
 * names no session (the app's own `fetch` cannot be expected to) gets the
 * `X-Mock-Session` header of the session the page uses, then the mock's
 * handlers answer it. A request that names one keeps it.
 */
import { getResponse, http, type RequestHandler } from 'msw'
import { namedSession, sessionHeader } from '../../ui/session/session-id.ts'

/**
 * @param sessionOf the page's session, asked per request, so that the panel can switch it.
 * @example
 * const worker = setupWorker(...answerAsSession(mock.handlers, () => 'alpha'))
 */
export function answerAsSession(handlers: readonly RequestHandler[], sessionOf: () => string | undefined): RequestHandler[] {
  const inner = [...handlers]
  return [
    http.all('*', async ({ request }) => {
      const session = namedSession(sessionOf())
      if (session === undefined || request.headers.has(sessionHeader)) return getResponse(inner, request)
      const headers = new Headers(request.headers)
      headers.set(sessionHeader, session)
      // From a clone, so that msw's own request keeps its body for the events that report it.
      return getResponse(inner, new Request(request.clone(), { headers }))
    }),
  ]
}
