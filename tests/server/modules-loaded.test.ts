/**
 * Issue 22, cold start: the standalone server and the command need no msw, and our sources no
 * es-toolkit barrel. Each runs in a process of its own where those cannot be found
 * (`support/without-msw.mjs`) and must still serve; the Node entry, which does use msw, is the control.
 */
import { spawn, spawnSync } from 'node:child_process'
import { once } from 'node:events'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import { createMock } from '../../src/adapters/middleware/create-node-mock.ts'
import { createServer } from '../../src/server/create-server.ts'

const withoutMsw = ['--import', 'tsx', '--import', fileURLToPath(new URL('support/without-msw.mjs', import.meta.url))]
const source = (path: string) => JSON.stringify(new URL(`../../src/${path}`, import.meta.url).href)

/** Runs `script` (an ES module) without msw; its exit code, and its last line of output read as JSON. */
function runWithoutMsw(script: string): { status: number | null; result: unknown; stderr: string } {
  const child = spawnSync(process.execPath, [...withoutMsw, '--input-type=module', '-e', script], {
    encoding: 'utf8',
    timeout: 50_000,
  })
  const last = child.stdout.trim().split('\n').at(-1)
  return { status: child.status, result: last ? JSON.parse(last) : undefined, stderr: child.stderr }
}

// A limit only stops a hung start (processes through tsx on a shared machine); it measures nothing.
describe('started where msw cannot be found', { timeout: 60_000 }, () => {
  test('createServer() serves a read, a write and the control API', () => {
    const { status, result, stderr } = runWithoutMsw(`
      const { createServer } = await import(${source('server.ts')})
      const server = createServer({ site: false })
      const url = await server.listen(0)
      const statuses = []
      for (const [path, init] of [
        ['/svc/v1/AccountService', {}],
        ['/svc/v1/AccountService', { method: 'PATCH', headers: { 'Content-Type': 'application/json' }, body: '{"activity_logs":false}' }],
        ['/__mock/requests', {}],
      ]) statuses.push((await fetch(url + path, init)).status)
      await server.close()
      console.log(JSON.stringify(statuses))
    `)
    expect({ status, stderr }).toEqual({ status: 0, stderr: '' })
    expect(result).toEqual([200, 200, 200])
  })

  test('the command serves, and ends on SIGTERM', async () => {
    const child = spawn(process.execPath, [...withoutMsw, 'src/cli/bin.ts', '--port', '0'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => void (output += chunk))
    child.stderr.on('data', (chunk: Buffer) => void (output += chunk))
    const exited = once(child, 'exit')
    try {
      const url = await new Promise<string>((resolve, reject) => {
        child.stdout.on('data', () => {
          const match = /Serving the Real Estate and Account Service at (http:\/\/\S+?)\/svc\/v1/.exec(output)
          if (match) resolve(match[1]!)
        })
        child.once('exit', (code) => reject(new Error(`exited with ${code}: ${output}`)))
      })
      expect((await fetch(`${url}/svc/v1/AccountService`)).status).toBe(200)
    } finally {
      child.kill('SIGTERM')
    }
    expect(await exited).toEqual([0, null])
  })

  test('the control: the Node entry, whose mock has msw handlers, fails to start', () => {
    const { status, stderr } = runWithoutMsw(`
      const { createMock } = await import(${source('node.ts')})
      createMock().handlers
    `)
    expect(status).not.toBe(0)
    expect(stderr).toMatch(/Cannot find package 'msw(\/\w+)?'/)
  })
})

describe("the server's own mock, made without msw", () => {
  test('reading its handlers says how to get a mock with them', () => {
    expect(() => createServer().mock.handlers).toThrow(/createServer\(\{ mock \}\)/)
  })

  test("a mock from createMock keeps its handlers, the server's and its sessions'", () => {
    const mock = createServer({ mock: createMock() }).mock
    expect(mock.handlers).toHaveLength(2)
    expect(mock.handlers).toBe(mock.handlers)
    expect(mock.session('alpha').handlers).toHaveLength(2)
  })
})
