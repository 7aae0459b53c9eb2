/**
 * docs/standalone-server.md, "Point your app at the standalone server": a Vite dev server whose
 * `server.proxy` sends `/svc` and `/__mock` to the standalone server. The
 * app's requests on its own origin reach the server, and under another seed
 * the well-known records are the same while the generated ones change.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createServer as createViteServer, type ViteDevServer } from 'vite'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createMock } from '../../src/adapters/middleware/create-node-mock.ts'
import { createServer, type MockServer } from '../../src/server/create-server.ts'

let app: string
let mockServer: MockServer
let vite: ViteDevServer
let viteUrl: string

beforeAll(async () => {
  app = await mkdtemp(join(tmpdir(), 'rem-vite-proxy-'))
  await writeFile(join(app, 'index.html'), '<!doctype html><title>App</title>')
  // As `npx real-estate-service-mock --port 4010 --seed 7`, on a free port.
  mockServer = createServer({ seed: 7, site: false })
  const mockUrl = await mockServer.listen(0)
  vite = await createViteServer({
    root: app,
    configFile: false,
    cacheDir: join(app, '.vite'),
    logLevel: 'silent',
    // The docs recipe, with the server's address.
    server: { port: 0, host: '127.0.0.1', proxy: { '/svc': mockUrl, '/__mock': mockUrl } },
  })
  await vite.listen()
  viteUrl = vite.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? ''
})

afterAll(async () => {
  await vite?.close()
  await mockServer?.close()
  if (app) await rm(app, { recursive: true, force: true })
})

describe('a Vite app proxying to the standalone server', () => {
  test("the app's requests on its own origin are answered by the server", async () => {
    const response = await fetch(`${viteUrl}/svc/v1/AccountService/Accounts/alice.admin`)
    expect(response.status).toBe(200)
    expect((await response.json()).seurity_settings.username).toBe('alice.admin')
    expect(mockServer.mock.requests.count({ operation: 'getAccount' })).toBe(1)
  })

  test('the control API goes through too, from a page of the app', async () => {
    const changed = await fetch(`${viteUrl}/__mock/scenario`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Origin: viteUrl },
      body: JSON.stringify({ name: 'maintenance' }),
    })
    expect(changed.status).toBe(200)
    expect((await fetch(`${viteUrl}/svc/v1/AccountService`)).status).toBe(503)
    await fetch(`${viteUrl}/__mock/reset`, { method: 'POST', headers: { Origin: viteUrl } })
    expect((await fetch(`${viteUrl}/svc/v1/AccountService`)).status).toBe(200)
  })

  test('under --seed 7 the well-known records are those of every seed; only the generated ones change', async () => {
    const seed42 = await createMock({ seed: 42 }).database()
    const read = async (id: string) =>
      (await (await fetch(`${viteUrl}/svc/v1/RealEstateService/RealEstateObjects/${id}`)).json()) as { name: string }
    expect((await read('re-0001')).name).toBe('Harbor View Loft')
    expect(await read('re-0001')).toEqual(seed42.findRealEstateObject('re-0001'))
    expect(await read('re-0006')).not.toEqual(seed42.findRealEstateObject('re-0006'))
  })
})
