/**
 * The scale-out recipe (examples/scale-out, docs/scaling-out.md) as a user
 * runs it: start.sh with three copies of the mock behind a real nginx. Every
 * request of a session reaches one copy, whether the session is named by the
 * header or the cookie; every copy holds some sessions; stopping a copy moves
 * only its own sessions, each to a fresh session on one other copy; the
 * Playwright example in server mode runs through the front with four
 * workers; Ctrl-C stops everything start.sh started. Without nginx the test
 * fails and says what to install: CI installs it.
 */
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { JournalRecord } from '../../src/engine/journal/journal-entry.ts'
import { cleanEnv, runCommand } from '../package/run-command.ts'
import { freeConsecutivePorts } from './support/free-ports.ts'
import { findProgram, nginx as nginxProgram } from '../support/find-program.ts'
import { startRecipe, type RunningRecipe } from './support/start-recipe.ts'
import { sessionsOf, untilRefused, whereSessionsAre } from './support/where-sessions-are.ts'

const root = resolve(import.meta.dirname, '../..')
const settingsPath = '/svc/v1/AccountService'

/** A client of the front with a session of its own, and the change only it makes. */
type Client = { id: string; namedBy: 'header' | 'cookie'; headers: Record<string, string>; passwordLength: number }

const clients: Client[] = [
  ...Array.from({ length: 100 }, (_, index) => ({ id: `header-${index}`, namedBy: 'header' as const })),
  ...Array.from({ length: 20 }, (_, index) => ({ id: `cookie-${index}`, namedBy: 'cookie' as const })),
].map(
  ({ id, namedBy }, index): Client => ({
    id,
    namedBy,
    // The cookie among others, as a browser sends it.
    headers: namedBy === 'header' ? { 'X-Mock-Session': id } : { Cookie: `theme=dark; mock-session=${id}; lang=en` },
    passwordLength: 1000 + index,
  }),
)

type Settings = { security_settings: { max_password_length: number } }
const passwordLengthOf = async (response: Response) =>
  ((await response.json()) as Settings).security_settings.max_password_length

type Spec = { tests: { results: { parallelIndex: number }[] }[] }
type Suite = { specs?: Spec[]; suites?: Suite[] }
type Report = { suites: Suite[]; stats: Record<string, number>; errors: unknown[] }
const specsOf = (suite: Suite): Spec[] => [...(suite.specs ?? []), ...(suite.suites ?? []).flatMap(specsOf)]

let recipe: RunningRecipe
/** What a session that never changed anything reads. */
let seededPasswordLength: number

const journalOf = async (client: Client) =>
  (await (await fetch(`${recipe.front}/__mock/requests`, { headers: client.headers })).json()) as JournalRecord[]
const readSettings = (client: Client) => fetch(`${recipe.front}${settingsPath}`, { headers: client.headers })

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

beforeAll(async () => {
  const nginx = findProgram(nginxProgram)
  const first = await freeConsecutivePorts(4)
  recipe = await startRecipe({ mocks: 3, port: first, firstMockPort: first + 1, nginx, args: ['--seed', '7'] })
}, 180_000)

afterAll(async () => {
  await recipe?.stop('SIGTERM')
})

