/**
 * The HAProxy lines of docs/scaling-out.md as a user copies them: the page's
 * configuration, read from the page with only its ports changed, run by a real
 * HAProxy in front of three copies of the standalone server. Every request of
 * a session reaches one copy, whether the session is named by the header, the
 * cookie or `?session=`; the requests that name none meet one copy's default
 * session; `DELETE /__mock/sessions/<id>` finds the session's copy; a
 * network-error fault drops the client's connection and is not tried on
 * another copy; a stopped copy's sessions move, each to one other copy. Without HAProxy the
 * test fails and says what to install: CI installs it.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { JournalRecord } from '../../src/engine/journal/journal-entry.ts'
import { type StartedCommand, startCommandLine } from '../support/command-line.ts'
import { findProgram, haproxy } from '../support/find-program.ts'
import { freeConsecutivePorts } from './support/free-ports.ts'
import { untilRefused, whereSessionsAre } from './support/where-sessions-are.ts'

const root = resolve(import.meta.dirname, '../..')
const settingsPath = '/svc/v1/AccountService'
/** The ports the page's configuration names: the front, then the three copies. */
const pagePorts = [4010, 4011, 4012, 4013]

/** The configuration block of the page's HAProxy section, as written. */
async function pageConfiguration(): Promise<string> {
  const page = await readFile(join(root, 'docs/scaling-out.md'), 'utf8')
  const section = page.slice(page.indexOf('## HAProxy'))
  const block = /```text\n([\s\S]*?)```/.exec(section)?.[1]
  if (block === undefined) throw new Error('Failed to find the HAProxy configuration on docs/scaling-out.md.')
  return block
}

type Copy = { url: string; port: number; server: StartedCommand }
/** A client of the front with a session of its own, and the change only it makes. */
type Client = { id: string; headers: Record<string, string>; passwordLength: number }

const named = (id: string, headers: Record<string, string>, index: number): Client => ({
  id,
  headers,
  passwordLength: 1000 + index,
})
const clients: Client[] = [
  ...Array.from({ length: 40 }, (_, index) => named(`header-${index}`, { 'X-Mock-Session': `header-${index}` }, index)),
  // The cookie among others, as a browser sends it.
  ...Array.from({ length: 12 }, (_, index) =>
    named(`cookie-${index}`, { Cookie: `theme=dark; mock-session=cookie-${index}; lang=en` }, 40 + index),
  ),
]

type Settings = { security_settings: { max_password_length: number } }
const passwordLengthOf = async (response: Response) =>
  ((await response.json()) as Settings).security_settings.max_password_length

let folder: string
let front: string
let copies: Copy[]
let balancer: ChildProcess
let balancerOutput = ''

const readSettings = (client: Client) => fetch(`${front}${settingsPath}`, { headers: client.headers })
const journalOf = async (client: Client) =>
  (await (await fetch(`${front}/__mock/requests`, { headers: client.headers })).json()) as JournalRecord[]

/** Resolves once the front answers; fails with HAProxy's output if it exits first. */
async function untilAnswering(): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (balancer.exitCode !== null) break
    const answered = await fetch(`${front}/__mock/sessions`).then(
      (response) => response.ok,
      () => false,
    )
    if (answered) return
    await new Promise((wait) => setTimeout(wait, 100))
  }
  throw new Error(`HAProxy did not answer on ${front}.\n${balancerOutput}`)
}

beforeAll(async () => {
  const program = findProgram(haproxy)
  const ports = [await freeConsecutivePorts(4)].flatMap((first) => pagePorts.map((_, index) => first + index))
  copies = await Promise.all(
    ports.slice(1).map(async (port) => {
      const server = await startCommandLine(['--port', String(port), '--seed', '7'])
      return { url: server.url, port, server }
    }),
  )
  const configuration = (await pageConfiguration()).replace(/127\.0\.0\.1:(\d+)/g, (address, port: string) => {
    const at = pagePorts.indexOf(Number(port))
    if (at === -1) throw new Error(`The page's HAProxy configuration names a port this test does not know: ${address}.`)
    return `127.0.0.1:${ports[at]}`
  })
  folder = await mkdtemp(join(tmpdir(), 'rem-haproxy-'))
  await writeFile(join(folder, 'haproxy.cfg'), configuration)
  // -db: in the foreground, so the test's child is HAProxy itself, stopped by its pid.
  balancer = spawn(program, ['-db', '-f', join(folder, 'haproxy.cfg')], { stdio: ['ignore', 'pipe', 'pipe'] })
  balancer.stdout!.on('data', (chunk: Buffer) => void (balancerOutput += chunk))
  balancer.stderr!.on('data', (chunk: Buffer) => void (balancerOutput += chunk))
  front = `http://127.0.0.1:${ports[0]}`
  await untilAnswering()
}, 120_000)

afterAll(async () => {
  if (balancer && balancer.exitCode === null) {
    const exited = new Promise((done) => balancer.once('exit', done))
    balancer.kill('SIGTERM')
    await exited
  }
  await Promise.all((copies ?? []).map(({ server }) => server.stop('SIGTERM').catch(() => undefined)))
  if (folder) await rm(folder, { recursive: true, force: true })
})

