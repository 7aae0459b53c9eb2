/**
 * Locked when exposed: the command on `--host 0.0.0.0` with no control token
 * makes one, prints it once in the simulator page's link, and refuses the
 * control API without it, to this machine's clients too; the journal never
 * holds it. `--no-control-token` leaves it open with the warning of before;
 * on loopback nothing changes. The first as a process (`bin.ts`), as a user
 * starts it; the others in this process, through `runCommand`.
 */
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { spawnCommandLine, startCommandLine } from '../support/command-line.ts'

/** The link of the `Simulator page:` line. */
function printedLink(output: string): URL {
  const href = /Simulator page: (\S+)/.exec(output)?.[1]
  expect(href, 'the simulator page line').toBeDefined()
  return new URL(href!)
}

const occurrences = (text: string, part: string) => text.split(part).length - 1

// A process loads the sources through tsx first: seconds of CPU, and many more on a machine that is busy.
describe('the command on 0.0.0.0 without a control token', { timeout: 120_000 }, () => {
  let command: ReturnType<typeof spawnCommandLine>
  let link: URL
  let token: string
  /** The server as this machine reaches it: a loopback client, which gets no exemption. */
  let local: string

  beforeAll(async () => {
    command = spawnCommandLine(['--port', '0', '--host', '0.0.0.0'])
    const url = await command.ready
    link = printedLink(command.stdout())
    token = link.searchParams.get('token') ?? ''
    local = `http://127.0.0.1:${new URL(url).port}`
  }, 120_000)
  afterAll(async () => {
    command.child.kill('SIGTERM')
    await command.exited
  })

  test('prints a random token once, in a link to the simulator page at an address a person can open', () => {
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(link.pathname).toBe('/__mock/')
    expect(link.hostname).not.toBe('0.0.0.0')
    expect(occurrences(command.stdout() + command.stderr(), token)).toBe(1)
    expect(command.stderr()).toMatch(/Warning: listening on 0\.0\.0\.0.*token made for this run.*--no-control-token/)
  })

  test('a control call without the token, or with another, is refused: 401 problem+json, nothing changes', async () => {
    for (const headers of [{}, { Authorization: 'Bearer not-the-token' }] as Record<string, string>[]) {
      const refused = await fetch(`${local}/__mock/scenario`, {
        method: 'PUT',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify({ value: 'maintenance' }),
      })
      expect(refused.status).toBe(401)
      expect(refused.headers.get('content-type')).toMatch(/^application\/problem\+json/)
      expect(refused.headers.get('www-authenticate')).toMatch(/^Bearer realm=/)
    }
    expect((await fetch(`${local}/__mock/mcp`, { method: 'POST' })).status).toBe(401)
    expect((await fetch(`${local}/svc/v1/AccountService`)).status).toBe(200)
  })

  test('with the printed token, the control API answers, at the link’s address and on loopback', async () => {
    const authorization = { Authorization: `Bearer ${token}` }
    const put = await fetch(`${link.origin}/__mock/scenario`, {
      method: 'PUT',
      headers: { ...authorization, 'Content-Type': 'application/json' },
      body: JSON.stringify({ value: 'maintenance' }),
    })
    expect(put.status).toBe(200)
    expect((await fetch(`${local}/svc/v1/AccountService`)).status).toBe(503)
    expect((await fetch(`${local}/__mock/reset`, { method: 'POST', headers: authorization })).status).toBe(204)
    expect((await fetch(`${local}/svc/v1/AccountService`)).status).toBe(200)
  })

  test('the journal never holds the token, even sent to the service', async () => {
    const authorization = { Authorization: `Bearer ${token}` }
    await fetch(`${local}/svc/v1/AccountService`, { headers: authorization })
    await fetch(`${local}/__mock/scenarios`, { headers: authorization })
    const journal = await fetch(`${local}/__mock/requests`, { headers: authorization })
    const har = await fetch(`${local}/__mock/requests.har`, { headers: authorization })
    expect(journal.status).toBe(200)
    const views = [await journal.text(), await har.text()]
    expect(views[0]).toContain('/svc/v1/AccountService')
    for (const view of views) expect(view).not.toContain(token)
    expect(occurrences(command.stdout() + command.stderr(), token)).toBe(1)
  })
})

describe('what stays as it was', () => {
  test('--no-control-token on 0.0.0.0: the warning of before, no token, the control API open', async () => {
    const server = await startCommandLine(['--port', '0', '--host', '0.0.0.0', '--no-control-token'])
    try {
      const local = `http://127.0.0.1:${new URL(server.url).port}`
      expect(server.output()).toContain(
        'Warning: listening on 0.0.0.0, so other machines can reach the mock and drive its control API (set --control-token to require a token).',
      )
      expect(printedLink(server.output()).searchParams.has('token')).toBe(false)
      expect((await fetch(`${local}/__mock/reset`, { method: 'POST' })).status).toBe(204)
    } finally {
      await server.stop('SIGTERM')
    }
  })

  test('--no-control-token wins over MOCK_CONTROL_TOKEN', async () => {
    vi.stubEnv('MOCK_CONTROL_TOKEN', 'from-the-environment')
    try {
      const server = await startCommandLine(['--port', '0', '--host', '0.0.0.0', '--no-control-token'])
      try {
        expect((await fetch(`http://127.0.0.1:${new URL(server.url).port}/__mock/scenario`)).status).toBe(200)
      } finally {
        await server.stop('SIGTERM')
      }
    } finally {
      vi.unstubAllEnvs()
    }
  })

  test('a token given on 0.0.0.0 (MOCK_CONTROL_TOKEN): that one in the link, none made', async () => {
    vi.stubEnv('MOCK_CONTROL_TOKEN', 'from-the-environment')
    try {
      const server = await startCommandLine(['--port', '0', '--host', '0.0.0.0'])
      try {
        const local = `http://127.0.0.1:${new URL(server.url).port}`
        expect(printedLink(server.output()).searchParams.get('token')).toBe('from-the-environment')
        expect(server.output()).toContain('the control API needs the control token.')
        const authorization = { Authorization: 'Bearer from-the-environment' }
        expect((await fetch(`${local}/__mock/scenario`, { headers: authorization })).status).toBe(200)
        expect((await fetch(`${local}/__mock/scenario`)).status).toBe(401)
      } finally {
        await server.stop('SIGTERM')
      }
    } finally {
      vi.unstubAllEnvs()
    }
  })

  test('loopback, the default host: no warning, no token printed, the control API open', async () => {
    const server = await startCommandLine(['--port', '0'])
    try {
      expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
      expect(server.output()).not.toContain('Warning')
      expect(printedLink(server.output()).href).toBe(`${server.url}/__mock/`)
      expect((await fetch(`${server.url}/__mock/reset`, { method: 'POST' })).status).toBe(204)
    } finally {
      await server.stop('SIGTERM')
    }
  })
})
