/**
 * @module Server mode's `mock`: a handle on one session of a standalone
 * server, over its control API. The same method names as `createMock`'s mock,
 * each returning a promise, so that `await mock.useScenario(…)` reads the same
 * in both modes.
 */
import { wellKnownUsernames } from '../../../fixtures/index.ts'
import type { RouteSettings } from '../../engine/hybrid/real-service.ts'
import type { FaultSettings } from '../../engine/simulation/faults.ts'
import type { ScheduleEntry } from '../../engine/scenarios/schedule.ts'
import type { ScenarioChoice } from '../../engine/scenarios/scenario-name.ts'
import type { LatencySettings } from '../../engine/simulation/latency.ts'
import { toPredicate, type JournalRecord, type JournalFilter } from '../../engine/journal/request-journal.ts'
import type { Pact, PactParties } from '../../engine/journal/pact-v3.ts'
import { sessionHeader } from '../../engine/request/session-id.ts'
import type { SessionInfo } from '../../engine/session/session-registry.ts'
import type { SnapshotInfo, SnapshotScope } from '../../engine/session/session.ts'
import type { TimelineEntry } from '../../engine/session/state-history.ts'
import type { StateFile } from '../../engine/session/state-file.ts'
import { serverPaths, type ServerMockOptions } from './mock-fixture-options.ts'

/** The session's journal, read from the server at each call. */
export type RemoteRequestJournal = {
  /** Every entry the server still holds for the session, oldest first. */
  all(): Promise<JournalRecord[]>
  /** Entries matching `filter`: a predicate, or fields that must be equal. */
  filter(filter?: JournalFilter): Promise<JournalRecord[]>
  /** The newest entry matching `filter`. */
  find(filter?: JournalFilter): Promise<JournalRecord | undefined>
  count(filter?: JournalFilter): Promise<number>
  clear(): Promise<void>
  /** The session's answers as a Pact (v3), as `GET /__mock/requests.pact` gives it; consumer `frontend` and provider `real-estate-service` unless named. */
  toPact(parties?: PactParties): Promise<Pact>
}

export type RemoteMock = {
  /** The server's URL. */
  readonly server: string
  /** The session this test's requests carry in `X-Mock-Session`. */
  readonly sessionId: string
  readonly seed: number
  readonly servicePath: string
  readonly controlPrefix: string
  readonly wellKnownUsernames: typeof wellKnownUsernames
  readonly requests: RemoteRequestJournal
  /** Name of the scenario in force in the session. */
  getScenario(): Promise<string>
  /** Back to the seeded data, the session's scenario and the options' latency, faults and auth; clears its journal. */
  reset(): Promise<void>
  useScenario(name: ScenarioChoice): Promise<void>
  schedule(entries: readonly ScheduleEntry[]): Promise<void>
  setLatency(latency: LatencySettings | undefined): Promise<void>
  setFaults(faults: FaultSettings | undefined): Promise<void>
  setAuth(enforced: boolean | undefined): Promise<void>
  /** Hybrid mode: each operation's mode in the session (`PUT /__mock/routes`); the server needs `--real <url>`. */
  setRoutes(routes: RouteSettings | undefined): Promise<void>
  resources(scenario?: string): Promise<{ realEstateObjects: string[]; accounts: string[] }>
  /** Always rejects: the data lives in the server's process. Read and change it through the service. */
  database(scenario?: string): Promise<never>
  /** Keeps the session's state under `name` (made up when absent) and gives the name. */
  snapshot(name?: string, options?: { include?: SnapshotScope }): Promise<string>
  restore(name: string): Promise<TimelineEntry>
  snapshots(): Promise<SnapshotInfo[]>
  deleteSnapshot(name: string): Promise<void>
  /** Reverts the session's newest change; rejects when there is nothing to undo. */
  undo(): Promise<TimelineEntry>
  timeline(): Promise<TimelineEntry[]>
  restoreVersion(version: number): Promise<TimelineEntry>
  exportSnapshot(name: string): Promise<StateFile>
}

/** A session the fixture opened, and how to drop it. */
export type RemoteSession = { mock: RemoteMock; close(): Promise<void> }

/**
 * Opens a session on the server, with the options' seed and scenario, and applies their latency, faults and auth to it.
 * @example
 * const { mock, close } = await openRemoteMock({ server: 'http://127.0.0.1:4010', scenario: 'maintenance' })
 * await mock.useScenario('default')
 * await close()
 */
