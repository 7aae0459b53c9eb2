/**
 * `real-estate-service-mock mcp`, the sources run as a child process and driven by the SDK's own
 * client over stdio, against a standalone server started in this process; and the SDK, an optional
 * peer dependency, loaded only when MCP is asked for, and said how to install when it is missing.
 */
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createServer, type MockServer } from '../../src/server.ts'
import { answerOf, callTool, stdioClient, textOf } from './mcp-clients.ts'

const bin = fileURLToPath(new URL('../../src/cli/bin.ts', import.meta.url))
const recorder = fileURLToPath(new URL('../support/record-imports.mjs', import.meta.url))
const withoutSdk = fileURLToPath(new URL('./support/without-mcp-sdk.mjs', import.meta.url))

/** A child process of the sources, its output and exit code. */
async function run(args: readonly string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], { stdio: 'pipe' })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk))
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk))
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve))
  return { code, stdout, stderr }
}

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

  test('the same tools as over HTTP, listed in at most 16,000 characters', async () => {
    const { tools } = await client.listTools()
    expect(tools.map((tool) => tool.name)).toEqual([
      'simulate',
      'override',
      'call_operation',
      'journal',
      'reset',
      'history',
      'sessions',
      'service',
    ])
    expect(JSON.stringify({ tools }).length).toBeLessThanOrEqual(16_000)
  })

  test('the maintenance scenario set through a tool makes the service answer 503 to the app', async () => {
    await answerOf(client, 'simulate', { action: 'set', scenario: 'maintenance', session: 'stdio' })
    expect((await fetch(`${url}/svc/v1/AccountService`, { headers: { 'X-Mock-Session': 'stdio' } })).status).toBe(503)
  })

  test("call_operation's PATCH shows in the journal", async () => {
    const session = 'stdio-patch'
    await answerOf(client, 'call_operation', {
      operation: 'updateAccountSettings',
      body: { activity_logs: false },
      session,
    })
    const { entries } = await answerOf(client, 'journal', { action: 'read', method: 'PATCH', bodies: true, session })
    expect(entries).toMatchObject([
      { operation: 'updateAccountSettings', status: 200, requestBody: { activity_logs: false } },
    ])
  })

  test('history and sessions act on the running mock', async () => {
    await answerOf(client, 'sessions', { action: 'create', session: 'stdio-made' })
    expect(await answerOf(client, 'history', { action: 'snapshot', name: 'kept', session: 'stdio-made' })).toEqual({
      name: 'kept',
    })
    const snapshots = await fetch(`${url}/__mock/snapshots`, {
      headers: { Authorization: 'Bearer secret', 'X-Mock-Session': 'stdio-made' },
    })
    expect(await snapshots.json()).toMatchObject([{ name: 'kept' }])
  })

  test('the OpenAPI resource is GET /__mock/openapi.json', async () => {
    const { contents } = await client.readResource({ uri: 'mock://openapi.json' })
    const served = await fetch(`${url}/__mock/openapi.json`, { headers: { Authorization: 'Bearer secret' } })
    expect(JSON.parse((contents[0] as { text: string }).text)).toEqual(await served.json())
  })

  test('a wrong token is an error result that says so, and the process goes on', async () => {
    const wrong = await stdioClient(['--url', url, '--control-token', 'wrong'])
    try {
      const result = await callTool(wrong, 'simulate', { action: 'read' })
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
  const { code, stdout, stderr } = await run([bin, 'mcp', '--url', url])
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

describe('without @modelcontextprotocol/sdk installed (each import of it fails as Node fails for a package that is not there)', () => {
  test('the mcp command says how to install it on stderr, and ends with 2', async () => {
    // A mock that answers: the SDK, not the mock, is what is missing.
    const server = createServer({ site: false })
    const url = await server.listen(0)
    try {
      const { code, stdout, stderr } = await run(['--import', withoutSdk, bin, 'mcp', '--url', url])
      expect(code).toBe(2)
      expect(stdout).toBe('')
      expect(stderr.trim().split('\n')).toEqual([
        expect.stringMatching(
          /is not installed\. Please install it in the project: npm install -D @modelcontextprotocol\/sdk$/,
        ),
      ])
    } finally {
      await server.close()
    }
  })

  test('the server answers POST /__mock/mcp with a 501 problem that says how to install it, and the rest as before', () => {
    const server = new URL('../../src/server.ts', import.meta.url).href
    const script = `
      const { createServer } = await import(${JSON.stringify(server)})
      const mock = createServer({ site: false })
      const url = await mock.listen(0)
      const mcp = await fetch(url + '/__mock/mcp', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
      })
      const service = await fetch(url + '/svc/v1/AccountService')
      console.log(JSON.stringify({
        status: mcp.status,
        type: mcp.headers.get('content-type'),
        problem: await mcp.json(),
        service: service.status,
      }))
      await mock.close()
    `
    const result = spawnSync(
      process.execPath,
      ['--import', 'tsx', '--import', withoutSdk, '--input-type=module', '-e', script],
      { encoding: 'utf8', timeout: 60_000 },
    )
    expect(result.status, result.stderr).toBe(0)
    expect(JSON.parse(result.stdout)).toEqual({
      status: 501,
      type: expect.stringMatching(/^application\/problem\+json/),
      problem: {
        type: 'urn:real-estate-service-mock:problem:not-implemented',
        title: 'Not Implemented',
        status: 501,
        detail: expect.stringMatching(/Please install it in the project: npm install -D @modelcontextprotocol\/sdk$/),
        instance: '/__mock/mcp',
      },
      service: 200,
    })
  })
})
