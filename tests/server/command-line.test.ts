/**
 * The command: usage errors, a port in use, the banner, and stopping with a
 * request left hanging, in this process through `runCommand`; then three
 * smoke tests of the command as a process (`bin.ts`): it serves and ends on
 * SIGTERM, a usage error is its exit code 2, and Ctrl-C with a request
 * hanging and a recording going ends cleanly with the recording written.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { runCommandLine as run, spawnCommandLine, startCommandLine as start } from '../support/command-line.ts'
import { assertValidHar } from '../support/har-validator.ts'
import { startStandInService } from '../support/stand-in-service.ts'

/** Resolves once the server at `url` holds a request to `path` unanswered; the test's timeout ends a wait for one that never comes. */
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
  ])('%j: one clear line on stderr and exit code 2', async (args, message) => {
    const result = await run(args)
    expect(result.status).toBe(2)
    expect(result.stderr.trim()).toMatch(message)
    expect(result.stderr.trim().split('\n')).toHaveLength(1)
    expect(result.stderr).not.toMatch(/\n\s+at /)
  })

  test('--help and --version print their text and end with 0', async () => {
    const help = await run(['--help'])
    expect(help).toMatchObject({ status: 0, stderr: '' })
    expect(help.stdout).toContain('--port <number>')
    expect((await run(['--version'])).stdout.trim()).toMatch(/^\d+\.\d+\.\d+/)
  })

  test('a port in use: one clear line and exit code 2', async () => {
    const blocker = createServer()
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve))
    const { port } = blocker.address() as { port: number }
    try {
      const result = await run(['--port', String(port)])
      expect(result.status).toBe(2)
      expect(result.stderr.trim()).toBe(
        `[real-estate-service-mock] Failed to start: port ${port} on 127.0.0.1 is already in use. Please choose another with --port.`,
      )
    } finally {
      blocker.close()
    }
  })

  test('it serves, and prints URL, seed and control API', async () => {
    const server = await start(['--port', '0', '--seed', '7'])
    try {
      expect(server.output()).toContain(`Serving the Real Estate and Account Service at ${server.url}/svc/v1`)
      expect(server.output()).toContain('Seed 7')
      expect(server.output()).toContain('/__mock/resources')
      expect((await fetch(`${server.url}/svc/v1/AccountService/Accounts/alice.admin`)).status).toBe(200)
    } finally {
      await server.stop('SIGTERM')
    }
    expect(server.output()).toContain('SIGTERM received, closing.')
  })

  test.each([
    [[], '30 minutes'],
    [['--session-ttl', '90m'], '90 minutes'],
    [['--session-ttl', '2h'], '2 hours'],
    [['--session-ttl', '45s'], '45 seconds'],
  ])('%j: the banner gives the session time-to-live as a duration in words, %s', async (args, words) => {
    const server = await start(['--port', '0', ...args])
    try {
      expect(server.output()).toContain(`(idle ones dropped after ${words}).`)
    } finally {
      await server.stop('SIGTERM')
    }
  })

  test('stopping closes it even with a request hanging on purpose', async () => {
    const server = await start(['--port', '0', '--latency', 'infinite'])
    const hanging = fetch(`${server.url}/svc/v1/AccountService`).catch(() => 'dropped')
    await untilJournalHolds(server.url, '/svc/v1/AccountService')
    await server.stop('SIGINT')
    expect(await hanging).toBe('dropped')
  })
})

// A process loads the sources through tsx first: seconds of CPU, and many more on a machine that is busy.
describe('the command as a process', { timeout: 120_000 }, () => {
  test('it serves, prints where, and SIGTERM ends it with exit code 0', async () => {
    const server = spawnCommandLine(['--port', '0', '--seed', '7'])
    const url = await server.ready
    expect(server.stdout()).toContain('Seed 7')
    expect((await fetch(`${url}/svc/v1/AccountService/Accounts/alice.admin`)).status).toBe(200)
    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
  })

  test('a usage error: one line on stderr, no stack trace, exit code 2', async () => {
    const command = spawnCommandLine(['--seed', 'forty-two'])
    expect(await command.exited).toBe(2)
    expect(command.stderr().trim()).toMatch(/^\[real-estate-service-mock\] .*seed must be a whole number[^\n]*$/)
    expect(command.stdout()).toBe('')
  })

  test('Ctrl-C with a request hanging and a recording going: exit code 0, the request dropped, the recording a valid HAR', async () => {
    const real = await startStandInService()
    const directory = await mkdtemp(join(tmpdir(), 'command-line-'))
    const recordPath = join(directory, 'staging.har')
    const server = spawnCommandLine([
      '--port',
      '0',
      '--real',
      real.url,
      '--route',
      'getAccount=real',
      '--record',
      recordPath,
      '--latency',
      'infinite',
    ])
    try {
      const url = await server.ready
      expect((await fetch(`${url}/svc/v1/AccountService/Accounts/alice.admin`)).headers.get('x-mock-source')).toBe(
        'real',
      )
      const hanging = fetch(`${url}/svc/v1/AccountService`).catch(() => 'dropped')
      await untilJournalHolds(url, '/svc/v1/AccountService')
      server.child.kill('SIGINT')
      expect(await server.exited).toBe(0)
      expect(await hanging).toBe('dropped')
      const har = JSON.parse(await readFile(recordPath, 'utf8'))
      assertValidHar(har)
      expect(har.log.entries.map((entry: { request: { url: string } }) => new URL(entry.request.url).pathname)).toEqual(
        ['/svc/v1/AccountService/Accounts/alice.admin'],
      )
    } finally {
      server.child.kill('SIGKILL')
      await real.stop()
      await rm(directory, { recursive: true, force: true })
    }
  })
})