export async function openRemoteMock(options: ServerMockOptions): Promise<RemoteSession> {
  const server = options.server.replace(/\/+$/, '')
  const { servicePath, controlPrefix } = serverPaths(options)
  const call = async (what: string, method: string, path: string, init: { body?: unknown; headers?: Record<string, string> } = {}): Promise<Response> => {
    let response: Response
    try {
      response = await fetch(`${server}${controlPrefix}${path}`, {
        method,
        headers: { ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }), ...init.headers },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      })
    } catch (error) {
      throw new Error(`Failed to ${what}: the mock server at ${server} did not answer (${String(error)}). Please start it, or set mockOptions.server to its URL.`, { cause: error })
    }
    if (!response.ok) throw new Error(`Failed to ${what}: the mock server answered ${response.status}. ${await detailOf(response)}`)
    return response
  }

  // The id is chosen here so that every request names the session, the POST that makes it and the DELETE that
  // drops it included: a balancer that keeps each session on one server process sends them all to the same one.
  const inSession = { [sessionHeader]: crypto.randomUUID() }
  const created = (await (
    await call('open a session', 'POST', '/sessions', { body: { id: inSession[sessionHeader], seed: options.seed, scenario: options.scenario }, headers: inSession })
  ).json()) as SessionInfo
  const put = (what: string, path: string, body: unknown) => call(what, 'PUT', path, { body, headers: inSession }).then(() => {})
  const entries = async () => (await (await call('read the journal', 'GET', '/requests', { headers: inSession })).json()) as JournalRecord[]
  const filtered = async (filter: JournalFilter = {}) => (await entries()).filter(toPredicate(filter))
  const read = async <T>(what: string, method: string, path: string, body?: unknown) => (await (await call(what, method, path, { body, headers: inSession })).json()) as T
  const named = (name: string) => `/snapshots/${encodeURIComponent(name)}`

  const mock: RemoteMock = {
    server,
    sessionId: created.id,
    seed: created.seed,
    servicePath,
    controlPrefix,
    wellKnownUsernames,
    requests: {
      all: entries,
      filter: filtered,
      find: async (filter) => (await filtered(filter)).at(-1),
      count: async (filter) => (await filtered(filter)).length,
      clear: () => call('clear the journal', 'DELETE', '/requests', { headers: inSession }).then(() => {}),
      toPact: async (parties = {}) => {
        const query = new URLSearchParams()
        for (const role of ['consumer', 'provider'] as const) if (parties[role] !== undefined) query.set(role, parties[role])
        return (await (await call('read the journal as a Pact', 'GET', `/requests.pact${query.size > 0 ? `?${query}` : ''}`, { headers: inSession })).json()) as Pact
      },
    },
    getScenario: async () => ((await (await call('read the scenario', 'GET', '/scenario', { headers: inSession })).json()) as { name: string }).name,
    reset: async () => {
      await call('reset the session', 'POST', '/reset', { headers: inSession })
      await applyOptions()
    },
    useScenario: (name) => put(`use the scenario "${String(name)}"`, '/scenario', { value: name }),
    schedule: (entries) => put('set the schedule', '/schedule', { value: entries }),
    setLatency: (latency) => put('set the latency', '/latency', { value: latency ?? null }),
    setFaults: (faults) => put('set the faults', '/faults', { value: faults ?? null }),
    setAuth: (enforced) => put('set auth', '/auth', { value: enforced ?? null }),
    setRoutes: (routes) => put('set the routes', '/routes', { value: routes ?? null }),
    resources: async (scenario) =>
      (await (
        await call('list the resources', 'GET', '/resources', { headers: { ...inSession, ...(scenario === undefined ? {} : { 'X-Mock-Scenario': scenario }) } })
      ).json()) as { realEstateObjects: string[]; accounts: string[] },
    database: () =>
      Promise.reject(
        new Error(
          'Failed to open the database: in server mode the data lives in the server process. Please read and change it through the service (the page, or fetch with the X-Mock-Session header), or drop mockOptions.server to run the mock in the test process.',
        ),
      ),
    snapshot: async (name, options) => (await read<{ name: string }>('take a snapshot', 'POST', '/snapshots', { name, include: options?.include })).name,
    restore: (name) => read(`restore the snapshot "${name}"`, 'POST', `${named(name)}/restore`),
    snapshots: () => read('list the snapshots', 'GET', '/snapshots'),
    deleteSnapshot: (name) => call(`delete the snapshot "${name}"`, 'DELETE', named(name), { headers: inSession }).then(() => {}),
    undo: () => read('undo', 'POST', '/undo'),
    timeline: () => read('read the timeline', 'GET', '/timeline'),
    restoreVersion: (version) => read(`go back to version ${version}`, 'POST', `/timeline/${version}/restore`),
    exportSnapshot: (name) => read(`export the snapshot "${name}"`, 'GET', named(name)),
  }

  // What createMock takes as options, a session is told after it is made (and again after a reset, as createMock's reset keeps them).
  async function applyOptions() {
    if (options.latency !== undefined) await mock.setLatency(options.latency)
    if (options.faults !== undefined) await mock.setFaults(options.faults)
    if (options.auth !== undefined) await mock.setAuth(options.auth)
  }
  await applyOptions()

  return {
    mock,
    async close() {
      const response = await fetch(`${server}${controlPrefix}/sessions/${encodeURIComponent(created.id)}`, { method: 'DELETE', headers: inSession })
      // Already dropped (idle past the server's TTL, or beyond its cap): nothing left to close.
      if (!response.ok && response.status !== 404) {
        throw new Error(`Failed to close the session ${created.id}: the mock server answered ${response.status}. ${await detailOf(response)}`)
      }
    },
  }
}

/** The problem's `detail`, or the body as it came. */
async function detailOf(response: Response): Promise<string> {
  const text = await response.text()
  try {
    const detail: unknown = (JSON.parse(text) as { detail?: unknown }).detail
    return typeof detail === 'string' ? detail : text
  } catch {
    return text
  }
}
