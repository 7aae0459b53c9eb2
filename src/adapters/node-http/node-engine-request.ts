/**
 * @module A `node:http` request as the engine's request, with no Fetch
 * objects on the way: the target is split at `?`, headers are read from
 * Node's own table, and the body is read only when an operation asks.
 */
import type { IncomingMessage } from 'node:http'
import type { EngineRequest } from '../../engine/engine-types.ts'

/** A request whose body a framework has read already (Express's `express.json()`, for one). */
type ParsedBodyRequest = IncomingMessage & { body?: unknown }

/** `request` seen by the engine; `target` is the path and query it answers (a mount point already taken off). */
export function nodeEngineRequest(request: IncomingMessage, target: string = request.url ?? '/'): EngineRequest {
  const { path, query } = splitTarget(target)
  return {
    method: request.method ?? 'GET',
    path,
    query,
    header(name) {
      const value = request.headers[name.toLowerCase()]
      return Array.isArray(value) ? value.join(', ') : value
    },
    text: () => readText(request as ParsedBodyRequest),
  }
}

/** Path and query of a request target; an absolute-form target (`http://host/path`) keeps only its path. */
export function splitTarget(target: string): { path: string; query: string } {
  let relative = target
  if (!target.startsWith('/')) {
    try {
      const url = new URL(target)
      relative = url.pathname + url.search
    } catch {
      relative = `/${target}`
    }
  }
  const queryAt = relative.indexOf('?')
  return queryAt === -1 ? { path: relative, query: '' } : { path: relative.slice(0, queryAt), query: relative.slice(queryAt) }
}

async function readText(request: ParsedBodyRequest): Promise<string> {
  if (request.readableEnded && request.body !== undefined) {
    // Body parsers turn an empty body into `{}`; the mock must see it empty, as through every other door.
    return request.headers['content-length'] === '0' ? '' : textOfParsedBody(request.body)
  }
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

function textOfParsedBody(body: unknown): string {
  if (typeof body === 'string') return body
  if (body instanceof Uint8Array) return Buffer.from(body).toString('utf8')
  return JSON.stringify(body)
}
