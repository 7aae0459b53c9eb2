/**
 * @module Entry for Node programs that embed the standalone server (a dev
 * server, a test harness): `createServer` answers the service, the control
 * API and the simulator page over `node:http`.
 */
export { createServer, type MockServer, type ServerOptions } from './server/create-server.ts'
export type { HeldAnswersOptions, SocketHold } from './server/held-answers.ts'
export type { LingerOptions } from './server/lingering-response.ts'
export type { Mock } from './doors/create-mock.ts'
export type { MockOptions } from './engine/session/mock-options.ts'
export type { FetchHandler } from './doors/fetch/create-fetch-handler.ts'
export type { Middleware, NextFunction } from './doors/middleware/create-middleware.ts'
