/**
 * @module `createMock`: one mock of the service. Its engine answers every
 * adapter: msw handlers (the browser worker and Node tests), `fetch` (any
 * Fetch server) and `middleware()` (any Node server). Its control methods are
 * the control table's verbs, run in-process.
 */
import type { Har } from 'har-format'
import type { RequestHandler } from 'msw'
import type { Database } from '../data/database.ts'
import type { OperationId } from '../model/operations.ts'
import type { OverrideOptions, OverrideResolver } from '../engine/operations/operation-override.ts'
import type { OverrideAnswer } from '../engine/operations/override-answer.ts'
import { createMockEngine, type MockEngine } from '../engine/create-engine.ts'
import type { MockOptions } from '../engine/session/mock-options.ts'
import type { HarSeedReport, Session, SessionStart } from '../engine/session/session.ts'
import type { TimelineEntry } from '../engine/session/state-history.ts'
import type { Journal } from '../engine/journal/request-journal.ts'
import { mapVerbs, type InProcessVerbs } from '../engine/control/control-verb.ts'
import { controlVerbs, type ControlVerbs } from '../engine/control/control-verbs.ts'
import { createPaths, type Paths } from '../model/create-paths.ts'
import { createFetchHandler, type FetchHandler } from './fetch/create-fetch-handler.ts'
import type { Middleware, MiddlewareOptions } from './middleware/middleware-types.ts'

type Verbs = InProcessVerbs<ControlVerbs>

/** The session's versions, undo and snapshots, and state files in and out; with two in-process extras. */
type MockHistory = Verbs['history'] & {
  /**
   * Seeds the data from recorded answers (a HAR log, as `record().stop()` or a browser gives it):
   * each successful answer of the four operations that fits the schemas, later ones winning; kept
   * as the snapshot `from-har`. The answers skipped are listed in what it gives.
   */
  loadHar(har: unknown): Promise<HarSeedReport>
  /** Calls `listener` with each new version of the state, and after an undo with the version it went back to; the function returned stops it. */
  onChange(listener: (entry: TimelineEntry) => void): () => void
}

/**
 * What a mock and each of its sessions can be told and asked: the control table's verbs, and what only runs in-process.
 * A method returns a promise when its work may wait, in every adapter: here, those that write or read the data
 * collections, which wait their turn behind a request in flight (`reset`, `resources`, `database`, and the history's
 * `restore`, `load`, `undo`, `restoreVersion`, `loadHar`); await them. The others (settings, snapshots, the
 * timeline, the journal, the sessions) are done when they return. Across a process boundary (the Playwright
 * fixture's server mode) every method returns a promise.
 * @example
 * mock.useScenario('maintenance') // in force now
 * await mock.reset() // the data is back once the promise settles
 */
