/**
 * @module Where the worker script lives and which pages it controls, from the
 * path the app is served under (Vite's `base`), so the mock works under a
 * sub-path such as `https://host/demo/`.
 */

export type WorkerLocation = { url: string; scope: string }

/**
 * @example
 * resolveWorkerLocation('/demo/', 'https://host/demo/page')
 * // { url: '/demo/mockServiceWorker.js', scope: '/demo/' }
 * resolveWorkerLocation('./', 'https://host/demo/') // a relative base works too
 */
export function resolveWorkerLocation(basePath: string, pageUrl: string, workerUrl?: string): WorkerLocation {
  const base = new URL(basePath.endsWith('/') ? basePath : `${basePath}/`, pageUrl)
  const script = new URL(workerUrl ?? 'mockServiceWorker.js', base)
  // A worker may control at most the folder it is served from.
  const scope = base.pathname.startsWith(script.pathname.replace(/[^/]*$/, ''))
    ? base.pathname
    : script.pathname.replace(/[^/]*$/, '')
  return { url: script.origin === new URL(pageUrl).origin ? script.pathname : script.href, scope }
}
