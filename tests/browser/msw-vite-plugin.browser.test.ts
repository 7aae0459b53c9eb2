/**
 * msw 3's own Vite plugin (`msw/vite`) serving the worker script to `startMock()`, with no
 * `npx msw init` and no file in the project, and this package's Vite plugin beside it on the same
 * dev server (docs/decisions/msw-3-worker-from-its-vite-plugin.md). The page's mock runs the
 * maintenance scenario and the plugin's mock none, so each answer tells which of the two gave it:
 * the page's `fetch` is answered in the page, and a navigation goes to the network (the plugin), as
 * it did under msw 2.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { msw } from 'msw/vite'
import type { Browser } from 'playwright-core'
import { createServer, type ViteDevServer } from 'vite'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { realEstateServiceMock } from '../../src/vite.ts'
import { connectChromium } from './support/chromium.ts'
import { openReadyPage } from './support/open-ready-page.ts'

const repoRoot = fileURLToPath(new URL('../..', import.meta.url))
const browserEntry = join(repoRoot, 'src', 'browser.ts')
const settingsPath = '/svc/v1/AccountService'

let root: string
let server: ViteDevServer
let url: string
let browser: Browser

beforeAll(async () => {
  // A project with no public folder: the worker script can only come from msw's plugin.
  root = await mkdtemp(join(tmpdir(), 'rem-msw-vite-'))
  await writeFile(
    join(root, 'index.html'),
    '<!doctype html><title>App</title><script type="module" src="/main.ts"></script>',
  )
  await writeFile(
    join(root, 'main.ts'),
    `import { startMock } from '/@fs${browserEntry}'\nawait startMock({ scenario: 'maintenance', quiet: true })\n`,
  )
  server = await createServer({
    root,
    configFile: false,
    cacheDir: join(root, '.vite'),
    logLevel: 'warn',
    plugins: [msw({ mode: 'worker-only' }), realEstateServiceMock({ seed: 42 })],
    server: { port: 0, host: '127.0.0.1', fs: { allow: [root, repoRoot] } },
  })
  await server.listen()
  url = server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? ''
  browser = await connectChromium()
})

afterAll(async () => {
  await browser?.close()
  await server?.close()
  if (root) await rm(root, { recursive: true, force: true })
})

describe('startMock() with the worker script from msw/vite, beside realEstateServiceMock()', {
  timeout: 90_000,
}, () => {
  test("the page is controlled by msw 3's script from the plugin and answered by its own mock", async () => {
    const { page, errors, close } = await openReadyPage(browser, `${url}/`)
    const script = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)
    expect(script).toBe(`${url}/mockServiceWorker.js`)
    const served = await (await fetch(`${url}/mockServiceWorker.js`)).text()
    expect(served).toMatch(/PACKAGE_VERSION = '3\./)
    expect(await page.evaluate(async (path) => (await fetch(path)).status, settingsPath)).toBe(503)
    // The same path asked of the dev server itself: the Vite plugin's mock, in no scenario.
    expect((await fetch(`${url}${settingsPath}`)).status).toBe(200)
    expect(errors).toEqual([])
    await close()
  })

  test('a navigation from the controlled page goes to the network, not to the page’s mock', async () => {
    const { page, close } = await openReadyPage(browser, `${url}/`)
    const response = await page.goto(`${url}${settingsPath}`)
    expect(response?.status()).toBe(200)
    expect(response?.headers()['content-type']).toMatch(/^application\/json/)
    await close()
  })
})
