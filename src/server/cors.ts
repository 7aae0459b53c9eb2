/**
 * @module CORS of the standalone server. The service's paths stay callable
 * from a frontend on any port or host (that is the point of the mock), but
 * only trusted origins (loopback ones, the server's own, `corsOrigins`) get
 * their origin echoed with credentials. The control API gives other origins
 * no CORS headers at all, and refuses their preflights.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { OriginPolicy } from '../doors/middleware/origin-policy.ts'

// X-Mock-Source tells a page whether the real service answered (hybrid mode).
const exposedHeaders = ['Retry-After', 'WWW-Authenticate', 'Allow', 'Content-Length', 'X-Mock-Source'].join(', ')

/**
 * Adds CORS headers; answers a preflight and returns true when the request was one.
 * @param control the request is for the control API
 */
export function applyCors(request: IncomingMessage, response: ServerResponse, policy: OriginPolicy, control: boolean): boolean {
  const { origin } = request.headers
  const isPreflight = request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined
  const trusted = origin !== undefined && policy.trustsOrigin(origin, request.headers.host)
  if (origin !== undefined) response.setHeader('Vary', 'Origin')
  if (trusted) {
    response.setHeader('Access-Control-Allow-Origin', origin)
    response.setHeader('Access-Control-Allow-Credentials', 'true')
  } else if (!control) {
    // Readable by any page, but never with the user's cookies or credentials.
    response.setHeader('Access-Control-Allow-Origin', '*')
  } else if (isPreflight) {
    response.writeHead(403).end()
    return true
  }
  response.setHeader('Access-Control-Expose-Headers', exposedHeaders)
  if (!isPreflight) return false
  response.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS')
  response.setHeader('Access-Control-Allow-Headers', request.headers['access-control-request-headers'] ?? '*')
  response.setHeader('Access-Control-Max-Age', '600')
  response.writeHead(204).end()
  return true
}
