/**
 * @module The packed-package test's checks of the installed command: its
 * options, the service and control API it serves, sessions, and hybrid mode
 * and the drift check, run as a user runs them in the consumer project.
 */
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { cleanEnv, runCommand } from './run-command.ts'
import { lockedSpecs, npmInstallFlags, type ScratchProject } from './scratch-project.ts'
import { startInstalledCli } from './start-installed-cli.ts'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js'

const mcpSdk = '@modelcontextprotocol/sdk'

/** Registers the command's tests; `scratch.project` is read when they run, after the install. */
export function describeInstalledCommand(scratch: ScratchProject): void {
  describe('the real-estate-service-mock command', () => {
    test('--help lists every option, --version prints the version', async () => {
      const bin = join(scratch.project, 'node_modules', '.bin', 'real-estate-service-mock')
      const help = (await runCommand(bin, ['--help'], scratch.project)).stdout
      for (const option of [
        '--port',
        '--host',
        '--seed',
        '--scenario',
        '--auth',
        '--latency',
        '--svc',
        '--session-ttl',
        '--max-sessions',
        '--real',
        '--route',
        '--real-timeout',
        '--record',
        '--from-har',
        '--help',
        '--version',
      ]) {
        expect(help).toContain(option)
      }
      expect((await runCommand(bin, ['--version'], scratch.project)).stdout.trim()).toBe('0.1.0')
    }, 60_000)

    test('mcp without the MCP SDK installed: exits 2 with the line that installs it, and the endpoint answers 501', async () => {
      const bin = join(scratch.project, 'node_modules', '.bin', 'real-estate-service-mock')
      const failed = await runCommand(bin, ['mcp'], scratch.project).then(
        () => undefined,
        (error: Error) => error.message,
      )
      expect(failed).toMatch(/exited with 2[\s\S]*npm install -D @modelcontextprotocol\/sdk/)
      const cli = await startInstalledCli(scratch.project, ['--host', '127.0.0.1'])
      try {
        const answer = await fetch(`${cli.url}/__mock/mcp`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
        })
        expect(answer.status).toBe(501)
        expect(answer.headers.get('content-type')).toMatch(/^application\/problem\+json/)
        expect((await answer.json()).detail).toContain('npm install -D @modelcontextprotocol/sdk')
      } finally {
        await cli.stop()
      }
    }, 60_000)

    test("mcp with the SDK installed beside it: the SDK's own client over stdio lists the tools and switches the scenario of a running command", async () => {
      // The optional peer, as the error above told the user to install it.
      await runCommand('npm', ['install', '-D', ...npmInstallFlags, ...lockedSpecs([mcpSdk])], scratch.project)
      const cli = await startInstalledCli(scratch.project, ['--host', '127.0.0.1'])
      const client = new Client({ name: 'packed-package-test', version: '1.0.0' })
      try {
        await client.connect(
          new StdioClientTransport({
            command: join(scratch.project, 'node_modules', '.bin', 'real-estate-service-mock'),
            args: ['mcp', '--url', cli.url],
            cwd: scratch.project,
            env: { PATH: process.env.PATH ?? '' },
            stderr: 'pipe',
          }),
        )
        const { tools } = await client.listTools()
        expect(tools.map(({ name }) => name)).toEqual(expect.arrayContaining(['simulate', 'call_operation', 'journal']))
        const switched = await client.callTool({
          name: 'simulate',
          arguments: { action: 'set', scenario: 'maintenance' },
        })
        expect(switched.isError ?? false).toBe(false)
        expect((await fetch(`${cli.url}/svc/v1/AccountService`)).status).toBe(503)
      } finally {
        await client.close()
        await cli.stop()
      }
    }, 120_000)

    test('serves the four operations and the control API on a free port', async () => {
      const cli = await startInstalledCli(scratch.project, ['--host', '127.0.0.1'])
      try {
        const service = `${cli.url}/svc/v1`
        expect((await fetch(`${service}/RealEstateService/RealEstateObjects/re-0001`)).status).toBe(200)
        expect((await fetch(`${service}/AccountService`)).status).toBe(200)
        expect((await fetch(`${service}/AccountService/Accounts/alice.admin`)).status).toBe(200)
        const update = await fetch(`${service}/AccountService`, {
          method: 'PATCH',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ activity_logs: false }),
        })
        expect(update.status).toBe(200)
        const scenarios = (await (await fetch(`${cli.url}/__mock/scenarios`)).json()) as { name: string }[]
        expect(scenarios.map(({ name }) => name)).toContain('maintenance')
        expect((await fetch(`${cli.url}/__mock/openapi.json`)).headers.get('content-type')).toContain(
          'application/json',
        )

        // The simulator page ships in the package and is served with its assets.
        const page = await fetch(`${cli.url}/__mock/`)
        expect(page.status).toBe(200)
        const html = await page.text()
        // Attributes, and the script the page asks for after its first paint (`src: "./assets/…"`).
        const assets = [...html.matchAll(/"\.\/(assets\/[^"]+)"/g)].map((match) => match[1])
        expect(assets.length).toBeGreaterThan(0)
        for (const asset of assets) expect((await fetch(`${cli.url}/__mock/${asset}`)).status, asset).toBe(200)
      } finally {
        await cli.stop()
      }
    }, 60_000)

    test('sessions: each X-Mock-Session has its own settings and journal; --max-sessions caps them', async () => {
      const cli = await startInstalledCli(scratch.project, ['--max-sessions', '1', '--session-ttl', '5m'])
      try {
        const settings = `${cli.url}/svc/v1/AccountService`
        const as = (id: string) => ({ 'X-Mock-Session': id })
        const patched = await fetch(settings, {
          method: 'PATCH',
          headers: { ...as('one'), 'Content-Type': 'application/json' },
          body: '{"activity_logs": false}',
        })
        expect(patched.status).toBe(200)
        expect((await (await fetch(settings, { headers: as('one') })).json()).activity_logs).toBe(false)
        expect((await (await fetch(settings)).json()).activity_logs).toBe(true)
        expect(((await (await fetch(`${cli.url}/__mock/requests?session=one`)).json()) as unknown[]).length).toBe(2)
        // A second named session goes past the cap of one: the least recently used, "one", is dropped.
        await fetch(settings, { headers: as('two') })
        const listed = (await (await fetch(`${cli.url}/__mock/sessions`)).json()) as { id: string }[]
        expect(listed.map(({ id }) => id)).toEqual(['default', 'two'])
        expect((await fetch(settings, { headers: as('not valid!') })).status).toBe(400)
      } finally {
        await cli.stop()
      }
    }, 60_000)

    test('--seed, --svc, --scenario, --latency and --auth take effect', async () => {
      const first = await startInstalledCli(scratch.project, [
        '--seed',
        '7',
        '--svc',
        'estate',
        '--scenario',
        'read-only',
        '--latency',
        '5',
      ])
      const sameSeed = await startInstalledCli(scratch.project, ['--seed', '7', '--auth'])
      const otherSeed = await startInstalledCli(scratch.project, ['--seed', '8'])
      try {
        const accounts = async (url: string) =>
          ((await (await fetch(`${url}/__mock/resources`)).json()) as { accounts: string[] }).accounts
        expect(await accounts(first.url)).toEqual(await accounts(sameSeed.url))
        expect(await accounts(first.url)).not.toEqual(await accounts(otherSeed.url))

        expect((await fetch(`${first.url}/estate/v1/AccountService`)).status).toBe(200)
        expect(await (await fetch(`${first.url}/__mock/scenario`)).json()).toEqual({ name: 'read-only' })
        expect(await (await fetch(`${first.url}/__mock/latency`)).json()).toEqual({ value: 5 })
        const refused = await fetch(`${first.url}/estate/v1/AccountService`, {
          method: 'PATCH',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ activity_logs: false }),
        })
        expect(refused.status).toBe(403)

        const anonymous = await fetch(`${sameSeed.url}/svc/v1/AccountService`)
        expect(anonymous.status).toBe(401)
        expect(anonymous.headers.get('WWW-Authenticate')).toContain('Bearer')
      } finally {
        await Promise.all([first.stop(), sameSeed.stop(), otherSeed.stop()])
      }
    }, 60_000)
  })

  describe('the real service too (hybrid mode and the drift check), from the installed command', () => {
    /** `npx real-estate-service-mock …` in the consumer, as its README says to run it; resolves with the exit code and output. */
    const npx = (args: readonly string[]) =>
      new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
        const child = spawn('npx', ['--no-install', 'real-estate-service-mock', ...args], {
          cwd: scratch.project,
          env: cleanEnv(),
          stdio: ['ignore', 'pipe', 'pipe'],
        })
        let stdout = ''
        let stderr = ''
        child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
        child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
        child.on('error', reject)
        child.on('close', (code) => resolve({ code, stdout, stderr }))
      })

    test('verify --against a faithful service exits 0, --json gives the report, an unreachable one exits 2', async () => {
      // Another instance of the command stands in for the real service: faithful to the contract by construction.
      const real = await startInstalledCli(scratch.project, ['--seed', '7'])
      try {
        const faithful = await npx(['verify', '--against', real.url])
        expect(faithful.code, faithful.stdout + faithful.stderr).toBe(0)
        const json = await npx(['verify', '--against', real.url, '--json'])
        expect(JSON.parse(json.stdout)).toMatchObject({ reachable: true, ok: true, differences: [] })
      } finally {
        await real.stop()
      }
      expect((await npx(['verify', '--against', real.url])).code).toBe(2)
    }, 120_000)

    test('--real with --route sends an operation to the real service and marks the answer', async () => {
      const real = await startInstalledCli(scratch.project, ['--seed', '7'])
      const hybrid = await startInstalledCli(scratch.project, ['--real', real.url, '--route', 'getAccount=real'])
      try {
        const answer = await fetch(`${hybrid.url}/svc/v1/AccountService/Accounts/alice.admin`)
        expect(answer.status).toBe(200)
        expect(answer.headers.get('x-mock-source')).toBe('real')
        const realJournal = (await (await fetch(`${real.url}/__mock/requests`)).json()) as Array<{ operation: string }>
        expect(realJournal.map(({ operation }) => operation)).toEqual(['getAccount'])
        expect((await fetch(`${hybrid.url}/svc/v1/AccountService`)).headers.get('x-mock-source')).toBeNull()
      } finally {
        await Promise.all([hybrid.stop(), real.stop()])
      }
    }, 60_000)
  })
}
