/**
 * @module The server a served OpenAPI document names: where the request that
 * asked for it went, so that a tool reading `GET /__mock/openapi.json` calls
 * this very mock.
 */
import type { EngineRequest } from '../exchange/engine-types.ts'

/** A `Host` header as it may stand in a URL: a name or address and a port, nothing else. */
const hostShape = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/

/**
 * The mock's base URL when it has one; else the origin (and mount path) of the
 * adapter's URL; else `http://` + the `Host` header; `undefined` when none is known.
 * @example
 * servedServerUrl({ path: '/__mock/openapi.json', url: 'http://127.0.0.1:4010/__mock/openapi.json', … }, '*') // 'http://127.0.0.1:4010'
 */
export function servedServerUrl(request: EngineRequest, baseUrl: string): string | undefined {
  if (baseUrl !== '*') return baseUrl
  if (request.url !== undefined) {
    const url = new URL(request.url)
    // Below a mount point the adapter's path is longer than the mock's: the rest is the mount.
    const mount = url.pathname.endsWith(request.path)
      ? url.pathname.slice(0, url.pathname.length - request.path.length)
      : ''
    return `${url.origin}${mount}`
  }
  const host = request.header('host')
  return host !== undefined && hostShape.test(host) ? `http://${host}` : undefined
}
