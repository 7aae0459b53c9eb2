/**
 * @module The simulator page at `/__mock/` of the standalone server: the
 * built site (`npm run build:site`) as static files, its `index.html` told to
 * use the server over HTTP instead of starting a service worker.
 */
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { extname, join, normalize, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { answer, type EngineAnswer } from '../engine/exchange/engine-types.ts'
import { HttpProblem } from '../engine/problems/http-problem.ts'
import { chooseEncoding, type SiteEncoding } from './choose-encoding.ts'

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

/** A request as the site sees it: method, path (as sent), query, and its headers (`Accept-Encoding` is read). */
type SiteRequest = { method: string; path: string; query: string; header?(name: string): string | undefined }

/** A file of Vite's build named by its content (`assets/index-BawD7mfY.js`): it never changes under its name. */
const hashedAsset = /^assets\/[^/]+-[\w-]{8,}\.[a-z\d]+$/

/** Hashed assets are kept for a year without asking again; the rest (`index.html`, the worker script) is checked each time. */
export function cacheControlFor(relative: string): string {
  return hashedAsset.test(relative) ? 'public, max-age=31536000, immutable' : 'no-cache'
}

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
  const compressedPage = compressedOnce()
  return async (request) => {
    const { method, path, query } = request
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
    const encoding = chooseEncoding(request.header?.('accept-encoding'))
    const sent =
      relative === 'index.html'
        ? compressedPage(forServer(body.toString('utf8'), options), encoding)
        : await precompressed(file, body, encoding)
    return {
      status: 200,
      headers: {
        'Content-Type': contentTypes[extname(file)] ?? 'application/octet-stream',
        'Cache-Control': cacheControlFor(relative),
        // The same URL has a body per encoding: caches keep them apart.
        Vary: 'Accept-Encoding',
        ...(sent.encoding ? { 'Content-Encoding': sent.encoding.name } : {}),
        // No Referer from the page: opened from the link with the control token (`?token=`), its first
        // requests (the scripts, the styles) would carry the token in it before the page takes it out of the URL.
        'Referrer-Policy': 'no-referrer',
      },
      // For a HEAD too: the adapter's writer leaves the body out and keeps its length.
      body: sent.body,
      delayMs: 0,
      outcome: 'send',
    }
  }
}

type Sent = { body: Buffer | string; encoding?: SiteEncoding }

/** The file's `.br` or `.gz` twin written by the site build, when the client takes it and it is there; else the file. */
async function precompressed(file: string, body: Buffer, encoding: SiteEncoding | undefined): Promise<Sent> {
  if (!encoding) return { body }
  try {
    return { body: await readFile(file + encoding.extension), encoding }
  } catch {
    return { body }
  }
}

/**
 * The page as this server rewrites it, compressed here (it differs from the built file): once per
 * text and encoding, as the same few hundred bytes are asked for again and again.
 */
function compressedOnce(): (html: string, encoding: SiteEncoding | undefined) => Sent {
  let last: { html: string; bodies: Map<string, Buffer> } | undefined
  return (html, encoding) => {
    if (!encoding) return { body: html }
    if (last?.html !== html) last = { html, bodies: new Map() }
    let body = last.bodies.get(encoding.name)
    if (!body) {
      body =
        encoding.name === 'br'
          ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } })
          : gzipSync(html, { level: 9 })
      last.bodies.set(encoding.name, body)
    }
    return { body, encoding }
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
