/**
 * @module One Chromium for the whole test run, launched by the global setup
 * when the first test file asks for it (a run without browser tests launches
 * none), and closed at the end. Files connect to it (`connectChromium` in
 * chromium.ts) instead of launching one each: a launch costs seconds of CPU.
 * The endpoint is handed out by a small HTTP server, so that it can be lazy.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { chromium, type BrowserServer } from 'playwright-core'
import { chromiumArgs, chromiumPath } from './chromium-flags.ts'

/** Starts the server that hands out the endpoint; `url` answers with the WebSocket endpoint, launching Chromium on the first request. */
export async function startSharedChromium(): Promise<{ url: string; close(): Promise<void> }> {
  let launched: Promise<BrowserServer> | undefined
  const server = createServer((_, response) => {
    launched ??= chromium.launchServer({ executablePath: chromiumPath, args: chromiumArgs })
    launched.then(
      (browser) => response.writeHead(200, { 'Content-Type': 'text/plain' }).end(browser.wsEndpoint()),
      (error: unknown) => response.writeHead(500, { 'Content-Type': 'text/plain' }).end(String(error)),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      await new Promise((resolve) => server.close(resolve))
      await (await launched?.catch(() => undefined))?.close()
    },
  }
}