describe("three copies of the mock behind HAProxy, configured as docs/scaling-out.md's lines say", () => {
  let seededPasswordLength: number

  test('sessions by header and by cookie, in parallel: each reads only its own change, on exactly one copy', async () => {
    const unnamed = await fetch(`${front}${settingsPath}`)
    expect(unnamed.status).toBe(200)
    seededPasswordLength = await passwordLengthOf(unnamed)
    const reads = await Promise.all(
      clients.map(async (client) => {
        const patch = await fetch(`${front}${settingsPath}`, {
          method: 'PATCH',
          headers: { ...client.headers, 'Content-Type': 'application/json' },
          body: JSON.stringify({ security_settings: { max_password_length: client.passwordLength } }),
        })
        const seen: number[] = []
        for (let read = 0; read < 3; read++) seen.push(await passwordLengthOf(await readSettings(client)))
        return [patch.status, ...seen]
      }),
    )
    clients.forEach((client, index) => {
      const own = client.passwordLength
      expect(reads[index], client.id).toEqual([200, own, own, own])
    })
    const found = await whereSessionsAre(copies)
    for (const client of clients)
      expect(
        found.get(client.id)?.map(({ info }) => info.requestCount),
        client.id,
      ).toEqual([4])
    for (const copy of copies)
      expect(clients.filter((client) => found.get(client.id)![0]!.copy === copy).length).toBeGreaterThan(0)
  }, 60_000)

  test('?session= on the control API reaches the session’s copy', async () => {
    const [client] = clients
    const journal = (await (await fetch(`${front}/__mock/requests?session=${client!.id}`)).json()) as JournalRecord[]
    expect(journal.map(({ method }) => method)).toEqual(['PATCH', 'GET', 'GET', 'GET'])
  })

  test('requests that name no session, and those naming `default`, all meet the default session of one copy', async () => {
    const defaultCounts = async () =>
      (await whereSessionsAre(copies)).get('default')!.map(({ info }) => info.requestCount)
    const before = await defaultCounts()
    await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        fetch(`${front}${settingsPath}`, { headers: index % 2 ? {} : { 'X-Mock-Session': 'default' } }),
      ),
    )
    const added = (await defaultCounts()).map((count, index) => count - before[index]!)
    expect(added.toSorted((a, b) => a - b)).toEqual([0, 0, 10])
  })

  test('POST /__mock/sessions with its id in the header, and DELETE /__mock/sessions/<id> without one, reach the session’s copy', async () => {
    const id = 'made-and-dropped'
    const made = await fetch(`${front}/__mock/sessions`, {
      method: 'POST',
      headers: { 'X-Mock-Session': id, 'Content-Type': 'application/json' },
      body: JSON.stringify({ id, scenario: 'maintenance' }),
    })
    expect(made.status).toBe(201)
    expect((await readSettings(named(id, { 'X-Mock-Session': id }, 0))).status).toBe(503)
    expect((await whereSessionsAre(copies)).get(id)?.map(({ info }) => info.requestCount)).toEqual([1])
    expect((await fetch(`${front}/__mock/sessions/${id}`, { method: 'DELETE' })).status).toBe(204)
    expect((await whereSessionsAre(copies)).get(id)).toBeUndefined()
  })

  test('a network-error fault drops the client’s connection, is not tried on another copy, and the copy keeps its other sessions', async () => {
    const found = await whereSessionsAre(copies)
    const copy = copies[0]!
    const [faulty, neighbour] = clients.filter((client) => found.get(client.id)![0]!.copy === copy)
    const setFaults = (value: unknown) =>
      fetch(`${front}/__mock/faults`, {
        method: 'PUT',
        headers: { ...faulty!.headers, 'Content-Type': 'application/json' },
        body: JSON.stringify({ value }),
      })

    expect((await setFaults({ getAccountSettings: 'network-error' })).status).toBe(200)
    await expect(readSettings(faulty!)).rejects.toThrow(TypeError)
    // Not sent on to another copy: no other copy made a session of it.
    expect((await whereSessionsAre(copies)).get(faulty!.id)!.map((where) => where.copy)).toEqual([copy])
    expect((await journalOf(faulty!)).at(-1)).toMatchObject({
      operation: 'getAccountSettings',
      fault: 'network-error',
      status: null,
    })
    expect(await passwordLengthOf(await readSettings(neighbour!))).toBe(neighbour!.passwordLength)
    expect((await setFaults(null)).status).toBe(200)
  })

  test('stopping one copy moves only its sessions, each to a fresh session on one other copy', async () => {
    const before = await whereSessionsAre(copies)
    const [stopped, ...survivors] = [copies[1]!, copies[0]!, copies[2]!]
    const isOnStopped = (client: Client) => before.get(client.id)![0]!.copy === stopped
    await stopped!.server.stop('SIGTERM')
    await untilRefused(stopped!.url)

    const reads = await Promise.all(
      clients.map(async (client) => {
        const first = await readSettings(client)
        const second = await readSettings(client)
        return [first.status, await passwordLengthOf(first), second.status, await passwordLengthOf(second)]
      }),
    )
    clients.forEach((client, index) => {
      const expected = isOnStopped(client) ? seededPasswordLength : client.passwordLength
      expect(reads[index], client.id).toEqual([200, expected, 200, expected])
    })

    const after = await whereSessionsAre(survivors)
    for (const client of clients) {
      const where = after.get(client.id) ?? []
      const was = before.get(client.id)![0]!
      // A moved session's two reads reached the same copy, where it started afresh; the others stayed.
      expect(
        where.map(({ copy, info }) => [isOnStopped(client) ? 'another' : copy.port, info.requestCount]),
        client.id,
      ).toEqual(isOnStopped(client) ? [['another', 2]] : [[was.copy.port, was.info.requestCount + 2]])
    }
    expect(clients.filter(isOnStopped).length).toBeGreaterThan(0)
    expect(balancer.exitCode).toBeNull()
  }, 60_000)
})
