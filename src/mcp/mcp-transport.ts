/**
 * @module How the MCP tools reach a mock: the one interface both transports
 * build their tools over. Over stdio it is `fetch` against the running mock's
 * URL (`httpTransport`); behind `/__mock/mcp` it is the engine of the mock
 * that serves the endpoint, in-process (`engineTransport`). The control verbs
 * go through the control API's own client either way.
 */
import type { Engine } from '../engine/create-engine.ts'
import type { ControlTransport } from '../engine/control/control-client.ts'
import { fetchAnswer } from '../engine/exchange/fetch-answer.ts'
import { fetchEngineRequest, fetchResponse } from '../engine/exchange/fetch-engine-request.ts'
import { nothingHere } from '../engine/problems/nothing-here.ts'
import { defaultControlPrefix } from '../engine/request/control-prefix.ts'

export type McpTransport = {
  /** The mock's origin (and mount path), e.g. `http://127.0.0.1:4010`: its requests' URLs start so. */
  readonly url: string
  /** The control API's path below `url`, e.g. `/__mock`. */
  readonly controlPrefix: string
  /** Answers a request of the control API or of the service, as the mock would over HTTP. */
  readonly fetch: ControlTransport
  /** The control token (`--control-token`), sent as a bearer token with each control request. */
  readonly token?: string
}

/**
 * A mock running elsewhere (the standalone server, the Vite plugin's dev server, a front), over HTTP.
 * @example
 * httpTransport('http://127.0.0.1:4010', process.env.MOCK_CONTROL_TOKEN)
 */
export function httpTransport(url: string, token?: string): McpTransport {
  return {
    url: url.replace(/\/+$/, ''),
    controlPrefix: defaultControlPrefix,
    fetch: (request) => fetch(request),
    token: token || undefined,
  }
}

/**
 * The mock of `engine`, in-process: its requests are answered by the engine with no socket, as
 * `mock.fetch` answers them. `url` is where the MCP request reached it, so that what the tools
 * read (the OpenAPI document's server) names the mock as the app reaches it.
 */
export function engineTransport(engine: Engine, url: string): McpTransport {
  return {
    url,
    controlPrefix: engine.controlPrefix,
    fetch: async (request) => {
      const { pathname, search } = new URL(request.url)
      // Below a mount point (a middleware under `/api`), the engine sees the path from its own root.
      const path = pathname.slice(new URL(url).pathname.replace(/\/+$/, '').length)
      const answer = await engine.dispatch(fetchEngineRequest(request, path, search))
      if (!answer) return fetchResponse(nothingHere(engine).toAnswer(path), request.method)
      return fetchAnswer(answer, request)
    },
  }
}
