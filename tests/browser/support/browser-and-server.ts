/** @module The shared Chromium and a standalone server serving the built simulator page, for the tests of one file. */
import type { Browser } from 'playwright-core'
import { createServer, type MockServer, type ServerOptions } from '../../../src/server/create-server.ts'
import { built } from '../../support/builds/built.ts'
import { connectChromium } from './chromium.ts'

/**
 * Connects to the shared Chromium and starts a server on a free port with the shared site build (built by the run's
 * first request, under the hook's longer timeout).
 * @example
 * beforeAll(async () => ({ browser, server, url, close } = await startBrowserAndServer({ seed: 42 })))
 * afterAll(() => close())
 */
export async function startBrowserAndServer(
  options: ServerOptions = {},
): Promise<{ browser: Browser; server: MockServer; url: string; close(): Promise<void> }> {
  const [browser, site] = await Promise.all([connectChromium(), built('site')])
  const server = createServer({ ...options, site })
  const url = await server.listen(0)
  return {
    browser,
    server,
    url,
    async close() {
      await browser.close()
      await server.close()
    },
  }
}
