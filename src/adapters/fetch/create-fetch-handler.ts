/**
 * @module The Fetch adapter: `mock.fetch(request)`, the standard handler shape,
 * so the mock runs in Hono, Bun, Deno or any Fetch server. The answer's
 * outcome (delay, network error, hang) is played out by `fetchAnswer`.
 */
import type { Engine } from '../../engine/create-engine.ts'
import { fetchAnswer } from '../../engine/exchange/fetch-answer.ts'
import { fetchEngineRequest, fetchResponse } from '../../engine/exchange/fetch-engine-request.ts'
import { nothingHere } from '../../engine/problems/nothing-here.ts'

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
    return fetchAnswer(answer, request)
  }
}
