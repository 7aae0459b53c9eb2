/**
 * @module A Fetch `Request` as the engine's request, and the engine's answer
 * as a Fetch `Response`: shared by the msw and Fetch adapters and the MCP tools.
 */
import type { EngineAnswer, EngineRequest } from './engine-types.ts'

/** `request` seen by the engine with `path` as its path (the adapter decides the mount point). */
export function fetchEngineRequest(request: Request, path: string, query: string): EngineRequest {
  // Read once: the operation and the journal both ask for the body, and a `Request`'s body can be read only once.
  let text: Promise<string> | undefined
  return {
    method: request.method,
    path,
    query,
    url: request.url,
    headerList: request.headers,
    header: (name) => request.headers.get(name) ?? undefined,
    text: () => (text ??= request.text()),
  }
}

/**
 * The answer as a `Response`, ignoring its delay and outcome (the adapter applies those).
 * @param method the request's: a `Response` to a HEAD has no body (the engine's answers have none
 * already; this covers an adapter's own, such as its `404` for a path that is none of the mock's).
 */
export function fetchResponse(answer: EngineAnswer, method?: string): Response {
  const body =
    answer.body === null || method === 'HEAD'
      ? null
      : typeof answer.body === 'string'
        ? answer.body
        : new Uint8Array(answer.body)
  return new Response(body, { status: answer.status, headers: answer.headers })
}
