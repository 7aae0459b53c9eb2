/**
 * The five adapters HTTP tests reach the mock through: msw's `setupServer`, the
 * standalone server, `mock.fetch` called directly, `mock.middleware()` in an
 * Express app, and the Vite plugin in a `vite` dev server. The behaviour
 * tables run once, through `fetchHandler` (no socket, no framework); the adapter
 * table (tests/adapters/adapter-table.test.ts) runs through each of `adapters` what
 * only an adapter can get wrong (docs/decisions/test-pyramid.md).
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer as createHttpServer, type RequestListener, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import express from 'express'
import { setupServer } from 'msw/node'
import { createServer as createViteServer } from 'vite'
import { createMock } from '../../src/adapters/middleware/create-node-mock.ts'
import { createServer } from '../../src/server/create-server.ts'
import { realEstateServiceMock } from '../../src/vite.ts'
import { clientFor, type Runner } from './client.ts'
import { fetchHandler } from './mock-fetch.ts'

export { useClient, type Runner } from './client.ts'

/** What a request that passes the in-process mock by meets: the network, here a server of its own. */
export const networkAnswer = 'answered by the network'

const inProcess: Runner = {
  name: 'in-process (setupServer)',
  async start(options = {}) {
    // The handlers answer this one origin only, so they never catch the socket runners' requests; what they
    // let through reaches a real server there, as an app's other requests reach the network.
    const network = await listen(
      (_, response) => void response.writeHead(200, { 'Content-Type': 'text/plain' }).end(networkAnswer),
    )
    const mock = createMock({ ...options, baseUrl: network.origin })
    const server = setupServer(...mock.handlers)
    server.listen({ onUnhandledFrame: 'bypass' })
    return clientFor(mock, network.origin, async () => {
      server.close()
      await network.close()
    })
  },
}

const standalone: Runner = {
  name: 'standalone server',
  async start(options = {}) {
    const mockServer = createServer(options)
    const origin = await mockServer.listen(0)
    return clientFor(mockServer.mock, origin, () => mockServer.close())
  },
}

const expressMiddleware: Runner = {
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
    const server = await createViteServer({
      configFile: false,
      root,
      logLevel: 'silent',
      server: { port: 0, host: '127.0.0.1' },
      plugins: [plugin],
    })
    await server.listen()
    const { port } = server.httpServer!.address() as AddressInfo
    return clientFor(plugin.api.mock, `http://127.0.0.1:${port}`, async () => {
      await server.close()
      await rm(root, { recursive: true, force: true })
    })
  },
}

export const adapters = [inProcess, standalone, fetchHandler, expressMiddleware, vitePlugin]

/** Serves `listener` on a free port of 127.0.0.1; `close` also drops open requests, including hanging ones. */
export async function listen(
  listener: RequestListener,
): Promise<{ server: Server; origin: string; close(): Promise<void> }> {
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
