/**
 * @module `createMock`: one mock of the service. Its engine answers every
 * door: msw handlers (the browser worker and Node tests), `fetch` (any
 * Fetch server) and `middleware()` (any Node server); the control
 * operations are its methods.
 */
import type { Har } from 'har-format'
import type { RequestHandler } from 'msw'
import type { RouteSettings, RouteTable } from '../engine/hybrid/real-service.ts'
import { wellKnownUsernames } from '../../fixtures/index.ts'
import type { Database } from '../data/database.ts'
import type { FaultSettings } from '../engine/simulation/faults.ts'
import type { ScheduleEntry } from '../engine/scenarios/schedule.ts'
import type { OperationId } from '../model/operations.ts'
import type { OverrideOptions, OverrideResolver } from '../engine/operations/operation-override.ts'
import type { ScenarioChoice } from '../engine/scenarios/scenario-name.ts'
import type { LatencySettings } from '../engine/simulation/latency.ts'
import { createEngine } from '../engine/create-engine.ts'
import type { MockOptions } from '../engine/session/mock-options.ts'
import type { Session, SessionStart } from '../engine/session/session.ts'
import type { HarSeedReport, LoadOptions, SnapshotInfo, SnapshotScope } from '../engine/session/session-history.ts'
import type { TimelineEntry } from '../engine/session/state-history.ts'
import type { StateFile } from '../engine/session/state-file.ts'
import type { SessionInfo } from '../engine/session/session-registry.ts'
import type { Journal } from '../engine/journal/request-journal.ts'
import type { ScenarioDefinition } from '../engine/scenarios/define-scenario.ts'
import { createOpenApiDocument, type OpenApiDocument } from '../model/create-openapi-document.ts'
import { createPaths, type Paths } from '../model/create-paths.ts'
import { createFetchHandler, type FetchHandler } from './fetch/create-fetch-handler.ts'
import { createMswHandlers } from './msw/create-msw-handlers.ts'
import { createControlGuard } from './middleware/control-guard.ts'
import { createMiddleware, type Middleware, type MiddlewareOptions } from './middleware/create-middleware.ts'

/** What a mock and each of its sessions can be told and asked. */
export type MockControls = {
  /** What the mock answered, newest last. */
  readonly requests: Journal
  readonly seed: number
  /** Name of the scenario in force. */
  readonly scenario: string
  readonly scenarios: readonly ScenarioDefinition[]
  /** Back to the seeded data and the options given at creation; clears the journal. */
  reset(): Promise<void>
  /** The scenario in force; several stack left to right: `useScenario(['slow', 'auth'])` or `useScenario('slow,auth')`. */
  useScenario(name: ScenarioChoice): void
  /**
   * Puts scenarios on a schedule, on the mock's clock from now (fake timers
   * drive it): while a window is open its scenario stacks on top of the one in
   * force. `schedule([])` clears it; `reset()` goes back to the options' schedule.
   * @example
   * mock.schedule([{ after: '30s', for: '10s', scenario: 'maintenance' }])
   */
  schedule(entries: readonly ScheduleEntry[]): void
  /**
   * Answers one operation your way for a test or story, typed by operation; the request still
   * meets the scenario, latency, faults, auth and the journal. `reset()` and `resetOverrides()`
   * clear it; `{ once: true }` answers the next request only. Gives a function that removes it.
   * @example
   * mock.override('getAccount', ({ params }) => ({ ...account, first_name: params.username }))
   * mock.override('updateAccountSettings', () => new HttpProblem(409, 'Someone else saved first.'), { once: true })
   */
  override<Id extends OperationId>(operation: Id, resolver: OverrideResolver<Id>, options?: OverrideOptions): () => void
  /** Removes every override: each operation answers as itself again. */
  resetOverrides(): void
  setLatency(latency: LatencySettings | undefined): void
  setFaults(faults: FaultSettings | undefined): void
  setAuth(enforced: boolean | undefined): void
  /** Hybrid mode: each operation's mode, `mock`, `real` or `real-then-mock`. */
  readonly routes: RouteTable
  /**
   * Hybrid mode: sends operations to the real service (`real`), or there first with the mock
   * answering when it fails (`real-then-mock`); `*` names all four, and the operations not named
   * are `mock`. `undefined` goes back to the modes the mock was made with.
   * @example
   * mock.setRoutes({ getAccount: 'real', getRealEstateObject: 'real-then-mock' })
   */
  setRoutes(routes: RouteSettings | undefined): void
  /** Ids of the objects and usernames of the accounts, well-known first. */
  resources(scenario?: string): Promise<{ realEstateObjects: string[]; accounts: string[] }>
  /** The @msw/data collections behind a scenario, to read or change data in a test. */
  database(scenario?: string): Promise<Database>
  /**
   * Keeps the state as it is now under `name` (made up when absent) and gives
   * the name. It keeps the data, and the scenario, latency, faults and auth
   * unless `include: 'data'`. Unchanged records are shared, not copied.
   * @example
   * const name = mock.snapshot('signed-up')
   * // … the test changes things …
   * await mock.restore(name)
   */
  snapshot(name?: string, options?: { include?: SnapshotScope }): string
  /** Puts snapshot `name`'s state back; a change the timeline records and `undo()` reverts. */
  restore(name: string): Promise<TimelineEntry>
  /** The snapshots kept, oldest first. */
  snapshots(): SnapshotInfo[]
  deleteSnapshot(name: string): boolean
  /** Reverts the newest change (a PATCH, an edit through `database()`, a reset, a setting); rejects with `NOTHING_TO_UNDO` at the start. */
  undo(): Promise<TimelineEntry>
  /** The versions of the state, oldest first, each with the JSON Patch (RFC 6902) of its change. */
  timeline(): TimelineEntry[]
  /** Back to the state right after `version` of the timeline; a change of its own. */
  restoreVersion(version: number): Promise<TimelineEntry>
  /** Snapshot `name` as a JSON file (what `GET /__mock/snapshots/<name>` answers and `--state` reads). */
  exportSnapshot(name: string): StateFile
  /** Keeps a state file as a snapshot of its name, checked against the schemas first. */
  importSnapshot(file: unknown): SnapshotInfo
  /**
   * Loads a state file into the mock now, checked against the schemas first
   * (nothing loaded on error), and keeps it as a snapshot of its name;
   * `kind: 'sync'` (another tab's state) keeps nothing.
   */
  loadState(file: unknown, options?: LoadOptions): Promise<TimelineEntry>
  /**
   * Seeds the data from recorded answers (a HAR log, as `stopRecording()` or a browser gives it):
   * each successful answer of the four operations that fits the schemas, later ones winning; kept
   * as the snapshot `from-har`. The answers skipped are listed in what it gives.
   */
  loadHar(har: unknown): Promise<HarSeedReport>
  /** The state now as a state file: what another tab loads to be in step. */
  exportState(): StateFile
  /** Calls `listener` with each new version of the state, and after an undo with the version it went back to; the function returned stops it. */
  onChange(listener: (entry: TimelineEntry) => void): () => void
}

