/**
 * Safe by default on the network adapters: another site's page cannot drive the
 * control API or read credentialed answers, a DNS-rebinding host gets
 * nothing, and a control token, when set, is required.
 */
import fc from 'fast-check'
import express from 'express'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { createMock } from '../../src/adapters/middleware/create-node-mock.ts'
import { createServer, type MockServer } from '../../src/server/create-server.ts'
import { sendRaw, type RawInit } from '../support/raw-request.ts'
import { listen, vitePlugin } from '../support/runners.ts'

const evil = 'https://evil.example'

/** A request to a full URL, with any Host header (fetch cannot set one). */
const send = (url: string, init?: RawInit) =>
  sendRaw(new URL(url).origin, new URL(url).pathname + new URL(url).search, init)

describe('the standalone server', () => {
  let server: MockServer
  let origin: string
  beforeAll(async () => {
    server = createServer({
      site: false,
      corsOrigins: ['https://app.example.test'],
      allowedHosts: ['mock.example.test'],
    })
    origin = await server.listen(0)
  })
  beforeEach(() => server.mock.reset())
  afterAll(() => server.close())

  test('a preflight from another site to the control API is refused, with no CORS headers', async () => {
    const answer = await send(`${origin}/__mock/scenario`, {
      method: 'OPTIONS',
      headers: {
        Origin: evil,
        'Access-Control-Request-Method': 'PUT',
        'Access-Control-Request-Headers': 'content-type',
      },
    })
    expect(answer.status).toBe(403)
    expect(answer.headers['access-control-allow-origin']).toBeUndefined()
    expect(answer.headers['access-control-allow-credentials']).toBeUndefined()
  })

  test.each([
    ['POST', '/__mock/reset', undefined],
    ['PUT', '/__mock/scenario', '{"name":"maintenance"}'],
    ['GET', '/__mock/requests', undefined],
    ['DELETE', '/__mock/requests', undefined],
  ])('%s %s from another site answers 403 problem+json and changes nothing', async (method, path, body) => {
    await fetch(`${origin}/svc/v1/AccountService`)
    const answer = await send(`${origin}${path}`, {
      method,
      headers: { Origin: evil, 'Content-Type': 'application/json' },
      body,
    })
    expect(answer.status).toBe(403)
    expect(answer.headers['content-type']).toBe('application/problem+json')
    expect(answer.headers['access-control-allow-origin']).toBeUndefined()
    expect(server.mock.settings.scenario().name).toBe('default')
    expect(server.mock.requests.count()).toBe(1)
  })

  test('the service stays callable from any site, but never with credentials', async () => {
    const answer = await send(`${origin}/svc/v1/AccountService`, { headers: { Origin: evil } })
    expect(answer.status).toBe(200)
    expect(answer.headers['access-control-allow-origin']).toBe('*')
    expect(answer.headers['access-control-allow-credentials']).toBeUndefined()
  })

  test.each([
    ['http://localhost:5173'],
    ['http://127.0.0.1:3000'],
    ['http://[::1]:8080'],
    ['https://app.example.test'],
  ])('a trusted origin %s gets its origin echoed with credentials and may use the control API', async (trusted) => {
    const answer = await send(`${origin}/__mock/scenario`, {
      method: 'PUT',
      headers: { Origin: trusted },
      body: '{"name":"slow"}',
    })
    expect(answer.status).toBe(200)
    expect(answer.headers['access-control-allow-origin']).toBe(trusted)
    expect(answer.headers['access-control-allow-credentials']).toBe('true')
    expect(server.mock.settings.scenario().name).toBe('slow')
  })

  test('a request with no Origin (curl, a test) may use the control API', async () => {
    expect((await send(`${origin}/__mock/reset`, { method: 'POST' })).status).toBe(204)
  })

  test.each([['rebind.evil.example'], ['rebind.evil.example:4010'], ['mock.example.test.evil.example']])(
    'a Host of %s (DNS rebinding) gets 403 on every path',
    async (host) => {
      for (const path of ['/svc/v1/AccountService', '/__mock/requests']) {
        const answer = await send(`${origin}${path}`, { headers: { Host: host } })
        expect(answer.status).toBe(403)
        expect(JSON.parse(answer.body).detail).toMatch(/--allowed-hosts/)
      }
    },
  )

  test('an allowed host, a loopback name and an IP address are answered', async () => {
    for (const host of ['mock.example.test:4010', 'localhost', '10.0.0.7:4010']) {
      expect((await send(`${origin}/svc/v1/AccountService`, { headers: { Host: host } })).status).toBe(200)
    }
  })

  test('generated foreign origins never drive the control API', async () => {
    await fc.assert(
      fc.asyncProperty(fc.webUrl({ withQueryParameters: false, withFragments: false }), async (url) => {
        const foreign = new URL(url)
        fc.pre(
          !/(^|\.)localhost$|^127\.|^\[::1\]$/.test(foreign.hostname) &&
            foreign.origin !== 'https://app.example.test' &&
            foreign.host !== new URL(origin).host,
        )
        const answer = await send(`${origin}/__mock/scenario`, {
          method: 'PUT',
          headers: { Origin: foreign.origin },
          body: '{"name":"maintenance"}',
        })
        expect(answer.status).toBe(403)
        expect(server.mock.settings.scenario().name).toBe('default')
      }),
      { numRuns: 40 },
    )
  })
})

