/**
 * @module CORS of the standalone server. Trusted origins (loopback ones, the
 * server's own, `corsOrigins`) get their origin echoed with credentials, on
 * every path. Any other origin gets no part of the control API, and only
 * reads of the service: `GET` and `HEAD` answer with
 * `Access-Control-Allow-Origin: *` (never credentials), and every other
 * method is refused with `403` before it changes anything, its preflight
 * too. Vite answers no foreign origin at all; see
 * docs/decisions/foreign-origins-read-only.md for why reads stay open here.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { HttpProblem } from '../engine/problems/http-problem.ts'
import { shownInput } from '../engine/problems/shown-input.ts'
import { giveHeaders } from '../node-http/send-answer.ts'

// X-Mock-Source tells a page whether the real service answered (hybrid mode).
const exposedHeaders = ['Retry-After', 'WWW-Authenticate', 'Allow', 'Content-Length', 'X-Mock-Source'].join(', ')

/** What a page of a foreign origin may do on the service's paths: read. */
const foreignMethods = new Set(['GET', 'HEAD', 'OPTIONS'])

/** The headers of the usual request: a page-less client (no `Origin`) on the service's paths. */
const openToAll = Object.freeze({ 'Access-Control-Allow-Origin': '*', 'Access-Control-Expose-Headers': exposedHeaders })

/**
 * Adds CORS headers (given to the answer, `giveHeaders`, or written with the preflight's). Answers a
 * preflight itself (`true`), or gives the `403` problem that refuses a foreign origin's change;
 * `undefined` when the request goes on.
 * @param trusted the request's `Origin` is one the policy trusts (judged once per request, by the server)
 * @param control the request is for the control API (or the simulator page beside it)
 */
export function applyCors(
  request: IncomingMessage,
  response: ServerResponse,
  trusted: boolean,
  control: boolean,
): HttpProblem | true | undefined {
  const { origin } = request.headers
  const requested = request.method === 'OPTIONS' ? request.headers['access-control-request-method'] : undefined
  const isPreflight = requested !== undefined
  if (origin === undefined && !trusted && !control && !isPreflight) {
    giveHeaders(response, openToAll)
    return undefined
  }
  const headers: OutgoingHttpHeaders = {}
  if (origin !== undefined) headers.Vary = 'Origin'
  if (trusted) {
    headers['Access-Control-Allow-Origin'] = origin!
    headers['Access-Control-Allow-Credentials'] = 'true'
  } else if (control) {
    if (isPreflight) {
      response.writeHead(403, headers).end()
      return true
    }
  } else {
    const method = (requested ?? request.method ?? 'GET').toUpperCase()
    if (origin !== undefined && !foreignMethods.has(method)) {
      // A refused preflight carries no CORS headers (the browser stops there); a refused request's problem may be read.
      if (!isPreflight) headers['Access-Control-Allow-Origin'] = '*'
      giveHeaders(response, headers)
      return changeRefused(origin, method)
    }
    // Readable by any page, but never with the user's cookies or credentials.
    headers['Access-Control-Allow-Origin'] = '*'
  }
  headers['Access-Control-Expose-Headers'] = exposedHeaders
  if (!isPreflight) {
    giveHeaders(response, headers)
    return undefined
  }
  headers['Access-Control-Allow-Methods'] = trusted ? 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS' : 'GET, HEAD'
  headers['Access-Control-Allow-Headers'] = request.headers['access-control-request-headers'] ?? '*'
  headers['Access-Control-Max-Age'] = '600'
  response.writeHead(204, headers).end()
  return true
}

/** `403`: a foreign page asked to change the mock's data (or to be allowed to). */
function changeRefused(origin: string, method: string): HttpProblem {
  const shownOrigin = shownInput(origin, 100)
  return new HttpProblem(
    'forbidden',
    `A page on ${JSON.stringify(shownOrigin)} may read the service but not change it (${shownInput(method, 20)}). Trust the origin with --cors-origin ${shownOrigin} (corsOrigins in code).`,
  )
}
