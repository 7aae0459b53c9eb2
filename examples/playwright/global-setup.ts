/**
 * One standalone server for all workers, on a free port; its URL reaches the
 * workers in `MOCK_SERVER_URL`. Each test in server mode gets a session of it.
 * With `MOCK_SERVER_URL` set already, the tests use that server instead: one
 * you run yourself, or several behind a balancer (examples/scale-out).
 */
import { createServer } from 'real-estate-service-mock/server'

export default async function globalSetup() {
  if (process.env.MOCK_SERVER_URL) return
  const { listen, close } = createServer({ site: false })
  process.env.MOCK_SERVER_URL = await listen(0)
  return close
}
