// @ts-ignore built file
import { createServer } from '../../lib/server.js'
const server = createServer()
await server.mock.database()
process.send?.({ url: await server.listen(0) })
