/**
 * @module A `node:http` request as the engine's request, with no Fetch
 * objects on the way: the target is split at `?`, headers are read from
 * Node's own table, and the body is read only when an operation asks.
 */
import type { IncomingMessage } from 'node:http'
import type { EngineRequest } from '../engine/exchange/engine-types.ts'
import { HttpProblem } from '../engine/problems/http-problem.ts'
import { MockError } from '../engine/problems/mock-error.ts'

/** Request bodies above this many bytes are refused with `413` unless an adapter says otherwise: 1 MiB. */
export const defaultMaxBody = 1024 * 1024

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
  readonly #maxBody: number
  // Read once: the operation and the journal both ask for the body.
  #text: Promise<string> | undefined

  constructor(request: IncomingMessage, path: string, query: string, maxBody: number) {
    this.method = request.method ?? 'GET'
    this.path = path
    this.query = query
    this.#request = request
    this.#maxBody = maxBody
  }

  header(name: string): string | undefined {
    const value = this.#request.headers[nodeHeaderKey(name)]
    return Array.isArray(value) ? value.join(', ') : value
  }

  /** Node's own list, as sent (names in their case, repeats kept); no copy is made. */
  get headerList(): readonly string[] {
    return this.#request.rawHeaders
  }

  text(): Promise<string> {
    return (this.#text ??= readText(this.#request, this.#maxBody))
  }

  repeatedHeader(names: readonly string[]): string | undefined {
    return repeatedIn(this.#request.rawHeaders, names)
  }
}

/** Header names as Node keys them, by the name asked for: the engine asks for the same few on every request. */
const nodeHeaderKeys = new Map<string, string>()

/** `name` in lower case, made once per name (up to a bound): lower-casing it per request showed in the server's profile. */
function nodeHeaderKey(name: string): string {
  let key = nodeHeaderKeys.get(name)
  if (key === undefined) {
    key = name.toLowerCase()
    if (nodeHeaderKeys.size < 256) nodeHeaderKeys.set(name, key)
  }
  return key
}

/** Lower-case forms of a list of header names, made once per list. */
const loweredLists = new WeakMap<readonly string[], readonly string[]>()

/** The first of `names` that `rawHeaders` (names and values in turn) holds twice or more, compared without case. */
export function repeatedIn(rawHeaders: readonly string[], names: readonly string[]): string | undefined {
  let lowered = loweredLists.get(names)
  if (!lowered) loweredLists.set(names, (lowered = names.map((name) => name.toLowerCase())))
  let seen = 0
  for (let index = 0; index < rawHeaders.length; index += 2) {
    const name = rawHeaders[index]!
    for (let at = 0; at < lowered.length; at++) {
      const candidate = lowered[at]!
      // Most headers differ in length from every name looked for, and the rest are sent in one of two
      // spellings (as written in `names`, or in lower case): lower-casing is left for the others.
      if (
        candidate.length !== name.length ||
        (name !== candidate && name !== names[at] && name.toLowerCase() !== candidate)
      )
        continue
      if (seen & (1 << at)) return names[at]
      seen |= 1 << at
      break
    }
  }
  return undefined
}

/**
 * `request` seen by the engine; `target` is the path and query it answers (a mount point already taken off).
 * A body above `maxBody` bytes is refused with `413` as soon as that is known.
 */
export function nodeEngineRequest(
  request: IncomingMessage,
  target: string = request.url ?? '/',
  maxBody = defaultMaxBody,
): EngineRequest {
  // Split straight into the request: an intermediate `{ path, query }` object showed in the server's profile.
  const relative = originForm(target)
  const queryAt = relative.indexOf('?')
  return queryAt === -1
    ? new NodeEngineRequest(request, relative, '', maxBody)
    : new NodeEngineRequest(request, relative.slice(0, queryAt), relative.slice(queryAt), maxBody)
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
 * the async iterator cost more than the rest of reading a small body. Bytes
 * are counted as they arrive, so a body above `maxBody` (declared or
 * streamed) is refused without reading the rest: the socket is closed after
 * the `413`.
 */
function readText(request: ParsedBodyRequest, maxBody: number): Promise<string> {
  if (request.readableEnded) {
    // Read already: by a framework (its parsed body), or by someone else (nothing left, as an iterator would find).
    // Body parsers turn an empty body into `{}`; the mock must see it empty, as through every other adapter.
    const empty = request.body === undefined || request.headers['content-length'] === '0'
    return Promise.resolve(empty ? '' : textOfParsedBody(request.body))
  }
  if (request.destroyed) return Promise.reject(clientAborted())
  const declared = Number(request.headers['content-length'] ?? 0)
  if (declared > maxBody) return Promise.reject(tooLarge(maxBody))
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let received = 0
    // No listener is removed: the stream ends here, and `settled` keeps the `close` after `end` from rejecting.
    let settled = false
    request.on('data', (chunk: Buffer | string) => {
      if (settled) return
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk
      received += bytes.byteLength
      if (received > maxBody) {
        settled = true
        chunks.length = 0
        // Nothing more is read or kept; the answer closes the connection.
        request.pause()
        reject(tooLarge(maxBody))
        return
      }
      chunks.push(bytes)
    })
    request.on('end', () => {
      if (settled) return
      settled = true
      resolve(chunks.length === 1 ? chunks[0]!.toString('utf8') : Buffer.concat(chunks).toString('utf8'))
    })
    request.on('error', () => {
      if (!settled) reject(clientAborted())
      settled = true
    })
    // A request destroyed before its end: the client went away (or a timeout dropped it).
    request.on('close', () => {
      if (!settled) reject(clientAborted())
      settled = true
    })
  })
}

function tooLarge(maxBody: number): HttpProblem {
  return new HttpProblem(
    'contentTooLarge',
    `The request body is larger than the mock takes (${maxBody} bytes); raise the limit with --max-body.`,
    {
      headers: { Connection: 'close' },
    },
  )
}

/** The client's doing, not the mock's: journaled as aborted, and nothing is logged. */
function clientAborted(): MockError {
  return new MockError('CLIENT_ABORTED', 'The client closed the connection before its request body ended.')
}

function textOfParsedBody(body: unknown): string {
  if (typeof body === 'string') return body
  if (body instanceof Uint8Array) return Buffer.from(body).toString('utf8')
  return JSON.stringify(body)
}
