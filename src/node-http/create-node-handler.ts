/**
 * @module The one path a `node:http` request takes to the engine, shared by
 * the middleware adapter, the Vite plugin and the standalone server: the target
 * is parsed once into the engine's request, the adapter's checks run once
 * (`screen`), then the engine answers, then the simulator page, then
 * `next()` or a `404` problem. Every answer leaves through one writer, which
 * renders problems and leaves a HEAD answer's body out.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { type MockEngine, mcpPath } from '../engine/create-engine.ts'
import { type EngineAnswer, type EngineRequest, withoutBody } from '../engine/exchange/engine-types.ts'
import { HttpProblem } from '../engine/problems/http-problem.ts'
import { methodNotAllowed } from '../engine/problems/method-not-allowed.ts'
import { nothingHere } from '../engine/problems/nothing-here.ts'
import { problemOf } from '../engine/problems/problem-of.ts'
import { type ControlGuard, createControlGuard } from './control-guard.ts'
import type { Middleware, NextFunction } from './middleware.ts'
import { defaultMaxBody, nodeEngineRequest } from './node-engine-request.ts'
import { sendAnswer } from './send-answer.ts'
import type { SiteResponder } from './serve-site.ts'

/**
 * An adapter's checks before the engine sees a request: a problem refuses it (the handler sends it),
 * `true` means the screen answered already (a CORS preflight), `undefined` lets it pass.
 */
export type Screen = (
  request: IncomingMessage,
  response: ServerResponse,
  target: EngineRequest,
) => HttpProblem | true | undefined

export type NodeHandlerOptions = {
  /** Default: the control API's requests meet `createControlGuard()` (loopback and same-origin pages only). */
  screen?: Screen
  /** Request bodies above this many bytes answer `413` without being read. Default 1 MiB. */
  maxBody?: number
  /** The simulator page, for the requests the engine leaves (none without it). */
  site?: SiteResponder
}

/** The screen of an adapter that checks the control API only: the service's paths answer everyone. */
export function controlScreen(engine: Pick<MockEngine, 'isControlApi'>, guard: ControlGuard): Screen {
  return (request, _response, target) => (engine.isControlApi(target.path) ? guard(request) : undefined)
}

/**
 * Called without `next` (as a plain `node:http` request listener), it answers the paths that are
 * none of the mock's with a `404` problem that says where the mock is.
 */
export function createNodeHandler(engine: MockEngine, options: NodeHandlerOptions = {}): Middleware {
  const { screen = controlScreen(engine, createControlGuard()), maxBody = defaultMaxBody, site } = options
  // Made once: a string built per request is garbage on every request's path.
  const mcpTarget = `${engine.controlPrefix}${mcpPath}`
  return (request, response, next) => {
    // Any target reads as a path (one that makes no URL included), so building the request cannot fail.
    const target = nodeEngineRequest(request, request.url, maxBody)
    const refusal = screen(request, response, target)
    if (refusal === true) return
    if (refusal) return sendProblem(refusal, target, response)
    if (target.path === mcpTarget) return serveMcp(engine, request, response, target)
    // A read is answered at once, in this turn; others when their promise settles.
    const answer = engine.dispatchNow(target)
    if (answer instanceof Promise) {
      // Callbacks written inline, none held in a named constant: tsx names such functions at run time, per request.
      answer.then(
        (settled) => answered(settled, engine, site, target, response, next),
        (error: unknown) => sendProblem(error, target, response),
      )
    } else answered(answer, engine, site, target, response, next)
  }
}

/** The engine's answer sent, or when it had none, the simulator page's, or the request passed on. */
function answered(
  answer: EngineAnswer | undefined,
  engine: MockEngine,
  site: SiteResponder | undefined,
  target: EngineRequest,
  response: ServerResponse,
  next: NextFunction | undefined,
): void {
  if (answer) send(answer, target, response)
  else if (site) answerFromSite(site, engine, target, response, next)
  else passOn(engine, target, response, next)
}

/** The MCP server, loaded on the first MCP request: the SDK stays out of the server's start. */
let mcpModule: Promise<typeof import('../mcp/serve-mcp-request.ts')> | undefined

/**
 * `/__mock/mcp`, past the same screen as the control API: MCP's Streamable HTTP transport, stateless, so
 * only `POST`. The body is read here, within the adapter's limit, and handed to the transport as JSON.
 */
function serveMcp(engine: MockEngine, request: IncomingMessage, response: ServerResponse, target: EngineRequest): void {
  if (target.method !== 'POST') {
    sendProblem(methodNotAllowed(target.method, ['POST']), target, response)
    return
  }
  target
    .text()
    .then(async (text) => {
      let body: unknown
      try {
        body = JSON.parse(text)
      } catch {
        throw new HttpProblem('badRequest', 'The MCP request body is not JSON: send a JSON-RPC message.')
      }
      mcpModule ??= import('../mcp/serve-mcp-request.ts')
      await (await mcpModule).serveMcpRequest(engine, request, response, body)
    })
    .catch((error: unknown) => {
      if (!response.headersSent) sendProblem(error, target, response)
    })
}

/** The simulator page's answer, or the request passed on. */
function answerFromSite(
  site: SiteResponder,
  engine: MockEngine,
  target: EngineRequest,
  response: ServerResponse,
  next: NextFunction | undefined,
): void {
  site(target).then(
    (found) => (found ? send(found, target, response) : passOn(engine, target, response, next)),
    (error: unknown) => sendProblem(error, target, response),
  )
}

/** A request that is none of the mock's: to `next()`, or without one a `404` problem. */
function passOn(engine: MockEngine, target: EngineRequest, response: ServerResponse, next: NextFunction | undefined) {
  if (next) next()
  else sendProblem(nothingHere(engine), target, response)
}

/** The adapter's one place where a refusal or an error becomes problem+json (the engine's own answers come rendered). */
function sendProblem(error: unknown, target: EngineRequest, response: ServerResponse): void {
  send(problemOf(error, target.path).toAnswer(target.path), target, response)
}

/** The one writer: a HEAD answer leaves without its body, keeping its length (the engine's own answers have none already). */
function send(answer: EngineAnswer, target: EngineRequest, response: ServerResponse): void {
  sendAnswer(target.method === 'HEAD' ? withoutBody(answer) : answer, response)
}
