/**
 * @module Open CORS, so a frontend served from another port can call the
 * standalone server: the origin is echoed, preflights are answered.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

const exposedHeaders = ['Retry-After', 'WWW-Authenticate', 'Allow', 'Content-Length'].join(', ')

/** Adds CORS headers; answers a preflight and returns true when the request was one. */
export function applyCors(request: IncomingMessage, response: ServerResponse): boolean {
  const origin = request.headers.origin
  response.setHeader('Access-Control-Allow-Origin', origin ?? '*')
  if (origin) {
    response.setHeader('Access-Control-Allow-Credentials', 'true')
    response.setHeader('Vary', 'Origin')
  }
  response.setHeader('Access-Control-Expose-Headers', exposedHeaders)

  const isPreflight = request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined
  if (!isPreflight) return false
  response.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS')
  response.setHeader('Access-Control-Allow-Headers', request.headers['access-control-request-headers'] ?? '*')
  response.setHeader('Access-Control-Max-Age', '600')
  response.writeHead(204).end()
  return true
}
