/**
 * @module `createMock`: one mock of the service. Its engine answers every
 * door: msw handlers (the browser worker and Node tests), `fetch` (any
 * Fetch server) and `middleware()` (any Node server); the control
 * operations are its methods.
 */
import type { RequestHandler } from 'msw'
import { wellKnownUsernames } from '../../fixtures/index.ts'
import type { Database } from '../data/database.ts'
import type { FaultSettings } from '../engine/behaviour/faults.ts'
import type { LatencySettings } from '../engine/behaviour/latency.ts'
import { createEngine } from '../engine/create-engine.ts'
import type { MockOptions } from '../engine/mock-options.ts'
import type { RequestJournal } from '../engine/request-journal.ts'
import type { ScenarioDefinition } from '../engine/scenarios/define-scenario.ts'
import { createOpenApiDocument, type OpenApiDocument } from '../model/create-openapi-document.ts'
import { createFetchHandler, type FetchHandler } from './fetch/create-fetch-handler.ts'
import { createMswHandlers } from './msw/create-msw-handlers.ts'
import { createMiddleware, type Middleware } from './node-http/create-middleware.ts'

export type Mock = {
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
   */
  middleware(): Middleware
  /** What the mock answered, newest last. */
  readonly requests: RequestJournal
  readonly seed: number
  /** Path the service's operations live under, e.g. `/svc/v1`. */
  readonly servicePath: string
  /** Path prefix of the control API, e.g. `/__mock`. */
  readonly controlPrefix: string
  /** Name of the scenario in force. */
  readonly scenario: string
  readonly scenarios: readonly ScenarioDefinition[]
  /** Usernames of the well-known accounts, by purpose. */
  readonly wellKnownUsernames: typeof wellKnownUsernames
  /** Back to the seeded data and the options given at creation; clears the journal. */
  reset(): Promise<void>
  useScenario(name: string): void
  setLatency(latency: LatencySettings | undefined): void
  setFaults(faults: FaultSettings | undefined): void
  setAuth(enforced: boolean | undefined): void
  /** Ids of the objects and usernames of the accounts, well-known first. */
  resources(scenario?: string): Promise<{ realEstateObjects: string[]; accounts: string[] }>
  /** The @msw/data collections behind a scenario, to read or change data in a test. */
  database(scenario?: string): Promise<Database>
  openApiDocument(): OpenApiDocument
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
  const { state } = engine
  const databaseOf = (scenario?: string) => state.database(scenario === undefined ? state.scenario : state.scenarioNamed(scenario))

  return {
    handlers: createMswHandlers(engine, state.baseUrl),
    fetch: createFetchHandler(engine),
    middleware: () => createMiddleware(engine),
    requests: state.journal,
    seed: state.seed,
    servicePath: engine.servicePath,
    controlPrefix: engine.controlPrefix,
    get scenario() {
      return state.scenario.name
    },
    get scenarios() {
      return state.scenarios
    },
    wellKnownUsernames,
    reset: () => state.reset(),
    useScenario: (name) => state.useScenario(name),
    setLatency: (latency) => state.setLatency(latency),
    setFaults: (faults) => state.setFaults(faults),
    setAuth: (enforced) => state.setAuth(enforced),
    resources: async (scenario) => (await databaseOf(scenario)).listKeys(),
    database: databaseOf,
    openApiDocument: () => createOpenApiDocument({ svc: state.svc }),
  }
}
