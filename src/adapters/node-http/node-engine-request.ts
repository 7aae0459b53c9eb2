/**
 * @module A `node:http` request as the engine's request, with no Fetch
 * objects on the way: the target is split at `?`, headers are read from
 * Node's own table, and the body is read only when an operation asks.
 */
import type { IncomingMessage } from 'node:http'
import type { EngineRequest } from '../../engine/engine-types.ts'

/** A request whose body a framework has read already (Express's `express.json()`, for one). */
type ParsedBodyRequest = IncomingMessage & { body?: unknown }

/**
 * One object per request, its methods on the prototype: closures made per
 * request were a visible share of the server's own time in CPU profiles.
 */
class NodeEngineRequest implements EngineRequest {
  readonly method: string
  readonly path: string
  readonly query: string
  readonly #request: ParsedBodyRequest
  // Read once: the operation and the journal both ask for the body.
  #text: Promise<string> | undefined

  constructor(request: IncomingMessage, path: string, query: string) {
    this.method = request.method ?? 'GET'
    this.path = path
    this.query = query
    this.#request = request
  }

  header(name: string): string | undefined {
    const value = this.#request.headers[name.toLowerCase()]
    return Array.isArray(value) ? value.join(', ') : value
  }

  /** Node's own list, as sent (names in their case, repeats kept); no copy is made. */
  get headerList(): readonly string[] {
    return this.#request.rawHeaders
  }

  text(): Promise<string> {
    return (this.#text ??= readText(this.#request))
  }
}

/** `request` seen by the engine; `target` is the path and query it answers (a mount point already taken off). */
export function nodeEngineRequest(request: IncomingMessage, target: string = request.url ?? '/'): EngineRequest {
  // Split here rather than through `splitTarget`: its intermediate object showed in the server's profile.
  const relative = originForm(target)
  const queryAt = relative.indexOf('?')
  return queryAt === -1
    ? new NodeEngineRequest(request, relative, '')
    : new NodeEngineRequest(request, relative.slice(0, queryAt), relative.slice(queryAt))
}

/** Path and query of a request target; an absolute-form target (`http://host/path`) keeps only its path. */
export function splitTarget(target: string): { path: string; query: string } {
  const relative = originForm(target)
  const queryAt = relative.indexOf('?')
  return queryAt === -1 ? { path: relative, query: '' } : { path: relative.slice(0, queryAt), query: relative.slice(queryAt) }
}

/** The target as `/path?query`: the usual origin form as it is, an absolute form's path and query, anything else under `/`. */
function originForm(target: string): string {
  if (target.startsWith('/')) return target
  try {
    const url = new URL(target)
    return url.pathname + url.search
  } catch {
    return `/${target}`
  }
}

/**
 * The body as UTF-8 text. Read with stream events rather than `for await`:
 * the async iterator cost more than the rest of reading a small body.
 */
function readText(request: ParsedBodyRequest): Promise<string> {
  if (request.readableEnded) {
    // Read already: by a framework (its parsed body), or by someone else (nothing left, as an iterator would find).
    // Body parsers turn an empty body into `{}`; the mock must see it empty, as through every other door.
    const empty = request.body === undefined || request.headers['content-length'] === '0'
    return Promise.resolve(empty ? '' : textOfParsedBody(request.body))
  }
  if (request.destroyed) return Promise.reject(prematureClose())
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    // No listener is removed: the stream ends here, and `settled` keeps the `close` after `end` from rejecting.
    let settled = false
    request.on('data', (chunk: Buffer | string) => chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk))
    request.on('end', () => {
      settled = true
      resolve(chunks.length === 1 ? chunks[0]!.toString('utf8') : Buffer.concat(chunks).toString('utf8'))
    })
    request.on('error', (error) => {
      settled = true
      reject(error)
    })
    // A request destroyed before its end (the client went away) rejects, as the iterator did.
    request.on('close', () => {
      if (!settled) reject(prematureClose())
      settled = true
    })
  })
}

function prematureClose(): Error {
  return Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' })
}

function textOfParsedBody(body: unknown): string {
  if (typeof body === 'string') return body
  if (body instanceof Uint8Array) return Buffer.from(body).toString('utf8')
  return JSON.stringify(body)
}
