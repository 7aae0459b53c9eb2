/**
 * `real-estate-service-mock mcp`, the sources run as a child process and driven by the SDK's own
 * client over stdio, against a standalone server started in this process.
 */
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { verbsOf } from '../../src/engine/control/control-verb.ts'
import { controlVerbs } from '../../src/engine/control/control-verbs.ts'
import { toolNameOf } from '../../src/mcp/control-tools.ts'
import { createServer, type MockServer } from '../../src/server.ts'
import { callTool, stdioClient, textOf } from './mcp-clients.ts'

const bin = fileURLToPath(new URL('../../src/cli/bin.ts', import.meta.url))
const recorder = fileURLToPath(new URL('../support/record-imports.mjs', import.meta.url))

describe('the mcp command against a running mock', () => {
  let server: MockServer
  let url: string
  let client: Client
  beforeAll(async () => {
    server = createServer({ site: false, controlToken: 'secret' })
    url = await server.listen(0)
    client = await stdioClient(['--url', url], { MOCK_CONTROL_TOKEN: 'secret' })
  })
  afterAll(async () => {
    await client?.close()
    await server.close()
  })

  test('the tool list is the control verbs and the two more', async () => {
    const { tools } = await client.listTools()
    expect(tools.map((tool) => tool.name).sort()).toEqual(
      [...[...verbsOf(controlVerbs)].map(([name]) => toolNameOf(name)), 'call_operation', 'query_journal'].sort(),
    )
  })

  test('the maintenance scenario set through a tool makes the service answer 503 to the app', async () => {
    await callTool(client, 'use_scenario', { value: 'maintenance', session: 'stdio' })
    expect((await fetch(`${url}/svc/v1/AccountService`, { headers: { 'X-Mock-Session': 'stdio' } })).status).toBe(503)
  })

  test("call_operation's PATCH shows in the journal", async () => {
    const session = 'stdio-patch'
    await callTool(client, 'call_operation', {
      operation: 'updateAccountSettings',
      body: { activity_logs: false },
      session,
    })
    const entries = JSON.parse(textOf(await callTool(client, 'query_journal', { method: 'PATCH', session })))
    expect(entries).toMatchObject([
      { operation: 'updateAccountSettings', status: 200, requestBody: { activity_logs: false } },
    ])
  })

  test('the OpenAPI resource is GET /__mock/openapi.json', async () => {
    const { contents } = await client.readResource({ uri: 'mock://openapi.json' })
    const served = await fetch(`${url}/__mock/openapi.json`, { headers: { Authorization: 'Bearer secret' } })
    expect(JSON.parse((contents[0] as { text: string }).text)).toEqual(await served.json())
  })

  test('a wrong token is an error result that says so, and the process goes on', async () => {
    const wrong = await stdioClient(['--url', url, '--control-token', 'wrong'])
    try {
      const result = await callTool(wrong, 'scenarios')
      expect(result.isError).toBe(true)
      expect(textOf(result)).toMatch(/refused the control token/)
      // The process is still there to answer.
      expect((await wrong.listTools()).tools.length).toBeGreaterThan(2)
    } finally {
      await wrong.close()
    }
  })
})

test('with nothing at --url: one line on stderr that says how to start a mock, and exit code 2', async () => {
  // A port of a server just closed: nothing answers there.
  const closed = createServer({ site: false })
  const url = await closed.listen(0)
  await closed.close()
  const child = spawn(process.execPath, ['--import', 'tsx', bin, 'mcp', '--url', url], { stdio: 'pipe' })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk))
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk))
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve))
  expect(code).toBe(2)
  expect(stdout).toBe('')
  expect(stderr.trim().split('\n')).toEqual([
    expect.stringMatching(/Failed to reach a mock at .*npx real-estate-service-mock/),
  ])
})

test('the server loads the SDK on the first request to /__mock/mcp, not at its start', () => {
  const file = join(mkdtempSync(join(tmpdir(), 'imports-')), 'imports.txt')
  const server = new URL('../../src/server.ts', import.meta.url).href
  const script = `
    import { readFileSync } from 'node:fs'
    const { createServer } = await import(${JSON.stringify(server)})
    const loaded = () => readFileSync(process.env.RECORD_IMPORTS_TO, 'utf8').includes('/@modelcontextprotocol/sdk/')
    const mock = createServer({ site: false })
    const url = await mock.listen(0)
    await fetch(url + '/svc/v1/AccountService')
    const atStart = loaded()
    await fetch(url + '/__mock/mcp', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' }),
    })
    console.log(JSON.stringify({ atStart, afterMcp: loaded() }))
    await mock.close()
  `
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--import', recorder, '--input-type=module', '-e', script],
    { encoding: 'utf8', env: { ...process.env, RECORD_IMPORTS_TO: file }, timeout: 60_000 },
  )
  expect(result.status, result.stderr).toBe(0)
  expect(JSON.parse(result.stdout)).toEqual({ atStart: false, afterMcp: true })
})
