/**
 * @module `createMock`: one mock of the service, with the handler set that
 * the browser worker, Node tests and the standalone server all use, and the
 * control operations as methods.
 */
import type { RequestHandler } from 'msw'
import { wellKnownUsernames } from '../../fixtures/index.ts'
import { createControlHandlers } from './msw/create-control-handlers.ts'
import type { Database } from '../data/database.ts'
import { createServiceHandlers } from './msw/create-service-handlers.ts'
import { createOpenApiDocument, type OpenApiDocument } from '../model/create-openapi-document.ts'
import type { ScenarioDefinition } from '../engine/scenarios/define-scenario.ts'
import type { FaultSettings } from '../engine/behaviour/faults.ts'
import type { LatencySettings } from '../engine/behaviour/latency.ts'
import type { MockOptions } from '../engine/mock-options.ts'
import { MockRuntime } from '../engine/mock-runtime.ts'
import type { RequestJournal } from '../engine/request-journal.ts'

export type Mock = {
  /** Pass to `setupServer(...)`, `setupWorker(...)` or the standalone server. */
  readonly handlers: RequestHandler[]
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
 * Creates a mock of the service. Nothing runs until its handlers are used.
 * @example
 * import { setupServer } from 'msw/node'
 * import { createMock } from 'real-estate-service-mock/node'
 *
 * const mock = createMock({ seed: 42 })
 * const server = setupServer(...mock.handlers)
 * beforeAll(() => server.listen())
 * beforeEach(() => mock.reset())
 * afterAll(() => server.close())
 */
export function createMock(options: MockOptions = {}): Mock {
  const runtime = new MockRuntime(options)
  // Service handlers first: they are what every request of an app or test is for.
  const handlers = [...createServiceHandlers(runtime), ...createControlHandlers(runtime)]
  const databaseOf = (scenario?: string) =>
    runtime.database(scenario === undefined ? runtime.scenario : runtime.scenarioNamed(scenario))

  return {
    handlers,
    requests: runtime.journal,
    seed: runtime.seed,
    servicePath: `/${runtime.svc}/v1`,
    controlPrefix: runtime.controlPrefix,
    get scenario() {
      return runtime.scenario.name
    },
    get scenarios() {
      return runtime.scenarios
    },
    wellKnownUsernames,
    reset: () => runtime.reset(),
    useScenario: (name) => runtime.useScenario(name),
    setLatency: (latency) => runtime.setLatency(latency),
    setFaults: (faults) => runtime.setFaults(faults),
    setAuth: (enforced) => runtime.setAuth(enforced),
    resources: async (scenario) => (await databaseOf(scenario)).listKeys(),
    database: databaseOf,
    openApiDocument: () => createOpenApiDocument({ svc: runtime.svc }),
  }
}
