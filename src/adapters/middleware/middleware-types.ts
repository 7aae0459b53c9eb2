/**
 * @module The middleware adapter's public types, in a module that imports nothing of Node's: the
 * `Mock` type names them, and the browser entries share `Mock`.
 */
import type { ControlGuardOptions } from '../../node-http/control-guard-options.ts'
import type { NextFunction } from '../../node-http/next-function.ts'

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
