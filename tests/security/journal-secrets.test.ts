/**
 * Hostile input (issue 12): the journal keeps no secrets. A bearer token, a
 * proxy's credentials and a password sent in a body are redacted in every
 * view of the journal, through each adapter.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import type { Mock } from '../../src/adapters/create-mock.ts'
import { createServer, type MockServer } from '../../src/server/create-server.ts'
import { sendRaw } from '../support/raw-request.ts'

const send = sendRaw

let server: MockServer
let origin: string
let site: string

beforeAll(async () => {
  site = await mkdtemp(join(tmpdir(), 'hostile-site-'))
  await writeFile(join(site, 'index.html'), '<!doctype html><title>page</title>')
  server = createServer({ site })
  origin = await server.listen(0)
})
beforeEach(async () => {
  await server.mock.reset()
})
afterAll(async () => {
  await server.close()
  await rm(site, { recursive: true, force: true })
})

describe('the journal keeps no secrets', () => {
  const token = 'Bearer t0ken-of-the-client'
  const proxy = 'Basic cHJveHk6c2VjcmV0'
  const sentPassword = 'hunter2-in-a-body'

  async function journalViews(mock: Mock, origin?: string): Promise<string[]> {
    const views = [JSON.stringify(mock.requests.all()), JSON.stringify(mock.requests.toHAR())]
    if (origin)
      views.push(
        await (await fetch(`${origin}/__mock/requests`)).text(),
        await (await fetch(`${origin}/__mock/requests.har`)).text(),
      )
    else
      views.push(
        await (await mock.fetch(new Request('http://fetch.test/__mock/requests'))).text(),
        await (await mock.fetch(new Request('http://fetch.test/__mock/requests.har'))).text(),
      )
    return views
  }

  test.each([
    ['the server', 'server'],
    ['mock.fetch', 'fetch'],
  ] as const)(
    'through %s: Authorization, Proxy-Authorization, cookies and every password in a body are redacted; the client still gets the password hash',
    async (_, adapter) => {
      const headers = {
        Authorization: token,
        'Proxy-Authorization': proxy,
        Cookie: 'sid=c00kie-secret; mock-session=default',
      }
      const call = (path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) =>
        adapter === 'server'
          ? send(origin, path, { ...init, headers: { ...headers, ...init.headers } }).then((answer) => ({
              status: answer.status,
              body: answer.body,
            }))
          : server.mock
              .fetch(
                new Request(`http://fetch.test${path}`, {
                  method: init.method,
                  body: init.body,
                  headers: { ...headers, ...init.headers },
                }),
              )
              .then(async (response) => ({ status: response.status, body: await response.text() }))

      const account = await call('/svc/v1/AccountService/Accounts/alice.admin')
      expect(account.status).toBe(200)
      const hash = JSON.parse(account.body).seurity_settings.password as string
      expect(hash).toMatch(/^\$2[aby]\$/)
      // A body with passwords in it, nested and in an array: refused (422), but recorded.
      const patch = await call('/svc/v1/AccountService', {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          password: sentPassword,
          security_settings: { password: sentPassword },
          list: [{ Password: sentPassword }],
        }),
      })
      expect(patch.status).toBe(422)

      const views = await journalViews(server.mock, adapter === 'server' ? origin : undefined)
      for (const view of views) {
        for (const secret of [token, 't0ken-of-the-client', proxy, 'c00kie-secret', hash, sentPassword])
          expect(view).not.toContain(secret)
      }
      const [, har] = views
      const entries = JSON.parse(har!).log.entries
      expect(JSON.parse(entries[0].response.content.text).seurity_settings.password).toBe('[redacted]')
      expect(entries[0].request.headers).toEqual(
        expect.arrayContaining([{ name: expect.stringMatching(/^authorization$/i), value: '[redacted]' }]),
      )
      expect(JSON.parse(entries[1].request.postData.text)).toEqual({
        password: '[redacted]',
        security_settings: { password: '[redacted]' },
        list: [{ Password: '[redacted]' }],
      })
    },
  )
})
