/**
 * @module Which of the page's requests are the mock's: the service's paths and
 * the control API, at any origin or under `baseUrl`, but not the simulator
 * page that a server may serve under the control prefix.
 */

export type MockRoutes = {
  /** Origin, and optionally a path, the page reaches the service at; `undefined` for any origin. */
  baseUrl?: string | undefined
  /** e.g. `/svc/v1`. */
  servicePath: string
  /** e.g. `/__mock`. */
  controlPrefix: string
}

/**
 * The path and query the mock should see for `url`, or `undefined` when the
 * request is not the mock's. A path before the service (`baseUrl`'s) is cut
 * off, since the mock serves from the root.
 * @example
 * const mockPath = mockPathOf({ servicePath: '/svc/v1', controlPrefix: '/__mock' })
 * mockPath(new URL('http://app.test/svc/v1/AccountService?x=1')) // '/svc/v1/AccountService?x=1'
 * mockPath(new URL('http://app.test/index.html')) // undefined
 */
export function mockPathOf(routes: MockRoutes): (url: URL) => string | undefined {
  const base = routes.baseUrl === undefined ? undefined : new URL(routes.baseUrl)
  const basePath = base ? base.pathname.replace(/\/+$/, '') : ''
  const { servicePath, controlPrefix } = routes
  return (url) => {
    if (base && url.origin !== base.origin) return undefined
    if (basePath && !url.pathname.startsWith(`${basePath}/`)) return undefined
    const path = url.pathname.slice(basePath.length)
    const underService = path === servicePath || path.startsWith(`${servicePath}/`)
    return underService || path.startsWith(`${controlPrefix}/`) ? path + url.search : undefined
  }
}

/** Extensions of control API paths that look like files (`/openapi.json`, `/requests.har`, `/requests.pact`). */
const controlFileExtensions = new Set(['json', 'har', 'pact'])

/**
 * Whether a request under the control prefix is for the simulator page (its
 * HTML, scripts, styles) rather than the control API. Control paths never
 * end in `/` and name no file other than JSON, HAR or Pact, so this needs no list
 * of control paths that would have to follow each new one.
 * @param path the mock's path, without the query
 */
export function isSimulatorPageRequest(method: string, path: string, controlPrefix: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false
  if (!path.startsWith(`${controlPrefix}/`)) return false
  const rest = path.slice(controlPrefix.length)
  if (rest.endsWith('/')) return true
  const extension = /\.([A-Za-z0-9]+)$/.exec(rest.slice(rest.lastIndexOf('/')))?.[1]
  return extension !== undefined && !controlFileExtensions.has(extension.toLowerCase())
}
