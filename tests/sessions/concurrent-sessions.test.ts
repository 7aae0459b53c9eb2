/**
 * 200 clients on one standalone server at once, each in its own session:
 * PATCHes, scenario switches and journals never leak from one to another.
 */
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createServer, type MockServer } from '../../src/server/create-server.ts'

const sessionCount = 200
let server: MockServer
let origin: string

beforeAll(async () => {
  server = createServer({ site: false })
  origin = await server.listen(0)
})
afterAll(() => server.close())

const call = (id: string, path: string, init: RequestInit & { json?: unknown } = {}) =>
  fetch(`${origin}${path}`, {
    ...init,
    headers: { 'X-Mock-Session': id, ...(init.json === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  })

/** One client's run: its own value, and every third one in maintenance. */
async function client(index: number) {
  const id = `client-${index}`
  const inMaintenance = index % 3 === 0
  const patch = await call(id, '/svc/v1/AccountService', {
    method: 'PATCH',
    json: {
      subscription_management: { show_plans_modal_window_repeat_after: index },
      preferences: { language_default: index % 2 ? 'de-DE' : 'fr-FR' },
    },
  })
  if (inMaintenance) await call(id, '/__mock/scenario', { method: 'PUT', json: { name: 'maintenance' } })
  const read = await call(id, '/svc/v1/AccountService')
  const journal = (await (await call(id, '/__mock/requests')).json()) as Array<{ method: string; status: number }>
  return {
    index,
    inMaintenance,
    patchStatus: patch.status,
    readStatus: read.status,
    read: read.ok ? await read.json() : undefined,
    journal,
  }
}

test(`${sessionCount} concurrent sessions each see only their own changes`, async () => {
  const defaultBefore = await (await fetch(`${origin}/svc/v1/AccountService`)).json()
  const results = await Promise.all(Array.from({ length: sessionCount }, (_, index) => client(index)))
  for (const result of results) {
    expect(result.patchStatus).toBe(200)
    if (result.inMaintenance) {
      expect(result.readStatus).toBe(503)
    } else {
      expect(result.readStatus).toBe(200)
      expect(result.read.subscription_management.show_plans_modal_window_repeat_after).toBe(result.index)
      expect(result.read.preferences.language_default).toBe(result.index % 2 ? 'de-DE' : 'fr-FR')
    }
    // Its own two service requests, nobody else's.
    expect(result.journal.map((entry) => `${entry.method} ${entry.status}`)).toEqual([
      'PATCH 200',
      `GET ${result.inMaintenance ? 503 : 200}`,
    ])
  }

  const listed = (await (await fetch(`${origin}/__mock/sessions`)).json()) as Array<{
    id: string
    requestCount: number
  }>
  expect(listed).toHaveLength(sessionCount + 1)
  expect(listed.filter((entry) => entry.id !== 'default').every((entry) => entry.requestCount === 2)).toBe(true)
  // The default session saw none of it.
  expect(await (await fetch(`${origin}/svc/v1/AccountService`)).json()).toEqual(defaultBefore)
  expect(server.mock.requests.count()).toBe(2)
  expect(server.mock.settings.scenario().name).toBe('default')
})
