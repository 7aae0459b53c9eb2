/**
 * The control table walked whole: every verb called in-process (`createMock`), through the HTTP client
 * (`createControlClient` against a standalone server) and through server mode's remote mock, in the same
 * order from the same seed, with the same results. A verb added to the table and not called here fails.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createControlClient } from '../../src/engine/control/control-client.ts'
import { verbsOf } from '../../src/engine/control/control-verb.ts'
import { controlVerbs } from '../../src/engine/control/control-verbs.ts'
import { openRemoteMock, type RemoteSession } from '../../src/adapters/playwright/remote-mock.ts'
import { createMock } from '../../src/adapters/middleware/create-node-mock.ts'
import { createServer, type MockServer } from '../../src/server/create-server.ts'

type Call = readonly [verb: string, input?: unknown]

/** Every verb once at least, in an order where each finds what it needs (a snapshot before its export…). */
const walk = (exported: () => unknown): Call[] => [
  ['settings.scenario'],
  ['scenarios'],
  ['resources'],
  ['resources', 'empty'],
  ['useScenario', 'slow'],
  ['setLatency', [10, 20]],
  ['settings.latency'],
  ['setFaults', { getAccount: { status: 503 } }],
  ['settings.faults'],
  ['setAuth', true],
  ['settings.auth'],
  ['setRoutes', undefined],
  ['settings.routes'],
  ['setSchedule', [{ after: '1h', scenario: 'maintenance' }]],
  ['settings.schedule'],
  ['setSchedule', []],
  ['requests.filter', { status: 200 }],
  ['requests.toHAR'],
  ['requests.toPact', { consumer: 'shop' }],
  ['requests.clear'],
  ['overrides.add', { operation: 'getAccount', status: 503, once: true }],
  ['overrides.remove', 'override-1'],
  ['overrides.remove', 'override-1'],
  ['history.snapshot', { name: 'first' }],
  ['history.snapshots'],
  ['history.export', 'first'],
  ['history.exportState'],
  ['history.import', { ...(exported() as object), name: 'second' }],
  ['history.restore', 'first'],
  ['history.timeline'],
  ['history.undo'],
  ['history.restoreVersion', 0],
  ['history.load', { ...(exported() as object), name: 'loaded' }],
  ['history.deleteSnapshot', 'second'],
  ['sessions.create', { id: 'walker', seed: 3 }],
  ['sessions.list'],
  ['sessions.delete', 'walker'],
  ['openApiDocument'],
  ['reset'],
]

/** Verbs about the whole mock, which server mode's remote mock (one session of a shared server) leaves out. */
const mockWide = new Set(['sessions.create', 'sessions.list', 'sessions.delete', 'openApiDocument'])

/**
 * The control API's form of `override`: the mocks (in-process and remote) take `override(operation, answer)` instead,
 * which gives a function, not an id (tests/control/override-api.test.ts drives both).
 */
const overHttpOnly = new Set(['overrides.add', 'overrides.remove'])

/** Times, and the server a served document names, differ between runs by nature. */
function comparable(value: unknown): unknown {
  if (typeof value === 'string') return /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/.test(value) ? '<time>' : value
  if (Array.isArray(value)) return value.map(comparable)
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== 'servers' && key !== 'lastUsed' && key !== 'created')
        .map(([key, inner]) => [key, comparable(inner)]),
    )
  }
  return value
}

function verbAt(target: unknown, name: string): (input?: unknown) => unknown {
  const path = name.split('.')
  const owner = path.slice(0, -1).reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], target) as Record<
    string,
    (input?: unknown) => unknown
  >
  const method = owner[path.at(-1)!]
  if (typeof method !== 'function') throw new TypeError(`${name} is no method here`)
  return (input) => method.call(owner, input)
}

async function run(target: unknown, calls: readonly Call[]): Promise<Array<[string, unknown]>> {
  const results: Array<[string, unknown]> = []
  for (const [name, ...input] of calls) {
    let result: unknown
    try {
      result = { value: comparable(await verbAt(target, name)(...(input as [unknown]))) }
    } catch (error) {
      result = { error: (error as { status?: number }).status ?? (error as { code?: string }).code }
    }
    results.push([name, result])
  }
  return results
}

let server: MockServer
let url: string
let remoteServer: MockServer
let remote: RemoteSession

beforeAll(async () => {
  server = createServer({ seed: 7, site: false })
  url = await server.listen(0)
  remoteServer = createServer({ seed: 7, site: false })
  remote = await openRemoteMock({ server: await remoteServer.listen(0), seed: 7 })
})
afterAll(async () => {
  await remote?.close()
  await Promise.all([server?.close(), remoteServer?.close()])
})

describe('the control table, walked through each of its three derivations', () => {
  test('the walk calls every verb of the table', () => {
    const called = new Set(walk(() => ({})).map(([name]) => name))
    expect([...verbsOf(controlVerbs)].map(([name]) => name).filter((name) => !called.has(name))).toEqual([])
  })

  test('in-process, the HTTP client and the remote mock give the same results', async () => {
    const mock = createMock({ seed: 7 })
    const stateOf = (target: { history: { exportState(): unknown } }) => {
      let file: unknown
      return () => (file ??= target.history.exportState())
    }
    const inProcess = await run(
      mock,
      walk(stateOf(mock)).filter(([name]) => !overHttpOnly.has(name)),
    )
    const client = createControlClient({ url: `${url}/__mock` })
    const exported = await client.history.exportState()
    const overHttp = await run(
      client,
      walk(() => exported),
    )
    const remoteExported = await remote.mock.history.exportState()
    const throughRemote = await run(
      remote.mock,
      walk(() => remoteExported).filter(([name]) => !mockWide.has(name) && !overHttpOnly.has(name)),
    )

    expect(overHttp.filter(([name]) => overHttpOnly.has(name))).toEqual([
      ['overrides.add', { value: { id: 'override-1', operation: 'getAccount', status: 503, once: true } }],
      ['overrides.remove', { value: undefined }],
      ['overrides.remove', { error: 404 }],
    ])
    expect(overHttp.filter(([name]) => !overHttpOnly.has(name))).toEqual(inProcess)
    expect(throughRemote).toEqual(inProcess.filter(([name]) => !mockWide.has(name)))
    // The walk did things: a failure everywhere would also be "the same".
    expect(inProcess.filter(([, result]) => 'error' in (result as object))).toEqual([])
    expect(inProcess.find(([name]) => name === 'useScenario')?.[1]).toEqual({ value: { name: 'slow' } })
  })

  test('GET /__mock/openapi.json documents every verb of the table under /__mock/', async () => {
    const document = (await (await fetch(`${url}/__mock/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { operationId: string }>>
    }
    const documented = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => [operation.operationId, `${method.toUpperCase()} ${path}`]),
    )
    const expected = [...verbsOf(controlVerbs)].map(([name, verb]) => [
      `mock.${name}`,
      `${verb.method} /__mock${verb.path.replace(/:(\w+)/g, '{$1}')}`,
    ])
    expect(documented).toEqual(expect.arrayContaining(expected))
    expect(document.paths['/svc/v1/AccountService']).toBeDefined()
  })
})
