/**
 * Hybrid mode in Chromium. In the page, with the mock in msw's service worker:
 * a routed operation goes through the worker to the real service (marked to
 * bypass the mock's own handlers). On the standalone server's page: the
 * panel's "Real service" group routes an operation. What the engine does when
 * the real service fails (a fallback, a 502) is tested once, in process:
 * tests/real/hybrid-mode.test.ts.
 */
import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises'
import type { Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser, Page } from 'playwright-core'
import { build } from 'vite'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createMock } from '../../src/adapters/middleware/create-node-mock.ts'
import { createServer, type MockServer } from '../../src/server/create-server.ts'
import { built } from '../support/builds/built.ts'
import { startStandInService, type StandIn } from '../support/stand-in-service.ts'
import { connectChromium, openSimulator } from './support/chromium.ts'
import { serveStatic } from './support/serve-static.ts'
import { choose, fetchInPage, openPanel, waitForControl } from './support/simulator-page.ts'

const repository = fileURLToPath(new URL('../..', import.meta.url))
const realSeed = 7
const seededId = 're-0020'

let browser: Browser
let real: StandIn
let pageSite: { url: string; server: Server }
let directory: string
let realName: string
let mockName: string

beforeAll(async () => {
  ;[browser, real] = await Promise.all([connectChromium(), startStandInService({ seed: realSeed })])
  realName = (await createMock({ seed: realSeed }).database()).findRealEstateObject(seededId)!.name
  mockName = (await createMock({ seed: 42 }).database()).findRealEstateObject(seededId)!.name
  // A page of the user's own that starts the in-browser mock with a real service: the browser entry, bundled.
  directory = await mkdtemp(join(tmpdir(), 'rem-hybrid-page-'))
  await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      outDir: directory,
      emptyOutDir: false,
      minify: false,
      lib: { entry: join(repository, 'src/browser.ts'), formats: ['es'], fileName: 'browser' },
    },
  })
  await copyFile(join(repository, 'public/mockServiceWorker.js'), join(directory, 'mockServiceWorker.js'))
  await writeFile(
    join(directory, 'index.html'),
    `<!doctype html><meta charset="utf-8"><title>Hybrid</title><script type="module">
import { startMock } from './browser.js'
const real = new URL(location.href).searchParams.get('real')
window.hybrid = await startMock({ seed: 42, quiet: true, basePath: '/', latency: 0, real: { url: real, timeout: 1000 } })
document.title = 'ready'
</script>`,
  )
  pageSite = await serveStatic([{ prefix: '/', directory: async () => directory }])
})
afterAll(async () => {
  await browser?.close()
  await real?.stop()
  pageSite?.server.close()
  if (directory) await rm(directory, { recursive: true, force: true })
})

async function openHybridPage(): Promise<Page> {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(`${pageSite.url}/?real=${encodeURIComponent(real.url)}`)
  await page.waitForFunction(() => document.title === 'ready' && navigator.serviceWorker.controller !== null)
  return page
}

const setRoutes = (page: Page, routes: Record<string, string>) =>
  page.evaluate(
    (routes) =>
      (window as unknown as { hybrid: { mock: { setRoutes(routes: unknown): void } } }).hybrid.mock.setRoutes(routes),
    routes,
  )

describe('hybrid mode with the mock in the service worker', () => {
  test('a real route goes through the worker to the real service; the others stay with the mock', async () => {
    const page = await openHybridPage()
    const path = `/svc/v1/RealEstateService/RealEstateObjects/${seededId}`
    expect(await fetchInPage(page, path)).toMatchObject({ status: 200, body: { name: mockName } })
    await setRoutes(page, { getRealEstateObject: 'real' })
    const before = real.requests.length
    const answer = await fetchInPage(page, path, { token: 'page-token' })
    expect(answer).toMatchObject({ status: 200, body: { name: realName }, headers: { 'x-mock-source': 'real' } })
    expect(real.requests.length).toBe(before + 1)
    expect(real.requests.at(-1)!.headers.authorization).toBe('Bearer page-token')
    expect(real.requests.at(-1)!.headers['x-msw-intention']).toBeUndefined()
    const source = await page.evaluate(
      () =>
        (
          window as unknown as { hybrid: { mock: { requests: { find(): { source: string } } } } }
        ).hybrid.mock.requests.find().source,
    )
    expect(source).toBe('real')
    await page.context().close()
  })
})

describe("hybrid mode on the standalone server's page", () => {
  let server: MockServer
  let url: string
  let site: string
  beforeAll(async () => {
    site = await built('site')
    server = createServer({ seed: 42, real: { url: real.url }, site })
    url = await server.listen(0)
  })
  afterAll(() => server?.close())

  test('the panel shows the real service and routes an operation to it', async () => {
    const { context, page } = await openSimulator(browser, `${url}/__mock/`)
    await openPanel(page)
    const group = page.locator('rem-dev-panel #real-service')
    await group.waitFor()
    expect(await group.textContent()).toContain(real.url)
    await choose(page, 'route-getRealEstateObject', 'real')
    await waitForControl(page, '/routes', {
      value: {
        getRealEstateObject: 'real',
        getAccountSettings: 'mock',
        updateAccountSettings: 'mock',
        getAccount: 'mock',
      },
      real: { url: real.url, timeout: 3000 },
    })
    expect(server.mock.settings.routes().value.getRealEstateObject).toBe('real')
    const answer = await fetchInPage(page, `/svc/v1/RealEstateService/RealEstateObjects/${seededId}`)
    expect(answer).toMatchObject({ status: 200, body: { name: realName }, headers: { 'x-mock-source': 'real' } })
    await page.locator('rem-dev-panel .rem-source', { hasText: 'real' }).first().waitFor()
    await page.locator('rem-dev-panel #real-service').scrollIntoViewIfNeeded()
    await page.screenshot({ path: join(tmpdir(), 'rem-panel-real-service.png') })
    await context.close()
  })

  test('without a real service, the group is not shown', async () => {
    const plain = createServer({ seed: 42, site })
    const plainUrl = await plain.listen(0)
    try {
      const { context, page } = await openSimulator(browser, `${plainUrl}/__mock/`)
      await openPanel(page)
      await page.locator('rem-dev-panel #auth').waitFor()
      expect(await page.locator('rem-dev-panel #route-getAccount').isVisible()).toBe(false)
      await context.close()
    } finally {
      await plain.close()
    }
  })
})
