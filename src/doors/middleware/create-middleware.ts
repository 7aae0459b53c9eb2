/**
 * @module The `node:http` door as Connect-style middleware: Express,
 * webpack-dev-server, Vite or any Node server can mount the mock. Requests
 * that are none of the mock's go to `next()`.
 */
import type { MockEngine } from '../../engine/create-engine.ts'
import { type ControlGuardOptions, createControlGuard } from '../../node-http/control-guard.ts'
import { controlScreen, createNodeHandler } from '../../node-http/create-node-handler.ts'
import type { NextFunction } from '../../node-http/middleware.ts'

/**
 * `mock.middleware()` as the mock's type shows it: `(req, res, next)`, with Node's request and
 * response named by a member each, not imported from `node:http`. The browser entries share the
 * `Mock` type, and their types must compile without `@types/node`; Express, Connect, Vite and
 * `http.createServer` all pass objects that have these members.
 */
export type Middleware = (request: NodeRequest, response: NodeResponse, next?: NextFunction) => void

/** Node's `IncomingMessage`, by one of its members. */
type NodeRequest = { readonly method?: string | undefined }

/** Node's `ServerResponse`, by one of its members. */
type NodeResponse = { readonly headersSent: boolean }

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
  // Node's own types inside, the narrower ones outside: every caller passes Node's request and response.
  return createNodeHandler(engine, {
    screen: controlScreen(engine, createControlGuard(options)),
    maxBody: options?.maxBody,
  }) as Middleware
}
