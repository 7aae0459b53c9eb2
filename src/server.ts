/**
 * @module Entry for Node programs that embed the standalone server (a dev
 * server, a test harness): `createServer` answers the service, the control
 * API and the simulator page over `node:http`.
 */
export { createServer, type MockServer, type ServerOptions } from './adapters/node-http/create-server.ts'
export { createMock, type Mock } from './adapters/create-mock.ts'
export type { MockOptions } from './engine/mock-options.ts'
export type { FetchHandler } from './adapters/fetch/create-fetch-handler.ts'
export type { Middleware, NextFunction } from './adapters/node-http/create-middleware.ts'
