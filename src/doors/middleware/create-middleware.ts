/**
 * @module The `node:http` door as Connect-style middleware: Express,
 * webpack-dev-server, Vite or any Node server can mount the mock. Requests
 * that are none of the mock's go to `next()`.
 */
import type { MockEngine } from '../../engine/create-engine.ts'
import { type ControlGuardOptions, createControlGuard } from '../../node-http/control-guard.ts'
import { controlScreen, createNodeHandler } from '../../node-http/create-node-handler.ts'
import type { Middleware } from '../../node-http/middleware.ts'

// Defined below the doors, where the server shares it; exported here too, beside the door's options that the mock's type uses.
export type { Middleware } from '../../node-http/middleware.ts'

/** Whom the control API trusts (see `ControlGuardOptions`; the service's paths answer everyone), and the body cap. */
export type MiddlewareOptions = ControlGuardOptions & {
  /** Request bodies above this many bytes answer `413` without being read. Default 1 MiB. */
  maxBody?: number
}

/**
 * The middleware door as `createMockWith` takes it: `mock.middleware(options)`. Called without
 * `next` (as a plain `node:http` request listener), it answers other paths with a `404` problem.
 * The control API answers only trusted origins and hosts.
 * @example
 * app.use(mock.middleware())
 */
export function middlewareDoor(engine: MockEngine, options?: MiddlewareOptions): Middleware {
  return createNodeHandler(engine, {
    screen: controlScreen(engine, createControlGuard(options)),
    maxBody: options?.maxBody,
  })
}
