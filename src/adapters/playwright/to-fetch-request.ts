/**
 * @module A request the page made, as seen by Playwright, turned into a Fetch
 * `Request` for the mock's `fetch` adapter or for a standalone server.
 */
import type { Request as PlaywrightRequest } from '@playwright/test'

/**
 * Headers that belong to one connection, not to the request: the browser's
 * `Connection` or `Host` would be wrong for the next hop, and Node's `fetch`
 * refuses some of them outright. The body's length is counted again.
 */
const connectionHeaders = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
  'host',
  'content-length',
  'expect',
])

export type PageRequest = Pick<PlaywrightRequest, 'method' | 'headersArray' | 'postDataBuffer'>

/**
 * @param url where the request goes now (the page's own URL, or the server's)
 * @param signal ends a request the mock holds (a hang, a delay) when the test ends
 * @example
 * const request = await toFetchRequest(route.request(), 'http://127.0.0.1:4010/svc/v1/AccountService', controller.signal)
 */
export async function toFetchRequest(
  request: PageRequest,
  url: string,
  signal: AbortSignal,
  extraHeaders: Record<string, string> = {},
): Promise<Request> {
  const method = request.method()
  const headers = new Headers()
  // An array, not an object: a header the page sent twice reaches the mock twice.
  for (const { name, value } of await request.headersArray()) {
    if (!connectionHeaders.has(name.toLowerCase())) headers.append(name, value)
  }
  for (const [name, value] of Object.entries(extraHeaders)) headers.set(name, value)
  const body = method === 'GET' || method === 'HEAD' ? null : request.postDataBuffer()
  return new Request(url, { method, headers, body: body === null ? null : new Uint8Array(body), signal })
}
