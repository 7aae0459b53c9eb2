/**
 * @module The simulator page at `/__mock/` of the standalone server: the
 * built site (`npm run build:site`) as static files, its `index.html` told to
 * use the server over HTTP instead of starting a service worker.
 */
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { extname, join, normalize, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { HttpProblem } from '../../engine/http-problem.ts'

export type SiteOptions = {
  /** Folder of the built site. */
  directory: string
  /** Where the page is served, e.g. `/__mock`. */
  controlPrefix: string
  /** Where the service is, e.g. `/svc/v1`. */
  servicePath: string
}

/** Content types of the files a built page is made of, by extension. */
export const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
}

/** The built site beside the sources (`src/adapters/node-http` → `site-dist`) or beside the package build (`lib` → `site-dist`). */
export function defaultSiteDirectory(): string {
  const candidates = ['../../../site-dist/', '../site-dist/'].map((relative) => fileURLToPath(new URL(relative, import.meta.url)))
  return candidates.find((candidate) => existsSync(join(candidate, 'index.html'))) ?? candidates[0]!
}

/**
 * Answers `GET {controlPrefix}/` and its assets, or `undefined` for any other request.
 * @example
 * const site = createSiteResponder({ directory: 'site-dist', controlPrefix: '/__mock', servicePath: '/svc/v1' })
 * const response = await site(new Request('http://localhost/__mock/'))
 */
export function createSiteResponder(options: SiteOptions): (request: Request) => Promise<Response | undefined> {
  const root = normalize(options.directory)
  const prefix = options.controlPrefix
  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return undefined
    const url = new URL(request.url)
    if (url.pathname === prefix) return new Response(null, { status: 308, headers: { Location: `${prefix}/${url.search}` } })
    if (!url.pathname.startsWith(`${prefix}/`)) return undefined
    const relative = decodeURIComponent(url.pathname.slice(prefix.length + 1)) || 'index.html'
    const file = normalize(join(root, relative))
    if (!file.startsWith(root.endsWith(sep) ? root : root + sep)) return undefined

    let body: Buffer
    try {
      body = await readFile(file)
    } catch {
      if (relative !== 'index.html') return undefined
      throw new HttpProblem('notFound', `The simulator page is not built (no ${file}). Please run "npm run build:site" first.`)
    }
    const type = contentTypes[extname(file)] ?? 'application/octet-stream'
    const content = relative === 'index.html' ? forServer(body.toString('utf8'), options) : body
    return new Response(request.method === 'HEAD' ? null : new Uint8Array(typeof content === 'string' ? Buffer.from(content) : content), {
      headers: { 'Content-Type': type, 'Cache-Control': 'no-cache' },
    })
  }
}

/** Points the page at this server: no worker, this service path and control prefix. */
function forServer(html: string, options: SiteOptions): string {
  const setMeta = (text: string, name: string, value: string) =>
    text.replace(new RegExp(`(<meta name="${name}" content=")[^"]*(")`), `$1${value.replace(/"/g, '&quot;')}$2`)
  return setMeta(setMeta(setMeta(html, 'mock-mode', 'server'), 'mock-service-path', options.servicePath), 'mock-control-path', options.controlPrefix)
}
