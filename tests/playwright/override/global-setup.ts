/** One standalone server for the spec's tests, each of which takes a session of it; its URL reaches them in `MOCK_SERVER_URL`. */
import { createServer } from '../../../src/server.ts'

export default async function globalSetup() {
  const { listen, close } = createServer({ site: false })
  process.env.MOCK_SERVER_URL = await listen(0)
  return close
}
