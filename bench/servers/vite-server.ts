/**
 * @module The Vite adapter under load: a `vite dev` server (Vite's
 * `createServer`, port 0) with the `realEstateServiceMock()` plugin, or with
 * the argument `bare <answers file>`, a plugin whose middleware answers the
 * recorded JSON, which shows what Vite's own middlewares cost (they run
 * before any plugin's). The root is an empty folder: nothing to pre-bundle.
 */
import { mkdtempSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createServer, type Plugin } from 'vite'
import { createMock } from '../../src/adapters/middleware/create-node-mock.ts'
import { realEstateServiceMock } from '../../src/vite.ts'
import { readRecordedAnswers } from './recorded-answers.ts'

const [kind, answersFile] = process.argv.slice(2)

async function plugin(): Promise<Plugin> {
  if (kind !== 'bare') {
    const mock = createMock()
    await mock.database()
    return realEstateServiceMock({ mock, site: false })
  }
  const routes = readRecordedAnswers(answersFile!)
  return {
    name: 'recorded-answers',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const body = routes.get(`${request.method} ${request.url}`)
        if (body === undefined) return next()
        request.resume()
        request.on('end', () => response.writeHead(200, { 'Content-Type': 'application/json' }).end(body))
      })
    },
  }
}

const server = await createServer({
  configFile: false,
  root: mkdtempSync(join(tmpdir(), 'bench-vite-root-')),
  logLevel: 'silent',
  clearScreen: false,
  plugins: [await plugin()],
  optimizeDeps: { noDiscovery: true, include: [] },
  server: { port: 0, host: '127.0.0.1', strictPort: true, watch: null, hmr: false },
})
await server.listen()
process.send?.({ url: `http://127.0.0.1:${(server.httpServer!.address() as AddressInfo).port}` })
