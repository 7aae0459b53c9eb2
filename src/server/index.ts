/**
 * @module Entry for Node programs that embed the standalone server (a dev
 * server, a test harness): `createServer` answers the service and the control
 * API over `node:http`.
 */
export { createServer, type MockServer } from './create-server.ts'
export { createMock, type Mock } from '../core/create-mock.ts'
export type { MockOptions } from '../core/mock-options.ts'
