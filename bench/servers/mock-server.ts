/**
 * @module Our standalone server in a process of its own, as `npm start`
 * runs it (default data, journal on), so load generation does not share its
 * event loop. Sends `{ url }` once listening; answers `'heap'` with the heap
 * used after a full GC.
 */
import { createServer } from '../../src/server/create-server.ts'

const server = createServer()
await server.mock.database()
const url = await server.listen(0)
process.on('message', (message) => {
  if (message !== 'heap') return
  globalThis.gc?.()
  process.send?.({ heapUsed: process.memoryUsage().heapUsed, journal: server.mock.requests.size })
})
process.send?.({ url })
process.on('SIGINT', () => process.exit(0))
