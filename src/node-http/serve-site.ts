/**
 * @module The simulator page at `/__mock/` of the standalone server: the
 * built site (`npm run build:site`) as static files, its `index.html` told to
 * use the server over HTTP instead of starting a service worker.
 */
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { extname, join, normalize, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { answer, type EngineAnswer } from '../engine/exchange/engine-types.ts'
import { HttpProblem } from '../engine/problems/http-problem.ts'

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

/** The built site beside the sources (`src/node-http` → `site-dist`) or beside the package build (`lib` → `site-dist`). */
function defaultSiteDirectory(): string {
  const candidates = ['../../site-dist/', '../site-dist/'].map((relative) =>
    fileURLToPath(new URL(relative, import.meta.url)),
  )
  // Not built yet: name the folder beside the package root, so the message points at the right place.
  return (
    candidates.find((candidate) => existsSync(join(candidate, 'index.html'))) ??
    candidates.find((candidate) => existsSync(join(candidate, '..', 'package.json'))) ??
    candidates[0]!
  )
}

/** A request as the site sees it: method, path (as sent) and query. */
type SiteRequest = { method: string; path: string; query: string }

/** Answers a request for the simulator page, or `undefined` when it is none of the page's. */
export type SiteResponder = (request: SiteRequest) => Promise<EngineAnswer | undefined>

/**
 * The simulator page of a mock mounted at `paths`, from `directory` (default the package's
 * `site-dist`); `undefined` for `false`, no page.
 */
export function siteFor(
  paths: { readonly servicePath: string; readonly controlPrefix: string },
  directory: string | false | undefined,
): SiteResponder | undefined {
  if (directory === false) return undefined
  return createSiteResponder({
    directory: directory ?? defaultSiteDirectory(),
    controlPrefix: paths.controlPrefix,
    servicePath: paths.servicePath,
  })
}

/**
 * Answers `GET {controlPrefix}/` and its assets, or `undefined` for any other request.
 * @example
 * const site = createSiteResponder({ directory: 'site-dist', controlPrefix: '/__mock', servicePath: '/svc/v1' })
 * const answer = await site({ method: 'GET', path: '/__mock/', query: '' })
 */
export function createSiteResponder(options: SiteOptions): SiteResponder {
  const root = normalize(options.directory)
  const prefix = options.controlPrefix
  return async ({ method, path, query }) => {
    if (method !== 'GET' && method !== 'HEAD') return undefined
    if (path === prefix) return answer(308, null, { Location: `${prefix}/${query}` })
    if (!path.startsWith(`${prefix}/`)) return undefined
    let relative: string
    try {
      relative = decodeURIComponent(path.slice(prefix.length + 1)) || 'index.html'
    } catch {
      // A client's malformed escape (`%`, `%zz`, `%E0%A4%A`) is its mistake: a 400, never an error of the mock.
      throw new HttpProblem('badRequest', 'The path is not valid percent-encoding.')
    }
    const file = normalize(join(root, relative))
    if (!file.startsWith(root.endsWith(sep) ? root : root + sep)) return undefined

    let body: Buffer
    try {
      body = await readFile(file)
    } catch {
      if (relative !== 'index.html') return undefined
      throw new HttpProblem(
        'notFound',
        `The simulator page is not built (no ${file}). Please run "npm run build:site" first.`,
      )
    }
    const type = contentTypes[extname(file)] ?? 'application/octet-stream'
    const content = relative === 'index.html' ? forServer(body.toString('utf8'), options) : body
    return {
      status: 200,
      // No Referer from the page: opened from the link with the control token (`?token=`), its first
      // requests (the scripts, the styles) would carry the token in it before the page takes it out of the URL.
      headers: { 'Content-Type': type, 'Cache-Control': 'no-cache', 'Referrer-Policy': 'no-referrer' },
      // For a HEAD too: the adapter's writer leaves the body out and keeps its length.
      body: content,
      delayMs: 0,
      outcome: 'send',
    }
  }
}

/** Points the page at this server: no worker, this service path and control prefix. */
function forServer(html: string, options: SiteOptions): string {
  const setMeta = (text: string, name: string, value: string) =>
    text.replace(new RegExp(`(<meta name="${name}" content=")[^"]*(")`), `$1${value.replace(/"/g, '&quot;')}$2`)
  return setMeta(
    setMeta(setMeta(html, 'mock-mode', 'server'), 'mock-service-path', options.servicePath),
    'mock-control-path',
    options.controlPrefix,
  )
}
