/**
 * @module Where the adapters differ on purpose, by adapter name: who meets a request
 * that is none of the mock's, who answers a CORS preflight, and whether
 * answers carry CORS headers. The adapter table reads it (docs/decisions/test-pyramid.md).
 */

export type AdapterProfile = {
  /**
   * Who meets a request for a path that is none of the mock's: the network (msw lets it through),
   * the adapter's own 404 problem, or the framework the mock is mounted in (its `next()`).
   */
  elsewhere: 'network' | 'problem' | 'framework'
  /** Who answers a CORS preflight: the engine (405 with `Allow`, there is no CORS in front), or a CORS layer (204). */
  preflight: 'engine' | 'cors'
  /** Whether answers carry CORS headers for a page of another origin (the server's own, or Vite's). */
  cors: boolean
}

export const adapterProfiles = new Map<string, AdapterProfile>([
  ['in-process (setupServer)', { elsewhere: 'network', preflight: 'engine', cors: false }],
  ['standalone server', { elsewhere: 'problem', preflight: 'cors', cors: true }],
  ['mock.fetch', { elsewhere: 'problem', preflight: 'engine', cors: false }],
  // CORS is the app's own business in Express: the middleware adds none.
  ['mock.middleware() in Express', { elsewhere: 'framework', preflight: 'engine', cors: false }],
  // Vite's CORS middleware runs before any plugin's (docs/decisions/one-engine-every-adapter.md).
  ['Vite plugin in vite dev', { elsewhere: 'framework', preflight: 'cors', cors: true }],
])
