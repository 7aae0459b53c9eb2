/**
 * MCP at `/__mock/mcp`, driven by the SDK's own client over Streamable HTTP: on the standalone server
 * and through `mock.middleware()`, with the control API's checks.
 */
import { createServer as createHttpServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { verbsOf } from '../../src/engine/control/control-verb.ts'
import { controlVerbs } from '../../src/engine/control/control-verbs.ts'
import { createMock } from '../../src/node.ts'
import { createServer, type MockServer } from '../../src/server.ts'
import { toolNameOf } from '../../src/mcp/control-tools.ts'
import { vitePlugin } from '../support/runners.ts'
import { callTool, httpClient, textOf } from './mcp-clients.ts'

const expectedTools = [
  ...[...verbsOf(controlVerbs)].map(([name]) => toolNameOf(name)),
  'call_operation',
  'query_journal',
]

describe('the standalone server', () => {
  let server: MockServer
  let url: string
  let client: Client
  beforeAll(async () => {
    server = createServer({ site: false, controlToken: 'secret' })
    url = await server.listen(0)
    client = await httpClient(`${url}/__mock/mcp`, { Authorization: 'Bearer secret' })
  })
  afterAll(async () => {
    await client.close()
    await server.close()
  })

  test('the tool list is the control verbs and the two more', async () => {
    const { tools } = await client.listTools()
    expect(tools.map((tool) => tool.name).sort()).toEqual([...expectedTools].sort())
  })

  test('the maintenance scenario set through a tool makes the service answer 503 to the app', async () => {
    const session = 'maintenance-check'
    const set = await callTool(client, 'use_scenario', { value: 'maintenance', session })
    expect(set.isError).toBeFalsy()
    const answer = await fetch(`${url}/svc/v1/AccountService`, { headers: { 'X-Mock-Session': session } })
    expect(answer.status).toBe(503)
    expect((await fetch(`${url}/svc/v1/AccountService`)).status).toBe(200)
  })

  test("call_operation's PATCH shows in the journal", async () => {
    const session = 'patch-check'
    const result = await callTool(client, 'call_operation', {
      operation: 'updateAccountSettings',
      body: { preferences: { language_default: 'de-DE' } },
      signInAs: 'alice.admin',
      session,
    })
    expect(result.structuredContent).toMatchObject({ outcome: 'answered', status: 200 })
    const journal = await callTool(client, 'query_journal', { operation: 'updateAccountSettings', session })
    const entries = JSON.parse(textOf(journal)) as Array<{ method: string; requestBody: unknown; caller: string }>
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({
      method: 'PATCH',
      requestBody: { preferences: { language_default: 'de-DE' } },
      caller: 'alice.admin',
    })
  })

  test('the OpenAPI resource is GET /__mock/openapi.json', async () => {
    const { contents } = await client.readResource({ uri: 'mock://openapi.json' })
    const served = await fetch(`${url}/__mock/openapi.json`, { headers: { Authorization: 'Bearer secret' } })
    expect(JSON.parse((contents[0] as { text: string }).text)).toEqual(await served.json())
  })

  test('a refused control call is an error result with the problem, and bad input names the field', async () => {
    const refused = await callTool(client, 'history_restore', { name: 'never-taken' })
    expect(refused.isError).toBe(true)
    expect(textOf(refused)).toMatch(/^404 Not Found: .*never-taken/)
    const bad = await callTool(client, 'set_auth', { value: 'yes' })
    expect(bad.isError).toBe(true)
    expect(textOf(bad)).toMatch(/at value/)
  })

  test('a wrong token and a foreign Origin are refused', async () => {
    await expect(httpClient(`${url}/__mock/mcp`, { Authorization: 'Bearer wrong' })).rejects.toThrow(/401/)
    await expect(
      httpClient(`${url}/__mock/mcp`, { Authorization: 'Bearer secret', Origin: 'https://evil.example' }),
    ).rejects.toThrow(/403/)
  })

  test('20 parallel tool calls in two sessions do not cross', async () => {
    await Promise.all([
      callTool(client, 'use_scenario', { value: 'maintenance', session: 'left' }),
      callTool(client, 'use_scenario', { value: 'default', session: 'right' }),
    ])
    const calls = Array.from({ length: 20 }, (_, index) => {
      const session = index % 2 === 0 ? 'left' : 'right'
      return callTool(client, 'call_operation', { operation: 'getRealEstateObject', id: 're-0001', session }).then(
        (result) => [session, (result.structuredContent as { status: number }).status] as const,
      )
    })
    for (const [session, status] of await Promise.all(calls)) expect(status).toBe(session === 'left' ? 503 : 200)
    for (const session of ['left', 'right']) {
      const journal = JSON.parse(textOf(await callTool(client, 'query_journal', { session }))) as Array<{
        status: number
      }>
      expect(journal.map((entry) => entry.status)).toEqual(Array(10).fill(session === 'left' ? 503 : 200))
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
    expect(tools.map((tool) => tool.name).sort()).toEqual([...expectedTools].sort())
    await callTool(client, 'use_scenario', { value: 'maintenance' })
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
      expect((await client.listTools()).tools.map((tool) => tool.name).sort()).toEqual([...expectedTools].sort())
      await callTool(client, 'use_scenario', { value: 'maintenance' })
      expect((await served.call('/AccountService')).status).toBe(503)
      await client.close()
      await expect(httpClient(`${served.controlUrl}/mcp`, { Origin: 'https://evil.example' })).rejects.toThrow(/403/)
    } finally {
      await served.stop()
    }
  })
})
