/**
 * @module The Fetch adapter under load: `mock.fetch` served by
 * `@hono/node-server` (what a Hono app on Node uses), or with the argument
 * `bare <answers file>`, a constant Fetch handler on the same adapter, which
 * shows what the adapter and the Fetch objects cost alone.
 */
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { createMock } from '../../src/adapters/middleware/create-node-mock.ts'
import { readRecordedAnswers } from './recorded-answers.ts'

const [kind, answersFile] = process.argv.slice(2)

async function handler(): Promise<(request: Request) => Response | Promise<Response>> {
  if (kind !== 'bare') {
    const mock = createMock()
    await mock.database()
    return mock.fetch
  }
  const routes = readRecordedAnswers(answersFile!)
  return async (request) => {
    const body = routes.get(`${request.method} ${new URL(request.url).pathname}`)
    if (request.method !== 'GET') await request.text()
    return body === undefined
      ? new Response(null, { status: 404 })
      : new Response(body, { headers: { 'Content-Type': 'application/json' } })
  }
}

const server = serve({ fetch: await handler(), port: 0, hostname: '127.0.0.1' }, () => {
  process.send?.({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })
})
