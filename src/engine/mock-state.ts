/**
 * @module The state of one session of the mock: its data per scenario, the
 * scenario in force, explicit latency, fault and auth settings, the random
 * streams and the journal. The engine reads it; `createMock` exposes it.
 * The default session holds its data itself; other sessions lie over data
 * shared by all (see `DatasetStore`).
 */
import { Database } from '../data/database.ts'
import { defaultCounts, defaultSeed, type SeedCounts, type SeedData } from '../data/seed-data.ts'
import { builtInScenarios } from './scenarios/built-in-scenarios.ts'
import { DatasetStore } from './sessions/dataset-store.ts'
import type { ScenarioDefinition } from './scenarios/define-scenario.ts'
import { layerFaults, pickFault, type Fault, type FaultSettings } from './behaviour/faults.ts'
import { delayOf, latencyFor, type LatencySettings } from './behaviour/latency.ts'
import { createRandomStream } from './behaviour/seeded-random.ts'
import { MockError } from './mock-error.ts'
import type { MockOptions } from './mock-options.ts'
import type { OperationId } from '../model/operations.ts'
import { RequestJournal } from './request-journal.ts'
import { shownInput } from './shown-input.ts'

export const scenarioHeader = 'X-Mock-Scenario'

/** What a scenario does once the explicit settings are laid over it. */
export type Behaviour = {
  latency: LatencySettings | undefined
  faults: FaultSettings | undefined
  auth: boolean
  readOnly: boolean
}

type Dataset = { snapshot: SeedData; database: Promise<Database> }

const latencyStream = 11
const faultStream = 12

/** What every session of one mock shares: the options, the scenarios, the seeded data. */
export type SharedByMock = {
  readonly options: MockOptions
  readonly scenarios: ReadonlyMap<string, ScenarioDefinition>
  readonly datasets: DatasetStore
}

/** The options every session shares, with the scenarios registered and a store for the seeded data. */
export function shareByMock(options: MockOptions): SharedByMock {
  const scenarios = new Map<string, ScenarioDefinition>()
  for (const scenario of [...builtInScenarios, ...(options.scenarios ?? [])]) scenarios.set(scenario.name, scenario)
  return { options, scenarios, datasets: new DatasetStore({ ...defaultCounts, ...options.counts }) }
}

/** How a session differs from the mock's options. */
export type SessionStart = {
  /** Its own seed, instead of the mock's. */
  seed?: number
  /** Its own scenario to start with (and to go back to on reset). */
  scenario?: string
}

export class MockState {
  readonly seed: number
  readonly counts: SeedCounts
  readonly svc: string
  readonly baseUrl: string
  readonly controlPrefix: string
  readonly journal: RequestJournal
  readonly #options: MockOptions
  readonly #scenarios: ReadonlyMap<string, ScenarioDefinition>
  readonly #store: DatasetStore
  /** Holds its data itself (the default session) rather than over the shared pristine data. */
  readonly #ownsData: boolean
  readonly #datasets = new Map<string, Dataset>()
  #scenario!: ScenarioDefinition
  #latency: LatencySettings | undefined
  #faults: FaultSettings | undefined
  #auth: boolean | undefined
  readonly #latencyRandom
  #faultRandom
  #hangs = releasable()

  /**
   * @param shared What the mock's sessions share; a mock of one session may leave it out.
   * @param start How this session differs from the options; given for every session but the default one.
   */
  constructor(options: MockOptions = {}, shared: SharedByMock = shareByMock(options), start?: SessionStart) {
    this.#options = start ? { ...options, ...definedOnly(start) } : options
    this.seed = this.#options.seed ?? defaultSeed
    if (!Number.isSafeInteger(this.seed)) {
      throw new TypeError(`Failed to create the mock: the seed must be an integer, got ${String(this.#options.seed)}.`)
    }
    this.counts = { ...defaultCounts, ...options.counts }
    this.svc = options.svc ?? 'svc'
    this.baseUrl = (options.baseUrl ?? '*').replace(/\/+$/, '')
    this.controlPrefix = `/${(options.controlPrefix ?? '/__mock').replace(/^\/+|\/+$/g, '')}`
    this.journal = new RequestJournal(options.journalSize)
    this.#scenarios = shared.scenarios
    this.#store = shared.datasets
    this.#ownsData = start === undefined
    this.#latencyRandom = createRandomStream([this.seed, latencyStream])
    this.#faultRandom = createRandomStream([this.#options.faults?.seed ?? this.seed, faultStream])
    this.#applyOptions()
  }

