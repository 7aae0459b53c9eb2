/**
 * @module The `node:http` door as Connect-style middleware: Express,
 * webpack-dev-server, Vite or any Node server can mount the mock. Requests
 * that are none of the mock's go to `next()`.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Engine } from '../../engine/create-engine.ts'
import { nothingHere } from '../../engine/nothing-here.ts'
import { problemOf } from '../../engine/problem-of.ts'
import { createControlGuard, type ControlGuard, type ControlGuardOptions } from './control-guard.ts'
import { nodeEngineRequest } from './node-engine-request.ts'
import { sendAnswer } from './send-answer.ts'

/** Whom the control API trusts (see `ControlGuardOptions`). The service's paths answer everyone. */
export type MiddlewareOptions = ControlGuardOptions

export type NextFunction = (error?: unknown) => void
export type Middleware = (request: IncomingMessage, response: ServerResponse, next?: NextFunction) => void

/**
 * Called without `next` (as a plain `node:http` request listener), it answers other paths with a `404` problem.
 * The control API answers only trusted origins and hosts (`guard`).
 * @example
 * app.use(mock.middleware())
 */
export function createMiddleware(engine: Engine, guard: ControlGuard = createControlGuard()): Middleware {
  return (request, response, next) => {
    // Any target reads as a path (one that makes no URL included), so building the request cannot fail.
    const engineRequest = nodeEngineRequest(request)
    if (engine.isControlApi(engineRequest.path)) {
      const refusal = guard(request)
      if (refusal) return sendAnswer(refusal.toAnswer(engineRequest.path), response)
    }
    engine.dispatch(engineRequest).then(
      (answer) => {
        if (answer) sendAnswer(answer, response)
        else if (next) next()
        else sendAnswer(nothingHere(engine).toAnswer(engineRequest.path), response)
      },
      (error: unknown) => sendAnswer(problemOf(error, engineRequest.path).toAnswer(engineRequest.path), response),
    )
  }
}
