/**
 * @module Server mode's Fetch handler: the page's request sent on to a
 * standalone server, in the test's own session. A dropped connection (the
 * server's simulated network error) comes back as `Response.error()`, the
 * same network error the in-process mock gives.
 *
 * The server's client is the test, not the page: the page's `Origin` is
 * not passed on, so a page served from any origin (`http://app.test/`, a
 * staging host) may change the data of its test's session, as it may with
 * the in-process mock. The server's rule against foreign pages
 * (docs/decisions/foreign-origins-read-only.md) is for browsers that reach
 * it themselves; here the request never left the test's browser context.
 */
import { sessionHeader } from '../../engine/request/session-id.ts'
import type { FetchHandler } from '../fetch/create-fetch-handler.ts'

/**
 * The server's URL for a mock path: its origin (and path, if it is mounted below one) and the mock path.
 * @example
 * serverUrl('http://127.0.0.1:4010', '/svc/v1/AccountService?x=1') // 'http://127.0.0.1:4010/svc/v1/AccountService?x=1'
 */
export function serverUrl(server: string, mockPath: string): string {
  return server.replace(/\/+$/, '') + mockPath
}

/**
 * @param session added to every forwarded request, replacing any the page sent; the page's `Origin` is left out
 * @example
 * const handler = forwardToServer('b5c7…')
 * await handler(new Request('http://127.0.0.1:4010/svc/v1/AccountService'))
 */
export function forwardToServer(session: string): FetchHandler {
  return async (request) => {
    const forwarded = new Request(request, { headers: forwardedHeaders(request.headers, session) })
    try {
      return await fetch(forwarded)
    } catch (error) {
      // Aborted at the end of the test: not a network error of the mock's, the route is aborted quietly.
      if (request.signal.aborted) throw error
      return Response.error()
    }
  }
}

function forwardedHeaders(headers: Headers, session: string): Headers {
  const copy = new Headers(headers)
  copy.delete('origin')
  copy.set(sessionHeader, session)
  return copy
}
