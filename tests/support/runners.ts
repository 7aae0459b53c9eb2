/**
 * The five doors HTTP tests reach the mock through: msw's `setupServer`, the
 * standalone server, `mock.fetch` called directly, `mock.middleware()` in an
 * Express app, and the Vite plugin in a `vite` dev server. Tests run once
 * per runner with `describe.each(runners)`; a difference between runners is
 * a bug of a door.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer as createHttpServer, type RequestListener, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import express from 'express'
import { setupServer } from 'msw/node'
import { createServer as createViteServer } from 'vite'
import { createMock } from '../../src/doors/create-mock.ts'
import type { FetchHandler } from '../../src/doors/fetch/create-fetch-handler.ts'
import { createServer } from '../../src/server/create-server.ts'
import { realEstateServiceMock } from '../../src/vite.ts'
import { clientFor, type Runner } from './client.ts'

export { useClient, chosenAnswer, type Answer, type Client, type Runner } from './client.ts'

// In-process handlers answer one made-up origin only, so they never catch the socket runners' requests.
const inProcessOrigin = 'http://service.test'

export const inProcess: Runner = {
  name: 'in-process (setupServer)',
  async start(options = {}) {
    const mock = createMock({ ...options, baseUrl: inProcessOrigin })
    const server = setupServer(...mock.handlers)
    server.listen({ onUnhandledRequest: 'bypass' })
    return clientFor(mock, inProcessOrigin, async () => server.close())
  },
}

export const standalone: Runner = {
  name: 'standalone server',
  async start(options = {}) {
    const mockServer = createServer(options)
    const origin = await mockServer.listen(0)
    return clientFor(mockServer.mock, origin, () => mockServer.close())
  },
}

export const fetchHandler: Runner = {
  name: 'mock.fetch',
  async start(options = {}) {
    const mock = createMock(options)
    // No socket: the origin is only there to build `Request`s.
    return clientFor(mock, 'http://fetch.test', async () => {}, (url, init) => fetchThrough(mock.fetch, new Request(url, init)))
  },
}

export const expressMiddleware: Runner = {
  name: 'mock.middleware() in Express',
  async start(options = {}) {
    const mock = createMock(options)
    const app = express()
    app.use(mock.middleware())
    const { origin, close } = await listen(app)
    return clientFor(mock, origin, close)
  },
}

export const vitePlugin: Runner = {
  name: 'Vite plugin in vite dev',
  async start(options = {}) {
    const plugin = realEstateServiceMock({ ...options, site: false })
    const root = await mkdtemp(join(tmpdir(), 'real-estate-service-mock-vite-'))
    const server = await createViteServer({ configFile: false, root, logLevel: 'silent', server: { port: 0, host: '127.0.0.1' }, plugins: [plugin] })
    await server.listen()
    const { port } = server.httpServer!.address() as AddressInfo
    return clientFor(plugin.api.mock, `http://127.0.0.1:${port}`, async () => {
      await server.close()
      await rm(root, { recursive: true, force: true })
    })
  },
}

export const runners = [inProcess, standalone, fetchHandler, expressMiddleware, vitePlugin]

// Requests in flight, held as `fetch` holds them: a `Request` follows its init signal only weakly (tests/adapters/fetch-handler.test.ts).
const inFlight = new Set<Request>()

/** What `fetch` makes of a Fetch handler's answer: a network error (`Response.error()`) is thrown as a `TypeError`. */
export async function fetchThrough(handler: FetchHandler, request: Request): Promise<Response> {
  request.signal.throwIfAborted()
  inFlight.add(request)
  try {
    const response = await handler(request)
    if (response.type === 'error') throw new TypeError('fetch failed', { cause: new Error('The handler answered Response.error().') })
    return response
  } finally {
    inFlight.delete(request)
  }
}

/** Serves `listener` on a free port of 127.0.0.1; `close` also drops open requests, including hanging ones. */
export async function listen(listener: RequestListener): Promise<{ server: Server; origin: string; close(): Promise<void> }> {
  const server = createHttpServer(listener)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const close = () =>
    new Promise<void>((resolve, reject) => {
      server.close((error) => (error ? reject(error) : resolve()))
      server.closeAllConnections()
    })
  return { server, origin: `http://127.0.0.1:${port}`, close }
}
