/** @module The Connect-style signature the Node adapters and the server share: `(req, res, next)`. */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { NextFunction } from './next-function.ts'

export type { NextFunction } from './next-function.ts'
export type Middleware = (request: IncomingMessage, response: ServerResponse, next?: NextFunction) => void
