/**
 * @module The Fetch door: `mock.fetch(request)`, the standard handler shape,
 * so the mock runs in Hono, Bun, Deno or any Fetch server. The simulated
 * delay is waited out here, a network error is `Response.error()`, and a
 * hang settles only when the request is aborted (rejected) or the session
 * is reset (a network error).
 */
import type { Engine } from '../../engine/create-engine.ts'
import { nothingHere } from '../../engine/problems/nothing-here.ts'
import { fetchEngineRequest, fetchResponse } from './fetch-engine-request.ts'

export type FetchHandler = (request: Request) => Promise<Response>

/**
 * @param session the session that answers requests naming none; default the default session.
 * @example
 * Bun.serve({ fetch: createMock().fetch })
 */
export function createFetchHandler(engine: Engine, session?: string): FetchHandler {
  return async (request) => {
    const url = new URL(request.url)
    const answer = await engine.dispatch(fetchEngineRequest(request, url.pathname, url.search), session)
    if (!answer) {
      return fetchResponse(nothingHere(engine).toAnswer(url.pathname), request.method)
    }
    if (answer.outcome === 'hang') return waitForAbort(request, answer.released)
    if (answer.delayMs > 0) await sleep(answer.delayMs, request.signal)
    return answer.outcome === 'network-error' ? Response.error() : fetchResponse(answer)
  }
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason)
    const timer = setTimeout(resolve, ms)
    signal.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason)), { once: true })
  })
}

/**
 * Requests left hanging. A `Request` follows the signal it was made with only while the request
 * itself lives (a weak link), so it is held here until it is aborted, or the abort could be
 * collected away and never reach us.
 */
const hanging = new Set<Request>()

/**
 * Settles only when the request is aborted, or as a network error when the mock lets it go
 * (`released`, on reset): what a server that never answers, and then drops the connection, looks like.
 */
function waitForAbort(request: Request, released: Promise<void> | undefined): Promise<Response> {
  const { signal } = request
  if (signal.aborted) return Promise.reject(signal.reason)
  hanging.add(request)
  return new Promise((resolve, reject) => {
    signal.addEventListener(
      'abort',
      () => {
        hanging.delete(request)
        reject(signal.reason)
      },
      { once: true },
    )
    void released?.then(() => {
      hanging.delete(request)
      resolve(Response.error())
    })
  })
}
