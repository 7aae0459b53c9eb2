import { createServer } from 'node:net'
import { describe, expect, test } from 'vitest'
import { runCommandLine, startCommandLine } from '../support/command-line.ts'

const run = runCommandLine
const start = startCommandLine

/** Resolves once the server at `url` has recorded a request to `path`; the test's timeout ends a wait for one that never comes. */
async function untilJournalHolds(url: string, path: string): Promise<void> {
  for (;;) {
    const entries = (await (await fetch(`${url}/__mock/requests`)).json()) as { path: string; status: number | null }[]
    if (entries.some((entry) => entry.path === path && entry.status === null)) return
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

describe('the real-estate-service-mock command', () => {
  test.each([
    [['--seed', 'forty-two'], /seed must be a whole number/],
    [['--flag-that-does-not-exist'], /unknown option/],
    [['--scenario', 'sunny'], /Unknown scenario "sunny"/],
  ])('%j: one clear line on stderr and exit code 2', (args, message) => {
    const result = run(args)
    expect(result.status).toBe(2)
    expect(result.stderr.trim()).toMatch(message)
    expect(result.stderr.trim().split('\n')).toHaveLength(1)
    expect(result.stderr).not.toMatch(/\n\s+at /)
  })

  test('a port in use: one clear line and exit code 2', async () => {
    const blocker = createServer()
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve))
    const { port } = blocker.address() as { port: number }
    try {
      const result = run(['--port', String(port)])
      expect(result.status).toBe(2)
      expect(result.stderr.trim()).toBe(`[real-estate-service-mock] Failed to start: port ${port} on 127.0.0.1 is already in use. Please choose another with --port.`)
    } finally {
      blocker.close()
    }
  })

  test('it serves, prints URL, seed and control API, and SIGTERM closes it cleanly', async () => {
    const server = start(['--port', '0', '--seed', '7'])
    const url = await server.ready
    expect(server.output()).toContain('Seed 7')
    expect(server.output()).toContain('/__mock/resources')
    const answer = await fetch(`${url}/svc/v1/AccountService/Accounts/alice.admin`)
    expect(answer.status).toBe(200)
    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
  })

  test('SIGINT closes it even with a request hanging on purpose', async () => {
    const server = start(['--port', '0', '--latency', 'infinite'])
    const url = await server.ready
    const hanging = fetch(`${url}/svc/v1/AccountService`).catch(() => 'dropped')
    // The signal goes only once the server holds the request: its journal records it when it decides to hang.
    await untilJournalHolds(url, '/svc/v1/AccountService')
    server.child.kill('SIGINT')
    expect(await server.exited).toBe(0)
    expect(await hanging).toBe('dropped')
  })
})
