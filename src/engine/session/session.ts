/**
 * @module The state of one session of the mock: its data per scenario, the
 * scenario in force, explicit latency, fault and auth settings, the random
 * streams and the journal. The engine reads it; `createMock` exposes it.
 * The default session holds its data itself; other sessions lie over data
 * shared by all (see `DatasetStore`).
 */
import { Database, type DataSnapshot } from '../../data/database.ts'
import { defaultCounts, defaultSeed, type SeedCounts, type SeedData } from '../../data/seed-data.ts'
import type { DatasetStore } from './dataset-store.ts'
import type { ScenarioDefinition } from '../scenarios/define-scenario.ts'
import { dataSourceOf, scenarioNames, stackScenarios } from '../scenarios/stack-scenarios.ts'
import { Schedule, type ScheduleEntry } from '../scenarios/schedule.ts'
import { fieldErrorsOf } from '../../model/field-errors-of.ts'
import {
  routeSettingsSchema,
  routeTableOf,
  type RealService,
  type RouteSettings,
  type RouteTable,
} from '../hybrid/real-service.ts'
import { faultSettingsSchema, layerFaults, pickFault, type Fault, type FaultSettings } from '../simulation/faults.ts'
import { delayOf, latencyFor, latencySettingsSchema, type LatencySettings } from '../simulation/latency.ts'
import { z } from 'zod'
import type { Behaviour } from '../simulation/behaviour.ts'
import { createRandomStream } from '../simulation/seeded-random.ts'
import { MockError } from '../problems/mock-error.ts'
import type { MockOptions } from './mock-options.ts'
import type { OperationId } from '../../model/operations.ts'
import { RequestJournal } from '../journal/request-journal.ts'
import type { OperationHandler } from '../operations/operation-context.ts'
import { OperationOverrides, type OverrideOptions, type OverrideResolver } from '../operations/operation-override.ts'
import { shownInput } from '../problems/shown-input.ts'
import { SessionHistory, type HistoryHost } from './session-history.ts'
import { seededDataset, type SettingsSnapshot } from './state-snapshot.ts'
import { shareByMock, type SharedByMock } from './shared-by-mock.ts'

type Dataset = {
  snapshot: SeedData
  database: Promise<Database>
  /** Set once the database is made: the timeline reads it without waiting. */
  made?: { database: Database; initial: DataSnapshot }
}

/** Every operation answered by the mock: the routes of a mock with no real service, made once (read on every request). */
const allMock = Object.freeze(routeTableOf({}))

const latencyStream = 11
const faultStream = 12

/** How a session differs from the mock's options. */
export type SessionStart = {
  /** Its own seed, instead of the mock's. */
  seed?: number
  /** Its own scenario to start with (and to go back to on reset). */
  scenario?: string
}

export class Session {
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
  #schedule: Schedule | undefined
  readonly #latencyRandom
  #faultRandom
  #hangs = releasable()
  /** Its versions, snapshots and state files. */
  readonly history: SessionHistory
  /** Resolvers that answer in an operation's place, newest last. */
  readonly #overrides = new OperationOverrides()
  readonly #real: RealService | undefined
  /** Modes set since the start or the last reset; `undefined`: the options' modes. */
  #routes: RouteTable | undefined

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
    const listeners = shared.journalListeners
    this.journal = new RequestJournal(options.journalSize, {
      seed: this.seed,
      onRecord: (entry, exchange) => {
        for (const listener of listeners) listener(entry, exchange, this.seed)
      },
    })
    this.#scenarios = shared.scenarios
    this.#store = shared.datasets
    this.#real = shared.real
    this.#ownsData = start === undefined
    this.#latencyRandom = createRandomStream([this.seed, latencyStream])
    this.#faultRandom = createRandomStream([this.#options.faults?.seed ?? this.seed, faultStream])
    this.#applyOptions()
    this.history = new SessionHistory(this.#historyHost(), options.timelineSize)
  }

  get scenario(): ScenarioDefinition {
    return this.#scenario
  }