export type MockControls = Omit<Verbs, 'requests' | 'history' | 'sessions' | 'openApiDocument' | 'overrides'> & {
  readonly seed: number
  /** What the mock answered, newest last. */
  readonly requests: Journal
  readonly history: MockHistory
  /** The @msw/data collections behind a scenario (default: the one in force), to read or change data in a test. */
  database(scenario?: string): Promise<Database>
  /**
   * Answers one operation your way for a test or story, typed by operation: with a resolver (in-process only),
   * or with an answer given as data, `{ status?, headers?, body?, delay?, once? }`, which server mode and the
   * control API take too. The request still meets the scenario, latency, faults, auth and the journal.
   * `reset()` clears it; `{ once: true }` answers the next request only. Gives a function that removes it.
   * @example
   * mock.override('getAccount', { status: 503, once: true })
   * mock.override('getAccount', ({ params }) => ({ ...account, first_name: params.username }))
   * mock.override('updateAccountSettings', () => new HttpProblem(409, 'Someone else saved first.'), { once: true })
   */
  override<Id extends OperationId>(
    operation: Id,
    answer: OverrideResolver<Id> | OverrideAnswer,
    options?: OverrideOptions,
  ): () => void
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

/** The service's URLs and the mock's own paths. */
export type MockPaths = Paths & {
  /** Path the service's operations live under, e.g. `/svc/v1`. */
  readonly servicePath: string
  /** Path prefix of the control API, e.g. `/__mock`. */
  readonly controlPrefix: string
}

/** Hybrid mode's recording of the real service's answers. */
type Recording = {
  /** Answers kept so far. */
  readonly size: number
  /** The answers so far as HAR 1.2 (credentials redacted), recording on. */
  toHAR(): Har
  /** Stops recording and gives the answers as HAR 1.2 (credentials redacted), to seed a mock from with `--from-har`. */
  stop(): Har
}

/**
 * A mock of the service: its adapters (msw `handlers`, `fetch`, and in Node `middleware`), its state and settings, its history and sessions, and its description. Made by `createMock` from `/node` or `/browser`, and by every other adapter.
 *
 * @example
 * ```ts
 * import { createMock } from 'real-estate-service-mock/node'
 *
 * const mock = createMock({ seed: 7 })
 * const database = await mock.database()
 * console.log(database.getSettings().preferences.language_default)
 * ```
 */
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
  /**
   * The service's URLs with this mock's svc and base URL: `mock.paths.getAccount({ username })`,
   * msw patterns for your own handlers (`mock.paths.pattern.getAccount`), `servicePath` and `controlPrefix`.
   */
  readonly paths: MockPaths
  /** The OpenAPI 3.1 document of the service (what `GET /__mock/openapi.json` serves). */
  openApiDocument: Verbs['openApiDocument']
  /**
   * Session `id`: what requests sending `X-Mock-Session: <id>` meet. Made on
   * first use, with `start` (its own seed or scenario) if given then. The
   * mock's own methods act on the default session.
   */
  session(id: string, start?: SessionStart): MockSession
  /** The sessions alive (`list()`, the default one first), `create()` and `delete(id)`. */
  readonly sessions: Verbs['sessions']
  /**
   * Hybrid mode: keeps every answer of the real service, whichever session asked, until `stop()`.
   * `onRecord` is told after each answer, with the recording so far.
   * @example
   * const recording = mock.record()
   * // … the app talks to the real service through the mock …
   * await writeFile('staging.har', JSON.stringify(recording.stop()))
   */
  record(options?: { onRecord?: (recording: Recording) => void }): Recording
}

/** Makes an adapter's msw handlers, answering requests that name no session as `session` (default: the default session). */
type MswHandlersOf = (engine: MockEngine, baseUrl: string, session?: string) => RequestHandler[]

/**
 * The adapters that come from the entry of an environment: msw's handlers (Node and the browser) and Node's
 * middleware. The standalone server leaves msw out, so that it starts without loading it.
 */
export type EnvironmentAdapters = {
  msw?: MswHandlersOf
  middleware?: (engine: MockEngine, options?: MiddlewareOptions) => Middleware
}

/** The session behind each mock and mock session: for the adapters of this package, which need more than the public methods. */
const sessions = new WeakMap<object, () => Session>()

/** The engine behind each mock: for the Node adapters and the server, which answer requests through it. */
const engines = new WeakMap<Mock, MockEngine>()

/** The engine a mock made by `createMockWith` answers with. */
export function engineBehind(mock: Mock): MockEngine {
  const engine = engines.get(mock)
  if (!engine) throw new TypeError("Failed to find the mock's engine: pass a mock made by createMock.")
  return engine
}

/** The session a mock (or mock session) acts on. */
export function sessionBehind(controls: MockControls): Session {
  const session = sessions.get(controls)
  if (!session) throw new TypeError("Failed to find the mock's session: pass a mock made by createMock.")
  return session()
}

/**
 * Creates a mock of the service with the adapters of an environment (the Node or browser entry's `createMock`).
 * Nothing runs until one of its adapters is used.
 */