/** One session of a mock: its own data, scenario, settings and journal. */
export type MockSession = MockControls & {
  /** What requests send as `X-Mock-Session` to be answered by this session. */
  readonly id: string
  /** msw handlers that answer requests naming no session as this one. */
  readonly handlers: RequestHandler[]
  /** A Fetch handler that answers requests naming no session as this one. */
  readonly fetch: FetchHandler
}

export type Mock = MockControls & {
  /** Pass to `setupServer(...)` or `setupWorker(...)`. */
  readonly handlers: RequestHandler[]
  /**
   * The mock as a Fetch handler: `Request` in, `Response` out. Paths that are
   * none of the mock's answer `404`. For Hono, Bun, Deno, or tests with no socket.
   */
  readonly fetch: FetchHandler
  /**
   * Connect-style middleware, `(req, res, next)`, for Express, webpack-dev-server
   * or a plain `node:http` server; requests that are none of the mock's go to `next()`.
   * The control API answers loopback and same-origin pages only, unless `options` trust more.
   */
  middleware(options?: MiddlewareOptions): Middleware
  /** Path the service's operations live under, e.g. `/svc/v1`. */
  readonly servicePath: string
  /**
   * The service's URLs with this mock's svc and base URL: `mock.paths.getAccount({ username })`,
   * and msw patterns for your own handlers: `server.use(http.get(mock.paths.pattern.getAccount, …))`.
   */
  readonly paths: Paths
  /** Path prefix of the control API, e.g. `/__mock`. */
  readonly controlPrefix: string
  /** Usernames of the well-known accounts, by purpose. */
  readonly wellKnownUsernames: typeof wellKnownUsernames
  /**
   * Session `id`: what requests sending `X-Mock-Session: <id>` meet. Made on
   * first use, with `start` (its own seed or scenario) if given then. The
   * mock's own methods act on the default session.
   */
  session(id: string, start?: SessionStart): MockSession
  /** The sessions alive, the default one first. */
  sessions(): SessionInfo[]
  /** Drops session `id` and all it holds; false when there was none. */
  deleteSession(id: string): boolean
  openApiDocument(): OpenApiDocument
  /**
   * Hybrid mode: starts keeping every answer of the real service, whichever session asked (from
   * none again, if it was recording). `onRecord` is told after each answer, with the recording so far.
   */
  startRecording(options?: { onRecord?: (recording: { readonly size: number; toHAR(): Har }) => void }): void
  /**
   * Stops recording and gives the real service's answers as HAR 1.2 (credentials redacted), to
   * save and seed a mock from with `--from-har`.
   * @example
   * await writeFile('staging.har', JSON.stringify(mock.stopRecording()))
   */
  stopRecording(): Har
}