describe('a control token', () => {
  let server: MockServer
  let origin: string
  beforeAll(async () => {
    server = createServer({ site: false, controlToken: 's3cret' })
    origin = await server.listen(0)
  })
  afterAll(() => server.close())

  test.each([[undefined], ['Bearer wrong'], ['Bearer s3cre'], ['s3cret']])(
    'Authorization %s answers 401 and changes nothing',
    async (authorization) => {
      const headers: Record<string, string> = authorization === undefined ? {} : { Authorization: authorization }
      const answer = await send(`${origin}/__mock/scenario`, { method: 'PUT', headers, body: '{"name":"maintenance"}' })
      expect(answer.status).toBe(401)
      expect(answer.headers['www-authenticate']).toContain('Bearer')
      expect(server.mock.settings.scenario().name).toBe('default')
    },
  )

  test('the right token passes, and the service paths need none', async () => {
    const answer = await send(`${origin}/__mock/scenario`, {
      method: 'PUT',
      headers: { Authorization: 'Bearer s3cret' },
      body: '{"name":"slow"}',
    })
    expect(answer.status).toBe(200)
    expect((await send(`${origin}/svc/v1/AccountService/Accounts/alice.admin`)).status).toBe(200)
  })
})

describe('mock.middleware() in Express', () => {
  let origin: string
  let close: () => Promise<void>
  const mock = createMock()
  beforeAll(async () => {
    const app = express()
    app.use(mock.middleware())
    ;({ origin, close } = await listen(app))
  })
  afterAll(() => close())

  test('refuses the control API to another site and to a rebinding host; answers its own origin', async () => {
    expect((await send(`${origin}/__mock/reset`, { method: 'POST', headers: { Origin: evil } })).status).toBe(403)
    expect(
      (await send(`${origin}/__mock/reset`, { method: 'POST', headers: { Host: 'rebind.evil.example' } })).status,
    ).toBe(403)
    expect((await send(`${origin}/__mock/reset`, { method: 'POST', headers: { Origin: origin } })).status).toBe(204)
    expect((await send(`${origin}/svc/v1/AccountService`, { headers: { Origin: evil } })).status).toBe(200)
  })
})

describe('the Vite plugin in vite dev', () => {
  let client: Awaited<ReturnType<typeof vitePlugin.start>>
  beforeAll(async () => {
    client = await vitePlugin.start()
  })
  afterAll(() => client.stop())

  test("refuses the control API to another site, answers the dev server's own pages; Vite's host check stays in force", async () => {
    const { origin } = new URL(client.controlUrl)
    expect((await send(`${client.controlUrl}/reset`, { method: 'POST', headers: { Origin: evil } })).status).toBe(403)
    expect(
      (
        await send(`${client.controlUrl}/scenario`, {
          method: 'PUT',
          headers: { Origin: evil },
          body: '{"name":"maintenance"}',
        })
      ).status,
    ).toBe(403)
    expect(client.mock.settings.scenario().name).toBe('default')
    expect((await send(`${client.controlUrl}/reset`, { method: 'POST', headers: { Origin: origin } })).status).toBe(204)
    expect(
      (await send(`${client.serviceUrl}/AccountService`, { headers: { Host: 'rebind.evil.example' } })).status,
    ).toBe(403)
  })
})