describe('three copies of the mock behind nginx (examples/scale-out)', () => {
  test('start.sh starts the copies on consecutive ports, each with the arguments given, and nginx in front', async () => {
    const firstPort = Number(new URL(recipe.front).port) + 1
    expect(recipe.copies.map(({ port }) => port)).toEqual([firstPort, firstPort + 1, firstPort + 2])
    for (const copy of recipe.copies) expect((await sessionsOf(copy)).find(({ id }) => id === 'default')?.seed).toBe(7)
    const unnamed = await readSettings({ id: 'none', namedBy: 'header', headers: {}, passwordLength: 0 })
    expect(unnamed.status).toBe(200)
    seededPasswordLength = await passwordLengthOf(unnamed)
  })

  test('100 sessions by header and 20 by cookie, in parallel: each reads only its own change and journal', async () => {
    const seen = await Promise.all(
      clients.map(async (client) => {
        const patch = await fetch(`${recipe.front}${settingsPath}`, {
          method: 'PATCH',
          headers: { ...client.headers, 'Content-Type': 'application/json' },
          body: JSON.stringify({ security_settings: { max_password_length: client.passwordLength } }),
        })
        const reads: number[] = []
        for (let read = 0; read < 5; read++) reads.push(await passwordLengthOf(await readSettings(client)))
        const journal = await journalOf(client)
        return {
          patched: patch.status,
          reads,
          journal: journal.map(({ method, status, requestBody, responseBody }) => ({
            method,
            status,
            passwordLength: ((method === 'PATCH' ? requestBody : responseBody) as Settings).security_settings
              .max_password_length,
          })),
        }
      }),
    )
    seen.forEach((observed, index) => {
      const own = clients[index]!.passwordLength
      expect(observed, clients[index]!.id).toEqual({
        patched: 200,
        reads: [own, own, own, own, own],
        journal: [
          { method: 'PATCH', status: 200, passwordLength: own },
          ...Array.from({ length: 5 }, () => ({ method: 'GET', status: 200, passwordLength: own })),
        ],
      })
    })
  }, 120_000)

  test('every session is on exactly one copy, every copy holds some, and ?session= on the control API finds the same copy', async () => {
    const found = await whereSessionsAre(recipe.copies)
    for (const client of clients) {
      expect(
        found.get(client.id)?.map(({ info }) => info.requestCount),
        client.id,
      ).toEqual([6])
    }
    const split = recipe.copies.map((copy) => ({
      port: copy.port,
      byHeader: clients.filter((client) => client.namedBy === 'header' && found.get(client.id)![0]!.copy === copy)
        .length,
      byCookie: clients.filter((client) => client.namedBy === 'cookie' && found.get(client.id)![0]!.copy === copy)
        .length,
    }))
    console.log(
      `Sessions per copy: ${split.map(({ port, byHeader, byCookie }) => `${port}: ${byHeader} by header + ${byCookie} by cookie`).join('; ')}`,
    )
    for (const { byHeader, byCookie } of split) expect(byHeader + byCookie).toBeGreaterThan(0)

    const byQuery = await fetch(`${recipe.front}/__mock/requests?session=${clients[0]!.id}`)
    expect(((await byQuery.json()) as JournalRecord[]).length).toBe(6)
  })

  test('requests that name no session, and those naming `default`, all meet the default session of one copy', async () => {
    const defaultCounts = async () =>
      (await whereSessionsAre(recipe.copies)).get('default')!.map(({ info }) => info.requestCount)
    const unnamed = { id: 'none', namedBy: 'header' as const, headers: {}, passwordLength: 0 }
    const named = {
      id: 'default',
      namedBy: 'header' as const,
      headers: { 'X-Mock-Session': 'default' },
      passwordLength: 0,
    }
    const before = await defaultCounts()
    await Promise.all(Array.from({ length: 10 }, (_, index) => readSettings(index % 2 ? unnamed : named)))
    const added = (await defaultCounts()).map((count, index) => count - before[index]!)
    expect(added.toSorted((a, b) => a - b)).toEqual([0, 0, 10])
  })

  test('a network-error fault drops the client’s connection, and the copy keeps its other sessions', async () => {
    const found = await whereSessionsAre(recipe.copies)
    const copy = recipe.copies[0]!
    const [faulty, neighbour] = clients.filter((client) => found.get(client.id)![0]!.copy === copy)
    const setFaults = (value: unknown) =>
      fetch(`${recipe.front}/__mock/faults`, {
        method: 'PUT',
        headers: { ...faulty!.headers, 'Content-Type': 'application/json' },
        body: JSON.stringify({ value }),
      })

    expect((await setFaults({ getAccountSettings: 'network-error' })).status).toBe(200)
    await expect(readSettings(faulty!)).rejects.toThrow(TypeError)
    // Not sent on to another copy: no other copy made a session of it.
    const afterFault = await whereSessionsAre(recipe.copies)
    expect(afterFault.get(faulty!.id)!.map((where) => where.copy)).toEqual([copy])
    expect((await journalOf(faulty!)).at(-1)).toMatchObject({
      operation: 'getAccountSettings',
      fault: 'network-error',
      status: null,
    })
    // nginx still sends the copy's other sessions to it.
    expect(await passwordLengthOf(await readSettings(neighbour!))).toBe(neighbour!.passwordLength)
    expect((await setFaults(null)).status).toBe(200)
  })

  test('POST /__mock/sessions with its id in the header, and DELETE /__mock/sessions/<id> without one, reach the session’s copy', async () => {
    const id = 'made-and-dropped'
    const made = await fetch(`${recipe.front}/__mock/sessions`, {
      method: 'POST',
      headers: { 'X-Mock-Session': id, 'Content-Type': 'application/json' },
      body: JSON.stringify({ id, scenario: 'maintenance' }),
    })
    expect(made.status).toBe(201)
    expect(
      (await readSettings({ id, namedBy: 'header', headers: { 'X-Mock-Session': id }, passwordLength: 0 })).status,
    ).toBe(503)
    expect((await whereSessionsAre(recipe.copies)).get(id)?.map(({ info }) => info.requestCount)).toEqual([1])
    expect((await fetch(`${recipe.front}/__mock/sessions/${id}`, { method: 'DELETE' })).status).toBe(204)
    expect((await whereSessionsAre(recipe.copies)).get(id)).toBeUndefined()
  })

  test('the Playwright example in server mode, pointed at the front, passes with four workers and leaves no session behind', async () => {
    const workspace = await mkdtemp(join(tmpdir(), 'rem-scale-out-playwright-'))
    try {
      const reportFile = join(workspace, 'report.json')
      const { stdout } = await runCommand(
        'npx',
        [
          'playwright',
          'test',
          '--config',
          'examples/playwright/playwright.config.ts',
          'server-mode.spec.ts',
          '--workers',
          '4',
          '--reporter=list,json',
          '--output',
          join(workspace, 'results'),
        ],
        root,
        cleanEnv({ MOCK_SERVER_URL: recipe.front, PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile }),
      )
      console.log(`The Playwright example through nginx:\n${stdout}`)
      const report = JSON.parse(await readFile(reportFile, 'utf8')) as Report
      expect(report.errors).toEqual([])
      expect(report.stats).toMatchObject({ expected: 10, unexpected: 0, flaky: 0, skipped: 0 })
      const lanes = report.suites
        .flatMap(specsOf)
        .flatMap((spec) => spec.tests.flatMap((run) => run.results.map((result) => result.parallelIndex)))
      expect(new Set(lanes).size).toBeGreaterThan(1)
    } finally {
      await rm(workspace, { recursive: true, force: true })
    }
    // Each test's session was dropped on the copy it lived on: only this file's sessions remain.
    const ours = new Set(['default', ...clients.map(({ id }) => id)])
    const leftovers = [...(await whereSessionsAre(recipe.copies)).keys()].filter((id) => !ours.has(id))
    expect(leftovers).toEqual([])
    // Generous: four browsers on a loaded 2-core machine take minutes; the limit only stops a hung run.
  }, 600_000)

  test('stopping one copy moves only its sessions, each to a fresh session on one other copy', async () => {
    const before = await whereSessionsAre(recipe.copies)
    const [stopped, ...survivors] = [recipe.copies[1]!, recipe.copies[0]!, recipe.copies[2]!]
    const isOnStopped = (client: Client) => before.get(client.id)![0]!.copy === stopped
    process.kill(stopped!.pid, 'SIGTERM')
    await untilRefused(stopped!.url)
    await expect
      .poll(() => recipe.output())
      .toMatch(new RegExp(`copy on port ${stopped!.port} \\(pid ${stopped!.pid}\\) exited`))

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
      if (isOnStopped(client)) {
        // Both reads reached the same copy, where the session started afresh.
        expect(
          where.map(({ info }) => info.requestCount),
          client.id,
        ).toEqual([2])
      } else {
        expect(
          where.map(({ copy, info }) => [copy, info.requestCount]),
          client.id,
        ).toEqual([[before.get(client.id)![0]!.copy, before.get(client.id)![0]!.info.requestCount + 2]])
      }
    }
    expect(clients.filter(isOnStopped).length).toBeGreaterThan(0)
    expect(isRunning(recipe.nginxPid)).toBe(true)
  }, 60_000)

  test('Ctrl-C stops nginx and every copy, and removes the temp folder', async () => {
    expect(await recipe.stop('SIGINT')).toBe(130)
    await untilRefused(recipe.front)
    for (const copy of recipe.copies) await untilRefused(copy.url)
    expect([recipe.nginxPid, ...recipe.copies.map(({ pid }) => pid)].filter(isRunning)).toEqual([])
    expect(existsSync(recipe.folder)).toBe(false)
  })
})
