/**
 * @module The runner of the behaviour tables: `mock.fetch` called directly,
 * with no socket and no framework in between, so a table checks the engine
 * once and pays for no adapter (docs/decisions/test-pyramid.md). What only an adapter
 * can get wrong is the adapter table's (tests/adapters/adapter-table.test.ts).
 */
import { createMock } from '../../src/adapters/middleware/create-node-mock.ts'
import type { FetchHandler } from '../../src/adapters/fetch/create-fetch-handler.ts'
import { clientFor, type Runner } from './client.ts'

export { useClient, chosenAnswer, type Answer, type Runner } from './client.ts'

export const fetchHandler: Runner = {
  name: 'mock.fetch',
  async start(options = {}) {
    const mock = createMock(options)
    // No socket: the origin is only there to build `Request`s.
    return clientFor(
      mock,
      'http://fetch.test',
      async () => {},
      (url, init) => fetchThrough(mock.fetch, new Request(url, init)),
    )
  },
}

// Requests in flight, held as `fetch` holds them: a `Request` follows its init signal only weakly (tests/adapters/fetch-handler.test.ts).
const inFlight = new Set<Request>()

/** What `fetch` makes of a Fetch handler's answer: a network error (`Response.error()`) is thrown as a `TypeError`. */
async function fetchThrough(handler: FetchHandler, request: Request): Promise<Response> {
  request.signal.throwIfAborted()
  inFlight.add(request)
  try {
    const response = await handler(request)
    if (response.type === 'error')
      throw new TypeError('fetch failed', { cause: new Error('The handler answered Response.error().') })
    return response
  } finally {
    inFlight.delete(request)
  }
}
