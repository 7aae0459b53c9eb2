/**
 * @module The `node:http` door as Connect-style middleware: Express,
 * webpack-dev-server, Vite or any Node server can mount the mock. Requests
 * that are none of the mock's go to `next()`.
 */
import type { Engine } from '../../engine/create-engine.ts'
import { nothingHere } from '../../engine/problems/nothing-here.ts'
import { problemOf } from '../../engine/problems/problem-of.ts'
import { createControlGuard, type ControlGuard, type ControlGuardOptions } from '../../node-http/control-guard.ts'
import { defaultMaxBody, nodeEngineRequest } from '../../node-http/node-engine-request.ts'
import { sendAnswer } from '../../node-http/send-answer.ts'
import type { Middleware } from '../../node-http/middleware.ts'

/** Whom the control API trusts (see `ControlGuardOptions`; the service's paths answer everyone), and the body cap. */
export type MiddlewareOptions = ControlGuardOptions & {
  /** Request bodies above this many bytes answer `413` without being read. Default 1 MiB. */
  maxBody?: number
}

// Defined below the doors, where the server shares it; exported here, where the entries have always found it.
export type { Middleware, NextFunction } from '../../node-http/middleware.ts'

/**
 * Called without `next` (as a plain `node:http` request listener), it answers other paths with a `404` problem.
 * The control API answers only trusted origins and hosts (`guard`).
 * @example
 * app.use(mock.middleware())
 */
export function createMiddleware(
  engine: Engine,
  guard: ControlGuard = createControlGuard(),
  maxBody = defaultMaxBody,
): Middleware {
  return (request, response, next) => {
    // Any target reads as a path (one that makes no URL included), so building the request cannot fail.
    const engineRequest = nodeEngineRequest(request, request.url, maxBody)
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

/** The middleware door as `createMockWith` takes it: `mock.middleware(options)`. */
export function middlewareDoor(engine: Engine, options?: MiddlewareOptions): Middleware {
  return createMiddleware(engine, createControlGuard(options), options?.maxBody)
}
