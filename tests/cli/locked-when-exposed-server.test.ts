/**
 * Locked when exposed, in code: `createServer()` listening where other
 * machines reach it, with no control token, makes one and requires it on
 * every path under the control prefix (the simulator page's files aside), of
 * every client, this machine's included; `controlToken: false` leaves it
 * open; on loopback nothing changes.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { createServer, type MockServer } from '../../src/server/create-server.ts'

let site: string
const servers: MockServer[] = []

beforeAll(async () => {
  site = await mkdtemp(join(tmpdir(), 'locked-site-'))
  await mkdir(join(site, 'assets'))
  await writeFile(join(site, 'index.html'), '<!doctype html><title>page</title>')
  await writeFile(join(site, 'assets', 'page.js'), 'export {}')
})
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()))
})
afterAll(() => rm(site, { recursive: true, force: true }))

/** A server of this test listening on `host`, and its URL as loopback: this machine's client, which gets no exemption. */
async function listening(options: Parameters<typeof createServer>[0], host: string) {
  const server = createServer({ site, ...options })
  servers.push(server)
  const { port } = new URL(await server.listen(0, host))
  return { server, url: `http://127.0.0.1:${port}` }
}

const bearer = (token: string | undefined) => ({ Authorization: `Bearer ${token}` })

describe('createServer() listening on 0.0.0.0 without a token', () => {
  test('makes a token, and the control API refuses a request from this machine without it, 401 problem+json', async () => {
    const { server, url } = await listening({}, '0.0.0.0')
    expect(server.controlToken).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const refused = await fetch(`${url}/__mock/reset`, { method: 'POST' })
    expect(refused.status).toBe(401)
    expect(refused.headers.get('content-type')).toMatch(/^application\/problem\+json/)
    expect(refused.headers.get('www-authenticate')).toMatch(/^Bearer realm=/)
    expect((await refused.json()).detail).toMatch(/needs the control token/)
    expect((await fetch(`${url}/__mock/scenario`, { headers: bearer('wrong') })).status).toBe(401)
  })

  test('the token it made opens the control API; the service answers without it', async () => {
    const { server, url } = await listening({}, '0.0.0.0')
    const put = await fetch(`${url}/__mock/scenario`, {
      method: 'PUT',
      headers: { ...bearer(server.controlToken), 'Content-Type': 'application/json' },
      body: JSON.stringify({ value: 'maintenance' }),
    })
    expect(put.status).toBe(200)
    expect((await fetch(`${url}/svc/v1/AccountService`)).status).toBe(503)
  })

  test.each([
    ['POST', '/__mock/mcp'],
    ['GET', '/__mock/mcp'],
    ['DELETE', '/__mock/mcp'],
    ['GET', '/__mock/not-a-verb-yet'],
    ['POST', '/__mock/'],
    ['PUT', '/__mock/assets/page.js'],
    ['GET', '/__mock/openapi.json'],
    ['GET', '/__mock/requests.har'],
  ])('%s %s: every path under the control prefix needs it, MCP and later ones included', async (method, path) => {
    const { server, url } = await listening({}, '0.0.0.0')
    expect((await fetch(`${url}${path}`, { method })).status).toBe(401)
    expect((await fetch(`${url}${path}`, { method, headers: bearer(server.controlToken) })).status).not.toBe(401)
  })

  test.each([
    ['/__mock/', 200],
    ['/__mock/?token=anything', 200],
    ['/__mock/index.html', 200],
    ['/__mock/assets/page.js', 200],
    ['/__mock', 308],
  ])('GET %s: the simulator page, opened from a link, needs no header: %i', async (path, status) => {
    const { url } = await listening({}, '0.0.0.0')
    const answer = await fetch(`${url}${path}`, { redirect: 'manual' })
    expect(answer.status).toBe(status)
  })

  test('listening through the Node server itself locks it too', async () => {
    const server = createServer({ site })
    servers.push(server)
    await new Promise<void>((resolve) => server.server.listen(0, '0.0.0.0', resolve))
    const { port } = server.server.address() as { port: number }
    expect(server.controlToken).toBeDefined()
    expect((await fetch(`http://127.0.0.1:${port}/__mock/scenario`)).status).toBe(401)
  })

  test('each server makes its own', async () => {
    const first = await listening({}, '0.0.0.0')
    const second = await listening({}, '0.0.0.0')
    expect(first.server.controlToken).not.toBe(second.server.controlToken)
    expect((await fetch(`${second.url}/__mock/scenario`, { headers: bearer(first.server.controlToken) })).status).toBe(
      401,
    )
  })
})

describe('what stays open, or as given', () => {
  test('controlToken: false on 0.0.0.0: open to anyone, no token made', async () => {
    const { server, url } = await listening({ controlToken: false }, '0.0.0.0')
    expect(server.controlToken).toBeUndefined()
    expect((await fetch(`${url}/__mock/reset`, { method: 'POST' })).status).toBe(204)
  })

  test('a token given on 0.0.0.0: that one, none made', async () => {
    const { server, url } = await listening({ controlToken: 'given' }, '0.0.0.0')
    expect(server.controlToken).toBe('given')
    expect((await fetch(`${url}/__mock/scenario`, { headers: bearer('given') })).status).toBe(200)
    expect((await fetch(`${url}/__mock/scenario`)).status).toBe(401)
  })

  test('loopback without a token: open, as before', async () => {
    const { server, url } = await listening({}, '127.0.0.1')
    expect(server.controlToken).toBeUndefined()
    expect((await fetch(`${url}/__mock/scenario`)).status).toBe(200)
    expect((await fetch(`${url}/__mock/not-a-verb-yet`)).status).toBe(404)
  })
})
