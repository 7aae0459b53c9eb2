/**
 * @module One request forwarded to the real service, as a proxy passes it on:
 * method, path, query, body and the client's headers (Authorization too),
 * without hop-by-hop headers, the mock's own `X-Mock-*` headers and its
 * session cookie. What comes back is an answer, or why there is none.
 */
import type { EngineRequest } from '../exchange/engine-types.ts'
import { headerPairs } from '../journal/header-pairs.ts'
import { sessionCookie } from '../request/session-id.ts'
import type { Forward, RealService } from './real-service.ts'

/** What the real service did with a request. */
export type RealOutcome =
  | {
      readonly kind: 'answer'
      readonly status: number
      readonly statusText: string
      readonly headers: Record<string, string>
      readonly body: string | Uint8Array | null
    }
  | { readonly kind: 'unreachable'; readonly reason: string }
  | { readonly kind: 'timeout' }

/** The request as it went to the real service, for the journal's HAR and a recording. */
export type Forwarded = {
  readonly url: string
  readonly headers: Array<[string, string]>
  readonly body: string
}

// RFC 9110, 7.6.1, plus what `fetch` sets itself (host, length, encoding it can decode).
const notForwarded = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
  'accept-encoding',
])
// `fetch` has decoded the body and the adapter frames it again; the adapter adds its own CORS headers.
const notPassedBack = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'content-length',
  'content-encoding',
  'set-cookie',
])

/** The request as it goes to `real`: its URL, the headers kept and added, and the body. */
export async function forwardedRequest(real: RealService, request: EngineRequest): Promise<Forwarded> {
  const headers: Array<[string, string]> = []
  for (const [name, value] of requestHeaders(request)) {
    const lower = name.toLowerCase()
    if (notForwarded.has(lower) || lower.startsWith('x-mock-') || real.headerNames.has(lower)) continue
    if (lower === 'cookie') {
      const kept = withoutSessionCookie(value)
      if (kept !== '') headers.push([name, kept])
      continue
    }
    headers.push([name, value])
  }
  for (const [name, value] of Object.entries(real.headers)) headers.push([name, value])
  const body = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text()
  return { url: `${real.url}${request.path}${request.query}`, headers, body }
}

/**
 * Sends `forwarded` with `forward` and reads the whole answer, all within
 * `real.timeout`: a service that sends headers and then stalls times out too.
 */
export async function sendToReal(
  real: RealService,
  method: string,
  forwarded: Forwarded,
  forward: Forward,
): Promise<RealOutcome> {
  const abort = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    abort.abort()
  }, real.timeout)
  try {
    const response = await forward(
      new Request(forwarded.url, {
        method,
        headers: forwarded.headers,
        body: forwarded.body === '' ? undefined : forwarded.body,
        signal: abort.signal,
        redirect: 'manual',
      }),
    )
    const bytes = new Uint8Array(await response.arrayBuffer())
    const type = response.headers.get('content-type') ?? ''
    const headers: Record<string, string> = {}
    response.headers.forEach((value, name) => {
      if (!notPassedBack.has(name) && !name.startsWith('access-control-')) headers[name] = value
    })
    return {
      kind: 'answer',
      status: response.status,
      statusText: response.statusText,
      headers,
      body: bytes.byteLength === 0 ? null : isText(type) ? new TextDecoder().decode(bytes) : bytes,
    }
  } catch (error) {
    if (timedOut) return { kind: 'timeout' }
    return { kind: 'unreachable', reason: reasonOf(error) }
  } finally {
    clearTimeout(timer)
  }
}

/** Every header of the request as name-value pairs; for an adapter that lists none, the ones a call to the service needs. */
function requestHeaders(request: EngineRequest): Iterable<readonly [string, string]> {
  if (request.headerList !== undefined) return headerPairs(request.headerList)
  return ['authorization', 'content-type', 'accept', 'accept-language', 'cookie'].flatMap((name) => {
    const value = request.header(name)
    return value === undefined ? [] : [[name, value] as const]
  })
}

/** JSON and text are kept as text, so the journal and a recording show them as the service sent them. */
function isText(contentType: string): boolean {
  return /^text\/|[/+]json\b/i.test(contentType)
}

function withoutSessionCookie(cookies: string): string {
  return cookies
    .split(';')
    .map((cookie) => cookie.trim())
    .filter((cookie) => cookie !== '' && !cookie.startsWith(`${sessionCookie}=`))
    .join('; ')
}

/** Why `fetch` failed, in words: undici puts the socket's error (`ECONNREFUSED`) in `cause`. */
function reasonOf(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } } | undefined)?.cause
  if (cause?.code) return cause.code
  if (cause?.message) return cause.message
  return error instanceof Error ? error.message : String(error)
}