/**
 * Creates a mock of the service. Nothing runs until one of its doors is used.
 * @example
 * import { setupServer } from 'msw/node'
 * import { createMock } from 'real-estate-service-mock/node'
 *
 * const mock = createMock({ seed: 42 })
 * const server = setupServer(...mock.handlers)
 * beforeAll(() => server.listen())
 * beforeEach(async () => { await mock.reset() })
 * afterAll(() => server.close())
 */
export function createMock(options: MockOptions = {}): Mock {
  const engine = createEngine(options)
  const { sessions } = engine

  // `Object.assign` onto the controls keeps their getters live (a spread would copy today's values).
  return Object.assign(controlsOf(() => engine.state), {
    handlers: createMswHandlers(engine, engine.state.baseUrl),
    fetch: createFetchHandler(engine),
    middleware: (options?: MiddlewareOptions) => createMiddleware(engine, createControlGuard(options), options?.maxBody),
    servicePath: engine.servicePath,
    paths: createPaths({ svc: engine.state.svc, baseUrl: engine.state.baseUrl }),
    controlPrefix: engine.controlPrefix,
    wellKnownUsernames,
    session(id: string, start?: SessionStart): MockSession {
      sessions.open(id, start)
      // Looked up on each call: a session dropped for idling is made again, as a request would.
      return Object.assign(controlsOf(() => sessions.open(id, start)), {
        id,
        handlers: createMswHandlers(engine, engine.state.baseUrl, id),
        fetch: createFetchHandler(engine, id),
      })
    },
    sessions: () => sessions.list(),
    deleteSession: (id: string) => sessions.delete(id),
    openApiDocument: () => createOpenApiDocument({ svc: engine.state.svc }),
    startRecording: (options) => engine.startRecording(options?.onRecord),
    stopRecording: () => engine.stopRecording(),
  } satisfies Omit<Mock, keyof MockControls>)
}

/** The controls of one session, whose state `stateOf` gives. */
function controlsOf(stateOf: () => Session): MockControls {
  const databaseOf = async (scenario?: string) => {
    const database = await databaseIn(stateOf(), scenario)
    // A session's data lies over the shared seed until it changes; handed out, it must be its own.
    return database.materialize()
  }
  return {
    get requests() {
      return stateOf().journal
    },
    get seed() {
      return stateOf().seed
    },
    get scenario() {
      return stateOf().scenario.name
    },
    get scenarios() {
      return stateOf().scenarios
    },
    reset: () => stateOf().reset(),
    useScenario: (name) => stateOf().useScenario(name),
    schedule: (entries) => stateOf().setSchedule(entries),
    override: (operation, resolver, options) => stateOf().override(operation, resolver, options),
    resetOverrides: () => stateOf().resetOverrides(),
    setLatency: (latency) => stateOf().setLatency(latency),
    setFaults: (faults) => stateOf().setFaults(faults),
    setAuth: (enforced) => stateOf().setAuth(enforced),
    get routes() {
      return stateOf().routes
    },
    setRoutes: (routes) => stateOf().setRoutes(routes),
    resources: async (scenario) => (await databaseIn(stateOf(), scenario)).listKeys(),
    database: databaseOf,
    snapshot: (name, options) => stateOf().history.snapshot({ name, include: options?.include }).name,
    restore: (name) => stateOf().history.restore(name),
    snapshots: () => stateOf().history.snapshots(),
    deleteSnapshot: (name) => stateOf().history.snapshots().some((kept) => kept.name === name) && (stateOf().history.deleteSnapshot(name), true),
    undo: () => stateOf().history.undo(),
    timeline: () => stateOf().history.timeline(),
    restoreVersion: (version) => stateOf().history.restoreVersion(version),
    exportSnapshot: (name) => stateOf().history.export(name),
    importSnapshot: (file) => stateOf().history.import(file),
    loadState: (file, options) => stateOf().history.load(file, options),
    loadHar: (har) => stateOf().history.loadHar(har),
    exportState: () => stateOf().history.export(),
    onChange: (listener) => stateOf().history.onChange(listener),
  }
}

/** The data of `scenario` (default: the one in force) in a session. */
function databaseIn(state: Session, scenario: string | undefined): Promise<Database> {
  return state.database(scenario === undefined ? state.scenario : state.scenarioNamed(scenario))
}