  get scenario(): ScenarioDefinition {
    return this.#scenario
  }

  get scenarios(): ScenarioDefinition[] {
    return [...this.#scenarios.values()]
  }

  /** The scenario named, or a `MockError` (`UNKNOWN_SCENARIO`) that lists the known names. */
  scenarioNamed(name: string): ScenarioDefinition {
    const scenario = this.#scenarios.get(name)
    if (!scenario) {
      throw new MockError('UNKNOWN_SCENARIO', `Unknown scenario "${shownInput(name)}". Known scenarios: ${[...this.#scenarios.keys()].join(', ')}.`)
    }
    return scenario
  }

  /** The scenario of one request: the name its `X-Mock-Scenario` header gives, else the one in force. */
  scenarioFor(headerValue: string | undefined): ScenarioDefinition {
    return headerValue === undefined ? this.#scenario : this.scenarioNamed(headerValue)
  }

  useScenario(name: string): void {
    this.#scenario = this.scenarioNamed(name)
  }

  setLatency(latency: LatencySettings | undefined): void {
    this.#latency = latency
  }

  setFaults(faults: FaultSettings | undefined): void {
    this.#faults = faults
    this.#faultRandom = createRandomStream([faults?.seed ?? this.seed, faultStream])
  }

  setAuth(enforced: boolean | undefined): void {
    this.#auth = enforced
  }

  /** The explicit settings, as set in code, by options or through the control API. */
  get overrides() {
    return { latency: this.#latency, faults: this.#faults, auth: this.#auth }
  }

  behaviourOf(scenario: ScenarioDefinition): Behaviour {
    return {
      // Explicit setting, then the scenario's own, then the environment's default.
      latency: this.#latency ?? scenario.latency ?? this.#options.defaultLatency,
      faults: layerFaults(scenario.faults, this.#faults),
      auth: this.#auth ?? scenario.auth ?? false,
      readOnly: scenario.readOnly ?? false,
    }
  }

  delayFor(behaviour: Behaviour, operation: OperationId): number | 'infinite' {
    return delayOf(latencyFor(behaviour.latency, operation), this.#latencyRandom)
  }

  faultFor(behaviour: Behaviour, operation: OperationId): Fault | undefined {
    return pickFault(behaviour.faults, operation, this.#faultRandom)
  }

  /** The data of a scenario; scenarios without data of their own share the seeded data. */
  database(scenario: ScenarioDefinition): Promise<Database> {
    return this.#dataset(scenario).database
  }

  /** Settles when the requests left hanging until now are let go: on reset, or when the session is dropped. */
  get hangsReleased(): Promise<void> {
    return this.#hangs.promise
  }

  /** Lets every hanging request go: its connection is closed, as a server that gave up would. */
  releaseHangs(): void {
    this.#hangs.release()
    this.#hangs = releasable()
  }

  /** Back to how the mock was created: seeded data, options' scenario and settings, empty journal; hanging requests let go. */
  async reset(): Promise<void> {
    this.releaseHangs()
    this.#applyOptions()
    this.journal.clear()
    this.#latencyRandom.restart()
    await Promise.all(
      [...this.#datasets.values()].map(async ({ snapshot, database }) => (await database).restore(snapshot)),
    )
  }

  #applyOptions(): void {
    this.#scenario = this.scenarioNamed(this.#options.scenario ?? 'default')
    this.#latency = this.#options.latency
    this.#auth = this.#options.auth
    this.setFaults(this.#options.faults)
  }

  #dataset(scenario: ScenarioDefinition): Dataset {
    const key = scenario.data ? scenario.name : ''
    let dataset = this.#datasets.get(key)
    if (!dataset) {
      const snapshot = this.#store.snapshot(this.seed, scenario)
      const database = this.#ownsData ? Database.create(snapshot) : this.#store.layered(this.seed, scenario)
      dataset = { snapshot, database }
      this.#datasets.set(key, dataset)
    }
    return dataset
  }
}

function releasable(): { promise: Promise<void>; release: () => void } {
  let release!: () => void
  const promise = new Promise<void>((resolve) => (release = resolve))
  return { promise, release }
}

function definedOnly(start: SessionStart): SessionStart {
  return Object.fromEntries(Object.entries(start).filter(([, value]) => value !== undefined))
}