export function createMockWith(
  options: MockOptions,
  adapters: EnvironmentAdapters,
  engine: MockEngine = createMockEngine(options),
): Mock {
  const mswHandlersOf = adapters.msw ?? noMswHandlers
  const { sessions: registry } = engine
  const defaultSession = registry.default
  const table = (sessionOf: () => Session) =>
    mapVerbs(
      controlVerbs,
      (verb) => (input?: unknown) =>
        verb.run(
          {
            get session() {
              return sessionOf()
            },
            sessions: registry,
          },
          input,
        ),
    ) as unknown as Verbs
  const mockVerbs = table(() => defaultSession)
  const mock: Mock = withHandlers<Omit<Mock, 'handlers'>>(
    {
      ...controlsOf(() => defaultSession, mockVerbs),
      fetch: createFetchHandler(engine),
      middleware: (middlewareOptions?: MiddlewareOptions) => {
        if (!adapters.middleware)
          throw new TypeError(
            'Failed to make the middleware: it runs in Node only. Import createMock from real-estate-service-mock/node.',
          )
        return adapters.middleware(engine, middlewareOptions)
      },
      paths: {
        ...createPaths({ svc: engine.svc, baseUrl: engine.baseUrl }),
        servicePath: engine.servicePath,
        controlPrefix: engine.controlPrefix,
      },
      openApiDocument: mockVerbs.openApiDocument,
      session(id: string, start?: SessionStart): MockSession {
        registry.open(id, start)
        // Looked up on each call: a session dropped for idling is made again, as a request would.
        const sessionOf = () => registry.open(id, start)
        const session: MockSession = withHandlers<Omit<MockSession, 'handlers'>>(
          { ...controlsOf(sessionOf, table(sessionOf)), id, fetch: createFetchHandler(engine, id) },
          () => mswHandlersOf(engine, engine.baseUrl, id),
        )
        sessions.set(session, sessionOf)
        return session
      },
      sessions: mockVerbs.sessions,
      record(recordOptions) {
        const recording = engine.startRecording(recordOptions?.onRecord && (() => recordOptions.onRecord!(handle)))
        const handle: Recording = {
          get size() {
            return recording.size
          },
          toHAR: () => recording.toHAR(),
          stop: () => engine.stopRecording(),
        }
        return handle
      },
    },
    () => mswHandlersOf(engine, engine.baseUrl),
  )
  sessions.set(mock, () => defaultSession)
  engines.set(mock, engine)
  return mock
}

/** The controls of the session `sessionOf` gives, around its verbs. */
function controlsOf(sessionOf: () => Session, verbs: Verbs): MockControls {
  // `overrides` is the control API's form of `override`, which takes a resolver too here.
  const { requests: _, history, sessions: __, openApiDocument: ___, overrides: ____, ...settings } = verbs
  return {
    ...settings,
    get seed() {
      return sessionOf().seed
    },
    get requests() {
      return sessionOf().journal
    },
    history: {
      ...history,
      loadHar: (har) => sessionOf().loadHar(har),
      onChange: (listener) => sessionOf().history.onChange(listener),
    },
    database: async (scenario) => {
      const { settings, data } = sessionOf()
      const database = await data.database(
        scenario === undefined ? settings.scenario : settings.scenarioNamed(scenario),
      )
      // A session's data lies over the shared seed until it changes; handed out, it must be its own.
      return database.materialize()
    },
    override: (operation, answer, overrideOptions) => {
      const { id } = sessionOf().override(operation, answer, overrideOptions)
      return () => void sessionOf().removeOverride(id)
    },
  }
}

/** Adds `handlers`, made by `make` when first read: msw's handlers cost a load of msw, which a server does without. */
function withHandlers<T extends object>(
  target: T,
  make: () => RequestHandler[],
): T & { readonly handlers: RequestHandler[] } {
  let handlers: RequestHandler[] | undefined
  return Object.defineProperty(target, 'handlers', { enumerable: true, get: () => (handlers ??= make()) }) as T & {
    readonly handlers: RequestHandler[]
  }
}

const noMswHandlers: MswHandlersOf = () => {
  throw new Error(
    'Failed to give msw handlers: this mock was made without them (the standalone server makes its own mock so, to start without loading msw). ' +
      "Please make the mock with createMock() from 'real-estate-service-mock/node' and pass it: createServer({ mock }).",
  )
}
