/** @module The Connect-style signature the Node doors and the server share: `(req, res, next)`. */
import type { IncomingMessage, ServerResponse } from 'node:http'

export type NextFunction = (error?: unknown) => void
export type Middleware = (request: IncomingMessage, response: ServerResponse, next?: NextFunction) => void
