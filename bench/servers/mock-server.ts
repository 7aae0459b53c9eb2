/**
 * @module Our standalone server run from the sources (`createServer()`
 * through tsx, default data, journal on) in a process of its own, for
 * `bench/profile.ts ours`, whose profiles then name source files. The bench's
 * rows measure the built command instead (`startCommand`). Sends `{ url }`
 * once listening.
 */
import { createServer } from '../../src/server/create-server.ts'

const server = createServer()
await server.mock.database()
const url = await server.listen(0)
process.send?.({ url })
process.on('SIGINT', () => process.exit(0))
