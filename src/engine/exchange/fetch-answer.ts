/**
 * @module The engine's answer as a Fetch `Response`, with its outcome played
 * out as a client would meet it: the simulated delay waited, a network error
 * as `Response.error()`, and a hang settling only when the request is aborted
 * (rejected) or the mock lets it go (a network error). Shared by the Fetch
 * adapter and the MCP tools' in-process transport.
 */
import type { EngineAnswer } from './engine-types.ts'
import { fetchResponse } from './fetch-engine-request.ts'

/**
 * @example
 * const answer = await engine.dispatch(fetchEngineRequest(request, url.pathname, url.search))
 * if (answer) return fetchAnswer(answer, request)
 */
export async function fetchAnswer(answer: EngineAnswer, request: Request): Promise<Response> {
  if (answer.outcome === 'hang') return waitForAbort(request, answer.released)
  if (answer.delayMs > 0) await sleep(answer.delayMs, request.signal)
  return answer.outcome === 'network-error' ? Response.error() : fetchResponse(answer)
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
