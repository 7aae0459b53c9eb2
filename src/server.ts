/**
 * @module Entry for Node programs that embed the standalone server (a dev server, a test
 * harness): `createServer` answers the service, the control API and the simulator page over
 * `node:http`.
 */
export { createServer, type MockServer } from './server/create-server.ts'
