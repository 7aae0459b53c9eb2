/**
 * MCP at `/__mock/mcp`, driven by the SDK's own client over Streamable HTTP: on the standalone server
 * and through `mock.middleware()` and the Vite plugin, with the control API's checks. Every capability
 * of the control API is driven here through the tools, each in a session of its own.
 */
import { createServer as createHttpServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createMock } from '../../src/node.ts'
import { createServer, type MockServer } from '../../src/server.ts'
import { type StandIn, startStandInService } from '../support/stand-in-service.ts'
import { vitePlugin } from '../support/runners.ts'
import { answerOf, callTool, httpClient, textOf, wholeAnswerOf } from './mcp-clients.ts'

const expectedTools = ['simulate', 'override', 'call_operation', 'journal', 'reset', 'history', 'sessions', 'service']

/** The JSON-RPC answer of `tools/list`, as it reaches a client's context. */
async function rawToolsList(url: string, headers: Record<string, string> = {}): Promise<string> {
  const answer = await fetch(`${url}/__mock/mcp`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream', ...headers },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
  })
  expect(answer.status).toBe(200)
  return answer.text()
}

describe('the standalone server', () => {
  let real: StandIn
  let server: MockServer
  let url: string
  let client: Client
  const app = (path: string, session: string, init: RequestInit = {}) =>
    fetch(`${url}/svc/v1${path}`, { ...init, headers: { 'X-Mock-Session': session, ...init.headers } })
  beforeAll(async () => {
    real = await startStandInService()
    server = createServer({ site: false, controlToken: 'secret', real: { url: real.url } })
    url = await server.listen(0)
    client = await httpClient(`${url}/__mock/mcp`, { Authorization: 'Bearer secret' })
  })
  afterAll(async () => {
    await client.close()
    await server.close()
    await real.stop()
  })

  test('at most 12 tools, tools/list in at most 16,000 characters, instructions under 2,000', async () => {
    const { tools } = await client.listTools()
    expect(tools.map((tool) => tool.name)).toEqual(expectedTools)
    expect(tools.length).toBeLessThanOrEqual(12)
    expect(JSON.stringify({ tools }).length).toBeLessThanOrEqual(16_000)
    expect((await rawToolsList(url, { Authorization: 'Bearer secret' })).length).toBeLessThanOrEqual(16_000)
    for (const tool of tools) expect(tool.description, tool.name).toMatch(/Example: \{.*\}$/)
    expect(client.getInstructions()?.length).toBeLessThan(2_000)
  })

  test('simulate: a scenario set reaches the app in its session only, and read shows it with the scenarios', async () => {
    const session = 'scenario-check'
    expect(await answerOf(client, 'simulate', { action: 'set', scenario: 'maintenance', session })).toEqual({
      scenario: 'maintenance',
    })
    expect((await app('/AccountService', session)).status).toBe(503)
    expect((await fetch(`${url}/svc/v1/AccountService`)).status).toBe(200)
    const read = await answerOf(client, 'simulate', { action: 'read', session })
    expect(read).toMatchObject({ scenario: 'maintenance', latency: null, faults: null, auth: null })
    expect(read.scenarios.maintenance).toMatch(/503/)
  })

  test('simulate: latency and faults, set in one call, shape what the app meets', async () => {
    const session = 'latency-and-faults'
    const set = await answerOf(client, 'simulate', {
      action: 'set',
      latency: { getAccount: 150 },
      faults: { updateAccountSettings: { status: 503, retryAfter: 7 } },
      session,
    })
    expect(set).toEqual({
      latency: { getAccount: 150 },
      faults: { updateAccountSettings: { status: 503, retryAfter: 7 } },
    })
    const saved = await answerOf(client, 'call_operation', {
      operation: 'updateAccountSettings',
      body: { activity_logs: false },
      session,
    })
    expect(saved).toMatchObject({ outcome: 'answered', status: 503, headers: { 'retry-after': '7' } })
    const read = await answerOf(client, 'call_operation', { operation: 'getAccount', username: 'bob.agent', session })
    expect(read).toMatchObject({ status: 200, body: { seurity_settings: { username: 'bob.agent' } } })
    const { entries } = await answerOf(client, 'journal', { action: 'read', session })
    expect(entries).toMatchObject([
      { operation: 'updateAccountSettings', status: 503, fault: 'status' },
      { operation: 'getAccount', status: 200, delayMs: 150 },
    ])
    await answerOf(client, 'simulate', { action: 'set', latency: null, faults: null, session })
    expect(await answerOf(client, 'simulate', { action: 'read', session })).toMatchObject({
      latency: null,
      faults: null,
    })
  })

  test('simulate: with auth on, a request needs a well-known account, and a disabled one is refused', async () => {
    const session = 'auth-check'
    expect(await answerOf(client, 'simulate', { action: 'set', auth: true, session })).toEqual({ auth: true })
    const statusAs = async (signInAs?: string) =>
      (await answerOf(client, 'call_operation', { operation: 'getAccountSettings', signInAs, session })).status
    expect(await statusAs()).toBe(401)
    expect(await statusAs('alice.admin')).toBe(200)
    expect(await statusAs('dave.disabled')).toBe(403)
  })

  test('simulate: routes send an operation to the real service, and back', async () => {
    const session = 'routes-check'
    const set = await answerOf(client, 'simulate', { action: 'set', routes: { getAccount: 'real' }, session })
    expect(set.routes).toMatchObject({
      value: { getAccount: 'real', getAccountSettings: 'mock' },
      real: { url: real.url },
    })
    const sent = real.requests.length
    expect(
      await answerOf(client, 'call_operation', { operation: 'getAccount', username: 'alice.admin', session }),
    ).toMatchObject({
      status: 200,
    })
    expect(real.requests.slice(sent).map((request) => request.path)).toEqual([
      '/svc/v1/AccountService/Accounts/alice.admin',
    ])
    expect((await answerOf(client, 'journal', { action: 'read', session })).entries).toMatchObject([{ source: 'real' }])
    await answerOf(client, 'simulate', { action: 'set', routes: null, session })
    expect((await answerOf(client, 'simulate', { action: 'read', session })).routes.value.getAccount).toBe('mock')
  })

  test('simulate: a schedule stacks its scenario while its window is open; [] clears it', async () => {
    const session = 'schedule-check'
    const set = await answerOf(client, 'simulate', {
      action: 'set',
      schedule: [{ scenario: 'maintenance', after: 0, for: '10m' }],
      session,
    })
    expect(set.schedule.windows).toMatchObject([{ scenario: 'maintenance', active: true }])
    expect((await app('/AccountService', session)).status).toBe(503)
    await answerOf(client, 'simulate', { action: 'set', schedule: [], session })
    expect((await app('/AccountService', session)).status).toBe(200)
  })

  test('override: add answers the app its way once, then the service answers; remove and bad arguments', async () => {
    const session = 'override-check'
    const added = await answerOf(client, 'override', {
      action: 'add',
      operation: 'getAccount',
      status: 503,
      headers: { 'Retry-After': '5' },
      once: true,
      session,
    })
    expect(added).toEqual({
      id: 'override-1',
      operation: 'getAccount',
      status: 503,
      headers: { 'Retry-After': '5' },
      once: true,
    })
    const first = await app('/AccountService/Accounts/alice.admin', session)
    expect([first.status, first.headers.get('retry-after')]).toEqual([503, '5'])
    expect((await app('/AccountService/Accounts/alice.admin', session)).status).toBe(200)
    // The default session was never overridden.
    expect((await fetch(`${url}/svc/v1/AccountService/Accounts/alice.admin`)).status).toBe(200)

    const { id } = await answerOf(client, 'override', {
      action: 'add',
      operation: 'getAccountSettings',
      body: { plain: true },
      session,
    })
    expect(await (await app('/AccountService', session)).json()).toEqual({ plain: true })
    expect(await answerOf(client, 'override', { action: 'remove', id, session })).toBe('Done.')
    expect((await app('/AccountService', session)).status).toBe(200)
    expect(textOf(await callTool(client, 'override', { action: 'remove', id, session }))).toMatch(/^404 Not Found: /)

    const refused = await callTool(client, 'override', { action: 'add', operation: 'deleteAccount', session })
    expect(refused.isError).toBe(true)
    expect(textOf(refused)).toMatch(/^Invalid arguments for override's add: .* at operation\.$/)
    const bodiless = await callTool(client, 'override', {
      action: 'add',
      operation: 'getAccount',
      status: 204,
      body: {},
      session,
    })
    expect(textOf(bodiless)).toMatch(
      /^422 Unprocessable Content: The override is not valid \(\/body: A 204, 205 or 304 answer has no body\.\)\.$/,
    )
  })

  test('journal: read by filters with bodies, page back with before, export as HAR and Pact, clear', async () => {
    const session = 'journal-check'
    await answerOf(client, 'call_operation', { operation: 'getRealEstateObject', id: 're-0001', session })
    await answerOf(client, 'call_operation', {
      operation: 'updateAccountSettings',
      body: { preferences: { language_default: 42 } },
      session,
    })
    await answerOf(client, 'call_operation', {
      operation: 'updateAccountSettings',
      body: { preferences: { language_default: 'de-DE' } },
      signInAs: 'alice.admin',
      session,
    })
    const refused = await answerOf(client, 'journal', {
      action: 'read',
      operation: 'updateAccountSettings',
      status: 422,
      bodies: true,
      session,
    })
    expect(refused).toMatchObject({ matched: 1, entries: [{ requestBody: { preferences: { language_default: 42 } } }] })
    expect(refused.entries[0].responseBody.errors).toBeDefined()

    const newest = await answerOf(client, 'journal', { action: 'read', limit: 1, session })
    expect(newest).toMatchObject({ matched: 3, entries: [{ caller: 'alice.admin' }] })
    expect(newest.entries[0]).not.toHaveProperty('requestBody')
    const before = newest.entries[0].sequence
    expect(newest.more).toBe(`2 older: ask again with "before": ${before}`)
    const older = await answerOf(client, 'journal', { action: 'read', before, session })
    expect(older.entries.map((entry: { operation: string }) => entry.operation)).toEqual([
      'getRealEstateObject',
      'updateAccountSettings',
    ])

    const har = await answerOf(client, 'journal', { action: 'export_har', session })
    expect(har.log.entries).toHaveLength(3)
    const pact = await answerOf(client, 'journal', { action: 'export_pact', consumer: 'shop', session })
    expect(pact).toMatchObject({ consumer: { name: 'shop' }, provider: { name: 'real-estate-service' } })

    expect(await answerOf(client, 'journal', { action: 'clear', session })).toBe('Done.')
    expect(await answerOf(client, 'journal', { action: 'read', session })).toEqual({ matched: 0, entries: [] })
  })

  test('journal: a HAR too long for one answer comes in pages that make the whole', async () => {
    const session = 'long-journal'
    for (let index = 0; index < 12; index++)
      await answerOf(client, 'call_operation', { operation: 'getRealEstateObject', id: 're-0001', session })
    const first = await callTool(client, 'journal', { action: 'export_har', session })
    expect(first.content[1]).toMatchObject({ type: 'text', text: expect.stringMatching(/^Page 1 of \d+ .*"page": 2/) })
    const { answer, pages } = await wholeAnswerOf(client, 'journal', { action: 'export_har', session })
    expect(pages).toBeGreaterThan(1)
    expect(answer.log.entries).toHaveLength(12)
  })

  test('history: snapshot, list, export and import, restore, undo, the timeline, a version, state files, delete', async () => {
    const session = 'history-check'
    const language = async () =>
      (await answerOf(client, 'call_operation', { operation: 'getAccountSettings', session })).body.preferences
        .language_default
    const save = (value: string) =>
      answerOf(client, 'call_operation', {
        operation: 'updateAccountSettings',
        body: { preferences: { language_default: value } },
        session,
      })
    const start = await language()
    expect(await answerOf(client, 'history', { action: 'snapshot', name: 'before', session })).toEqual({
      name: 'before',
    })
    await save('de-DE')
    expect(
      (await answerOf(client, 'history', { action: 'list_snapshots', session })).map((s: { name: string }) => s.name),
    ).toEqual(['before'])

    const { answer: file } = await wholeAnswerOf(client, 'history', {
      action: 'export_snapshot',
      name: 'before',
      session,
    })
    expect(file).toMatchObject({ name: 'before' })
    await answerOf(client, 'history', { action: 'import_snapshot', file: { ...file, name: 'copy' }, session })
    expect(
      (await answerOf(client, 'history', { action: 'list_snapshots', session })).map((s: { name: string }) => s.name),
    ).toEqual(['before', 'copy'])

    await answerOf(client, 'history', { action: 'restore', name: 'copy', session })
    expect(await language()).toBe(start)
    await answerOf(client, 'history', { action: 'undo', session })
    expect(await language()).toBe('de-DE')

    const { answer: timeline } = await wholeAnswerOf(client, 'history', { action: 'timeline', session })
    const patched = timeline.find((entry: { label: string }) => entry.label === 'PATCH /svc/v1/AccountService')
    expect(patched.patch.length).toBeGreaterThan(0)
    await answerOf(client, 'history', { action: 'restore_version', version: patched.version - 1, session })
    expect(await language()).toBe(start)

    await save('fr-FR')
    const { answer: state } = await wholeAnswerOf(client, 'history', { action: 'export_state', session })
    await save('it-IT')
    await answerOf(client, 'history', { action: 'load_state', file: state, session })
    expect(await language()).toBe('fr-FR')

    expect(await answerOf(client, 'history', { action: 'delete_snapshot', name: 'copy', session })).toBe('Done.')
    const names = await answerOf(client, 'history', { action: 'list_snapshots', session })
    expect(names.map((s: { name: string }) => s.name)).not.toContain('copy')
  })

  test('sessions: open one with a seed and a scenario, find it listed and separate, delete it', async () => {
    expect(
      await answerOf(client, 'sessions', { action: 'create', session: 'made', seed: 7, scenario: 'empty' }),
    ).toMatchObject({
      id: 'made',
    })
    const listed = await answerOf(client, 'sessions', { action: 'list' })
    expect(listed.map((info: { id: string }) => info.id)).toContain('made')
    const object = await answerOf(client, 'call_operation', {
      operation: 'getRealEstateObject',
      id: 're-0001',
      session: 'made',
    })
    expect(object.status).toBe(404)
    expect(await answerOf(client, 'sessions', { action: 'delete', session: 'made' })).toBe('Done.')
    const after = await answerOf(client, 'sessions', { action: 'list' })
    expect(after.map((info: { id: string }) => info.id)).not.toContain('made')
  })

  test("service: the records now and another scenario's, the OpenAPI document summarised and whole", async () => {
    const { realEstateObjects, accounts } = await answerOf(client, 'service', { action: 'resources' })
    expect(realEstateObjects).toContain('re-0001')
    expect(accounts).toContain('alice.admin')
    expect(await answerOf(client, 'service', { action: 'resources', scenario: 'empty' })).toEqual({
      realEstateObjects: [],
      accounts: [],
    })
    const summary = await answerOf(client, 'service', { action: 'openapi' })
    expect(summary.operations).toContain('GET /svc/v1/AccountService getAccountSettings: Read account service settings')
    expect(summary.operations).toContain('POST /__mock/reset mock.reset: Reset the session')
    const { answer } = await wholeAnswerOf(client, 'service', { action: 'openapi' })
    const served = await fetch(`${url}/__mock/openapi.json`, { headers: { Authorization: 'Bearer secret' } })
    expect(answer).toEqual(await served.json())
  })

  test('reset: the scenario, the data and the journal of the session back to the start', async () => {
    const session = 'reset-check'
    await answerOf(client, 'call_operation', {
      operation: 'updateAccountSettings',
      body: { activity_logs: false },
      session,
    })
    await answerOf(client, 'simulate', { action: 'set', scenario: 'maintenance', session })
    expect(await answerOf(client, 'reset', { session })).toBe('Done.')
    expect((await answerOf(client, 'simulate', { action: 'read', session })).scenario).toBe('default')
    expect((await answerOf(client, 'journal', { action: 'read', session })).matched).toBe(0)
    const settings = await answerOf(client, 'call_operation', { operation: 'getAccountSettings', session })
    expect(settings.body.activity_logs).toBe(true)
  })

  test('the OpenAPI resource is GET /__mock/openapi.json', async () => {
    const { contents } = await client.readResource({ uri: 'mock://openapi.json' })
    const served = await fetch(`${url}/__mock/openapi.json`, { headers: { Authorization: 'Bearer secret' } })
    expect(JSON.parse((contents[0] as { text: string }).text)).toEqual(await served.json())
  })

  test('a refused control call is an error result with the problem, and bad input names the argument', async () => {
    const refused = await callTool(client, 'history', { action: 'restore', name: 'never-taken' })
    expect(refused.isError).toBe(true)
    expect(textOf(refused)).toMatch(/^404 Not Found: .*never-taken/)
    const bad = await callTool(client, 'simulate', { action: 'set', auth: 'yes' })
    expect(bad.isError).toBe(true)
    expect(textOf(bad)).toMatch(/at auth\.$/)
    const unknown = await callTool(client, 'use_scenario', { value: 'slow' })
    expect(unknown).toMatchObject({ isError: true })
    expect(textOf(unknown)).toMatch(
      /^There is no tool "use_scenario": the tools are simulate, override, call_operation/,
    )
  })

  test('a wrong token and a foreign Origin are refused', async () => {
    await expect(httpClient(`${url}/__mock/mcp`, { Authorization: 'Bearer wrong' })).rejects.toThrow(/401/)
    await expect(
      httpClient(`${url}/__mock/mcp`, { Authorization: 'Bearer secret', Origin: 'https://evil.example' }),
    ).rejects.toThrow(/403/)
  })

  test('20 parallel tool calls in two sessions do not cross', async () => {
    await Promise.all([
      answerOf(client, 'simulate', { action: 'set', scenario: 'maintenance', session: 'left' }),
      answerOf(client, 'simulate', { action: 'set', scenario: 'default', session: 'right' }),
    ])
    const calls = Array.from({ length: 20 }, (_, index) => {
      const session = index % 2 === 0 ? 'left' : 'right'
      return answerOf(client, 'call_operation', { operation: 'getRealEstateObject', id: 're-0001', session }).then(
        ({ status }) => [session, status] as const,
      )
    })
    for (const [session, status] of await Promise.all(calls)) expect(status).toBe(session === 'left' ? 503 : 200)
    for (const session of ['left', 'right']) {
      const { entries } = await answerOf(client, 'journal', { action: 'read', session })
      expect(entries.map((entry: { status: number }) => entry.status)).toEqual(
        Array(10).fill(session === 'left' ? 503 : 200),
      )
    }
  })
})

describe('mock.middleware()', () => {
  let listener: Server
  let url: string
  beforeAll(async () => {
    listener = createHttpServer(createMock().middleware())
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => listener.close(() => resolve())))

  test('serves the same tools, and a scenario set through them reaches the app', async () => {
    const client = await httpClient(`${url}/__mock/mcp`)
    const { tools } = await client.listTools()
    expect(tools.map((tool) => tool.name)).toEqual(expectedTools)
    await answerOf(client, 'simulate', { action: 'set', scenario: 'maintenance' })
    expect((await fetch(`${url}/svc/v1/AccountService`)).status).toBe(503)
    await client.close()
  })

  test('a body that is not JSON is a 400 problem, and the endpoint answers after it', async () => {
    const garbled = await fetch(`${url}/__mock/mcp`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
      body: '{"jsonrpc": "2.0", "id": 1, "method": "tools/list"',
    })
    expect(garbled.status).toBe(400)
    expect(garbled.headers.get('content-type')).toMatch(/^application\/problem\+json/)
    const client = await httpClient(`${url}/__mock/mcp`)
    expect((await client.listTools()).tools.length).toBe(expectedTools.length)
    await client.close()
  })

  test('a foreign Origin is refused, and GET answers 405', async () => {
    await expect(httpClient(`${url}/__mock/mcp`, { Origin: 'https://evil.example' })).rejects.toThrow(/403/)
    const get = await fetch(`${url}/__mock/mcp`)
    expect(get.status).toBe(405)
    expect(get.headers.get('allow')).toBe('POST')
  })
})

describe("the Vite plugin's dev server", () => {
  test('serves the tools, and a scenario set through them reaches the app', async () => {
    const served = await vitePlugin.start()
    try {
      const client = await httpClient(`${served.controlUrl}/mcp`)
      expect((await client.listTools()).tools.map((tool) => tool.name)).toEqual(expectedTools)
      await answerOf(client, 'simulate', { action: 'set', scenario: 'maintenance' })
      expect((await served.call('/AccountService')).status).toBe(503)
      await client.close()
      await expect(httpClient(`${served.controlUrl}/mcp`, { Origin: 'https://evil.example' })).rejects.toThrow(/403/)
    } finally {
      await served.stop()
    }
  })
})
