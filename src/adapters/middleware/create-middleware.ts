/**
 * @module The `node:http` adapter as Connect-style middleware: Express,
 * webpack-dev-server, Vite or any Node server can mount the mock. Requests
 * that are none of the mock's go to `next()`.
 */
import type { MockEngine } from '../../engine/create-engine.ts'
import { createControlGuard } from '../../node-http/control-guard.ts'
import { controlScreen, createNodeHandler } from '../../node-http/create-node-handler.ts'
import type { Middleware, MiddlewareOptions } from './middleware-types.ts'

export type { Middleware, MiddlewareOptions } from './middleware-types.ts'

/**
 * The middleware adapter as `createMockWith` takes it: `mock.middleware(options)`. Called without
 * `next` (as a plain `node:http` request listener), it answers other paths with a `404` problem.
 * The control API answers only trusted origins and hosts.
 * @example
 * app.use(mock.middleware())
 */
export function middlewareAdapter(engine: MockEngine, options?: MiddlewareOptions): Middleware {
  // Node's own types inside, the narrower ones outside: every caller passes Node's request and response.
  return createNodeHandler(engine, {
    screen: controlScreen(engine, createControlGuard(options)),
    maxBody: options?.maxBody,
  }) as Middleware
}
