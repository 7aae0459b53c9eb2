/**
 * @module The middleware adapter under load: `mock.middleware()` as the
 * request listener of a plain `node:http` server, with no CORS and no
 * simulator page around it (those are the standalone server's).
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createMock } from '../../src/adapters/middleware/create-node-mock.ts'

const mock = createMock()
await mock.database()
const server = createServer(mock.middleware())
server.listen(0, '127.0.0.1', () => {
  process.send?.({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })
})