  get scenarios(): ScenarioDefinition[] {
    return [...this.#scenarios.values()]
  }

  /**
   * The scenario named, or the scenarios named stacked left to right
   * (`'slow,auth'` or `['slow', 'auth']`). An unknown name is a `MockError`
   * (`UNKNOWN_SCENARIO`) that lists the known ones; two that can't stack, a
   * `SCENARIO_CONFLICT` naming both.
   */
  scenarioNamed(name: string | readonly string[]): ScenarioDefinition {
    const names = scenarioNames(name)
    if (names.length === 0)
      throw new MockError(
        'UNKNOWN_SCENARIO',
        `No scenario was named. Known scenarios: ${[...this.#scenarios.keys()].join(', ')}.`,
      )
    return stackScenarios(names.map((one) => this.#scenarioCalled(one)))
  }

  /**
   * The scenario of one request: the name its `X-Mock-Scenario` header gives,
   * else the one in force; with the scheduled scenarios open now stacked on top.
   */
  scenarioFor(headerValue: string | undefined): ScenarioDefinition {
    const base = headerValue === undefined ? this.#scenario : this.scenarioNamed(headerValue)
    const scheduled = this.#schedule?.activeAt()
    return scheduled?.length ? this.scenarioNamed([base.name, ...scheduled]) : base
  }

  /**
   * Answers `operation` with `resolver` instead, until `reset()` (or, with
   * `once`, for the next request only). The newest override of an operation
   * wins. Gives a function that removes it.
   */
  override<Id extends OperationId>(
    operation: Id,
    resolver: OverrideResolver<Id>,
    options?: OverrideOptions,
  ): () => void {
    return this.#overrides.add(operation, resolver, options)
  }

  /** The handler that answers `operation` now: the newest override (used up when once), else the operation's own. */
  handlerFor(operation: OperationId): OperationHandler {
    return this.#overrides.handlerFor(operation)
  }

  /** The schedule in force, or `undefined`. */
  get schedule(): Schedule | undefined {
    return this.#schedule
  }

  /**
   * Puts scenarios on a schedule, from now on the mock's clock; `[]` or
   * `undefined` clears it. Entries that don't fit (an unknown scenario, a
   * duration that is not one) are a `422` problem with JSON Pointers, and the
   * schedule stays as it was.
   */
  setSchedule(entries: readonly ScheduleEntry[] | undefined): void {
    this.#schedule = Schedule.checked(entries, (name) => this.scenarioNamed(name))
  }

  useScenario(name: string | readonly string[]): void {
    const scenario = this.scenarioNamed(name)
    this.history.change(`scenario "${scenario.name}"`, () => (this.#scenario = scenario))
  }

  /** Checked as `PUT /__mock/latency` checks it: a `MockError` (`INVALID_SETTING`) naming each offending field. */
  setLatency(latency: LatencySettings | undefined): void {
    const checked = checkedSetting('latency', latencySettingsSchema, latency)
    this.history.change('latency', () => (this.#latency = checked))
  }

  /** The real service of hybrid mode, `undefined` when the mock has none. */
  get real(): RealService | undefined {
    return this.#real
  }

  /** Each operation's mode: `mock`, `real` or `real-then-mock`. */
  get routes(): RouteTable {
    return this.#routes ?? this.#real?.routes ?? allMock
  }

  /**
   * Sets each operation's mode (`*` for all four; the ones not named are `mock`);
   * `undefined` goes back to the options' modes. An unknown operation or mode is
   * an `INVALID_SETTING`; a mode other than `mock` with no real service, a `NO_REAL_SERVICE`.
   */
  setRoutes(routes: RouteSettings | undefined): void {
    const checked = checkedSetting('routes', routeSettingsSchema, routes)
    const table = checked && routeTableOf(checked)
    if (table && !this.#real && Object.values(table).some((mode) => mode !== 'mock')) {
      throw new MockError(
        'NO_REAL_SERVICE',
        'Failed to set the routes: the mock has no real service to forward to. Start it with --real <url>, or createMock({ real: { url } }).',
      )
    }
    this.#routes = table
  }

  /** Checked as `PUT /__mock/faults` checks it: a misspelt operation or a status outside 400 to 599 is an `INVALID_SETTING`. */
  setFaults(faults: FaultSettings | undefined): void {
    const checked = checkedSetting('faults', faultSettingsSchema, faults)
    this.history.change('faults', () => this.#setFaults(checked))
  }

  setAuth(enforced: boolean | undefined): void {
    const checked = checkedSetting('auth', z.boolean(), enforced)
    this.history.change('auth', () => (this.#auth = checked))
  }

  /** The explicit settings, as set in code, by options or through the control API. */
  get settings() {
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

  /**
   * Back to how the mock was created: seeded data, options' scenario and
   * settings, empty journal; hanging requests let go. The timeline starts
   * again with the reset as its one step, which `undo()` reverts; named
   * snapshots stay.
   */
  async reset(): Promise<void> {
    this.history.restart()
    this.releaseHangs()
    this.#overrides.clear()
    this.#routes = undefined
    this.#applyOptions()
    this.journal.clear()
    this.#latencyRandom.restart()
    await Promise.all(
      [...this.#datasets.values()].map(async ({ snapshot, database }) => (await database).restore(snapshot)),
    )
    this.history.record({ kind: 'reset', label: 'reset' })
  }

  #setFaults(faults: FaultSettings | undefined): void {
    this.#faults = faults
    this.#faultRandom = createRandomStream([faults?.seed ?? this.seed, faultStream])
  }

  #applyOptions(): void {
    this.#scenario = this.scenarioNamed(this.#options.scenario ?? 'default')
    this.#latency = checkedSetting('latency', latencySettingsSchema, this.#options.latency)
    this.#auth = this.#options.auth
    this.#setFaults(checkedSetting('faults', faultSettingsSchema, this.#options.faults))
    // The options' schedule starts again with each reset, as if the mock were made anew.
    this.#schedule = Schedule.checked(this.#options.schedule, (name) => this.scenarioNamed(name))
  }

  #scenarioCalled(name: string): ScenarioDefinition {
    const scenario = this.#scenarios.get(name)
    if (!scenario) {
      throw new MockError(
        'UNKNOWN_SCENARIO',
        `Unknown scenario "${shownInput(name)}". Known scenarios: ${[...this.#scenarios.keys()].join(', ')}.`,
      )
    }
    return scenario
  }

  #settingsNow(): SettingsSnapshot {
    return { scenario: this.#scenario.name, latency: this.#latency, faults: this.#faults, auth: this.#auth }
  }

  /** What the history reads and writes of this session. */
  #historyHost(): HistoryHost {
    const datasets = this.#datasets
    return {
      seed: this.seed,
      svc: this.svc,
      *madeDatabases() {
        for (const [name, { made }] of datasets) if (made) yield [name, made] as const
      },
      *databases() {
        for (const [name, { database }] of datasets) yield [name, database] as const
      },
      databaseOf: (name) => this.#dataset(this.#scenarioOfDataset(name)!).database,
      knowsDataset: (name) => this.#scenarioOfDataset(name) !== undefined,
      knowsScenario: (name) => this.#knowsScenario(name),
      seededData: () => this.#store.snapshot(this.seed, this.scenarioNamed('default')),
      settings: () => this.#settingsNow(),
      applySettings: ({ scenario, latency, faults, auth }) => {
        this.#scenario = this.scenarioNamed(scenario)
        this.#latency = latency
        this.#auth = auth
        this.#setFaults(faults)
      },
    }
  }

  #knowsScenario(name: string): boolean {
    try {
      this.scenarioNamed(name)
      return true
    } catch {
      return false
    }
  }

  /** The scenario whose data a dataset name stands for: `default` for the seeded data. */
  #scenarioOfDataset(name: string): ScenarioDefinition | undefined {
    const scenario = this.#scenarios.get(name)
    if (name === seededDataset) return scenario
    return scenario?.data ? scenario : undefined
  }

  #dataset(scenario: ScenarioDefinition): Dataset {
    const key = datasetNameOf(scenario)
    let dataset = this.#datasets.get(key)
    if (!dataset) {
      const snapshot = this.#store.snapshot(this.seed, scenario)
      const database = this.#ownsData ? Database.create(snapshot) : this.#store.layered(this.seed, scenario)
      const made: Dataset = { snapshot, database }
      // Registered before anyone else awaits the database: its data as made is read before any edit.
      void database.then(
        (ready) => {
          made.made = { database: ready, initial: ready.snapshot() }
          this.history.noteMade(key, ready.revision)
        },
        () => undefined,
      )
      dataset = made
      this.#datasets.set(key, dataset)
    }
    return dataset
  }
}

/** The dataset a scenario reads and writes: its own data's (for a stack, the last with data), else the seeded data shared by all. */
function datasetNameOf(scenario: ScenarioDefinition): string {
  return dataSourceOf(scenario) ?? seededDataset
}

function releasable(): { promise: Promise<void>; release: () => void } {
  let release!: () => void
  const promise = new Promise<void>((resolve) => (release = resolve))
  return { promise, release }
}

/** `value` when `schema` takes it (or it is `undefined`, which unsets); else a `MockError` listing each problem by JSON Pointer. */
function checkedSetting<T>(name: string, schema: z.ZodType<T>, value: T | undefined): T | undefined {
  if (value === undefined) return undefined
  const parsed = schema.safeParse(value)
  if (parsed.success) return parsed.data
  const problems = fieldErrorsOf(parsed.error.issues).map(({ pointer, detail }) => `${pointer || '/'}: ${detail}`)
  throw new MockError('INVALID_SETTING', `Failed to set the ${name}: ${problems.join('; ')}.`)
}

function definedOnly(start: SessionStart): SessionStart {
  return Object.fromEntries(Object.entries(start).filter(([, value]) => value !== undefined))
}
