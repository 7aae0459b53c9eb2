/**
 * @module The state of one session of the mock: its data per scenario, the
 * scenario in force, explicit latency, fault and auth settings, the random
 * streams and the journal. The engine reads it; `createMock` exposes it.
 * The default session holds its data itself; other sessions lie over data
 * shared by all (see `DatasetStore`).
 */
import { Database, type DataSnapshot } from '../../data/database.ts'
import { defaultCounts, defaultSeed, type SeedCounts, type SeedData } from '../../data/seed-data.ts'
import { builtInScenarios } from '../scenarios/built-in-scenarios.ts'
import { DatasetStore } from './dataset-store.ts'
import type { ScenarioDefinition } from '../scenarios/define-scenario.ts'
import { dataSourceOf, scenarioNames, stackScenarios } from '../scenarios/stack-scenarios.ts'
import { Schedule, scheduleSchema, type ScheduleEntry } from '../scenarios/schedule.ts'
import { fieldErrorsOf } from '../../model/field-errors-of.ts'
import { seedFromHar, type HarSkip } from './har-seed.ts'
import { realServiceOf, routeSettingsSchema, routeTableOf, type RealService, type RouteSettings, type RouteTable } from '../hybrid/real-service.ts'
import { faultSettingsSchema, layerFaults, pickFault, type Fault, type FaultSettings } from '../simulation/faults.ts'
import { delayOf, latencyFor, latencySettingsSchema, type LatencySettings } from '../simulation/latency.ts'
import { z } from 'zod'
import type { Behaviour } from '../simulation/behaviour.ts'
import { createRandomStream } from '../simulation/seeded-random.ts'
import { MockError } from '../problems/mock-error.ts'
import type { MockOptions } from './mock-options.ts'
import type { OperationId } from '../../model/operations.ts'
import { RequestJournal, type JournalEntry, type JournalExchange } from '../journal/request-journal.ts'
import { operationHandlers } from '../operations/operation-handlers.ts'
import type { OperationHandler } from '../operations/operation-context.ts'
import { overrideHandler, type OverrideOptions, type OverrideResolver } from '../operations/operation-override.ts'
import { shownInput } from '../problems/shown-input.ts'
import { HttpProblem } from '../problems/http-problem.ts'
import { diffStates, settingsDiffer, valuesBefore } from './state-diff.ts'
import { StateHistory, type Change, type TimelineEntry, type VersionInfo } from './state-history.ts'
import { parseStateFile, toStateFile, type StateFile } from './state-file.ts'
import { seededDataset, type SettingsSnapshot, type StateSnapshot } from './state-snapshot.ts'
import { checkSnapshotName } from './snapshot-name.ts'

export const scenarioHeader = 'X-Mock-Scenario'

type Dataset = {
  snapshot: SeedData
  database: Promise<Database>
  /** Set once the database is made: the timeline reads it without waiting. */
  made?: { database: Database; initial: DataSnapshot }
}

/** What a snapshot keeps: the data alone, or the settings in force too. */
export type SnapshotScope = 'all' | 'data'

export type SnapshotInfo = {
  name: string
  /** ISO 8601 time it was taken. */
  created: string
  /** The timeline's version it holds. */
  version: number
  /** `all`: data, scenario, latency, faults and auth; `data`: the data only. */
  include: SnapshotScope
}

type NamedSnapshot = SnapshotInfo & { state: StateSnapshot }

/** How `loadState` records what it loaded: a file (kept as a snapshot of its name) or another tab's state. */
export type LoadOptions = { kind?: 'load' | 'sync' }


/** Every operation answered by the mock: the routes of a mock with no real service, made once (read on every request). */
const allMock = Object.freeze(routeTableOf({}))

const latencyStream = 11
const faultStream = 12

/** What every session of one mock shares: the options, the scenarios, the seeded data. */
export type SharedByMock = {
  readonly options: MockOptions
  readonly scenarios: ReadonlyMap<string, ScenarioDefinition>
  readonly datasets: DatasetStore
  /** The real service of hybrid mode, checked; `undefined` when there is none. */
  readonly real: RealService | undefined
  /** Told of every entry any session's journal records (`--pact-out` keeps a Pact of them all). */
  readonly journalListeners: Set<SessionJournalListener>
}

/** Told of an entry a session's journal recorded, with its exchange as given and the session's seed. */
export type SessionJournalListener = (entry: JournalEntry, exchange: JournalExchange | undefined, seed: number) => void

/** The options every session shares, with the scenarios registered and a store for the seeded data. */
export function shareByMock(options: MockOptions): SharedByMock {
  const scenarios = new Map<string, ScenarioDefinition>()
  for (const scenario of [...builtInScenarios, ...(options.scenarios ?? [])]) scenarios.set(scenario.name, scenario)
  return { options, scenarios, datasets: new DatasetStore({ ...defaultCounts, ...options.counts }), real: realServiceOf(options.real), journalListeners: new Set() }
}

/** What `loadHar` did: the version it made, the answers it used, the entries it left alone (none of the four operations, or failed), the answers it skipped. */
export type HarSeedReport = { entry: TimelineEntry; used: number; ignored: number; skipped: readonly HarSkip[] }

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
  #schedule: Schedule | undefined
  readonly #latencyRandom
  #faultRandom
  #hangs = releasable()
  readonly #history: StateHistory
  readonly #snapshots = new Map<string, NamedSnapshot>()
  /** Each made database's revision as the newest version holds it: a different number is a change not yet in the timeline. */
  readonly #seen = new Map<string, number>()
  readonly #changeListeners = new Set<(entry: TimelineEntry) => void>()
  /** Resolvers that answer in an operation's place, newest last. */
  readonly #overrides = new Map<OperationId, Array<{ handler: OperationHandler; once: boolean }>>()
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
    this.#history = new StateHistory({ settings: this.#settingsNow(), data: new Map() }, options.timelineSize)
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
    if (names.length === 0) throw new MockError('UNKNOWN_SCENARIO', `No scenario was named. Known scenarios: ${[...this.#scenarios.keys()].join(', ')}.`)
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
   * Answers `operation` with `resolver` instead, until `resetOverrides()` or
   * `reset()` (or, with `once`, for the next request only). The newest
   * override of an operation wins. Gives a function that removes it.
   */
  override<Id extends OperationId>(operation: Id, resolver: OverrideResolver<Id>, { once = false }: OverrideOptions = {}): () => void {
    const overrides = this.#overrides.get(operation) ?? []
    const added = { handler: overrideHandler(resolver), once }
    overrides.push(added)
    this.#overrides.set(operation, overrides)
    return () => void overrides.splice(overrides.indexOf(added) >>> 0, 1)
  }

  resetOverrides(): void {
    this.#overrides.clear()
  }

  /** The handler that answers `operation` now: the newest override (used up when once), else the operation's own. */
  handlerFor(operation: OperationId): OperationHandler {
    const overrides = this.#overrides.get(operation)
    const newest = overrides?.at(-1)
    if (!newest) return operationHandlers[operation]
    if (newest.once) overrides!.pop()
    return newest.handler
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
    this.#schedule = this.#checkedSchedule(entries)
  }

  useScenario(name: string | readonly string[]): void {
    const scenario = this.scenarioNamed(name)
    this.#changeSetting(`scenario "${scenario.name}"`, () => (this.#scenario = scenario))
  }

  /** Checked as `PUT /__mock/latency` checks it: a `MockError` (`INVALID_SETTING`) naming each offending field. */
  setLatency(latency: LatencySettings | undefined): void {
    const checked = checkedSetting('latency', latencySettingsSchema, latency)
    this.#changeSetting('latency', () => (this.#latency = checked))
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
      throw new MockError('NO_REAL_SERVICE', 'Failed to set the routes: the mock has no real service to forward to. Start it with --real <url>, or createMock({ real: { url } }).')
    }
    this.#routes = table
  }

  /** Checked as `PUT /__mock/faults` checks it: a misspelt operation or a status outside 400 to 599 is an `INVALID_SETTING`. */
  setFaults(faults: FaultSettings | undefined): void {
    const checked = checkedSetting('faults', faultSettingsSchema, faults)
    this.#changeSetting('faults', () => this.#setFaults(checked))
  }

  setAuth(enforced: boolean | undefined): void {
    const checked = checkedSetting('auth', z.boolean(), enforced)
    this.#changeSetting('auth', () => (this.#auth = checked))
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

  /**
   * Back to how the mock was created: seeded data, options' scenario and
   * settings, empty journal; hanging requests let go. The timeline starts
   * again with the reset as its one step, which `undo()` reverts; named
   * snapshots stay.
   */
  async reset(): Promise<void> {
    this.settle()
    this.#history.restart(this.#history.head, 'before reset')
    this.releaseHangs()
    this.#overrides.clear()
    this.#routes = undefined
    this.#applyOptions()
    this.journal.clear()
    this.#latencyRandom.restart()
    await Promise.all(
      [...this.#datasets.values()].map(async ({ snapshot, database }) => (await database).restore(snapshot)),
    )
    this.#commit({ kind: 'reset', label: 'reset' })
  }

  /** The timeline's newest version. */
  get version(): number {
    return this.#history.version
  }

  /**
   * Records changes made since the newest version (an edit through
   * `database()`, or the request named in `change`) as a version of their
   * own. Cheap when nothing changed: a number compared per dataset.
   */
  settle(change: Change = { kind: 'database', label: 'edit through database()' }): VersionInfo | undefined {
    return this.#dataChanged() ? this.#commit(change) : undefined
  }

  /** The versions kept, oldest first, each with the JSON Patch from the one before. */
  timeline(): TimelineEntry[] {
    this.settle()
    return this.#history.entries()
  }

  /**
   * Called with each new version, and after an undo with the version the state went back to (so that
   * whoever mirrors the state, another tab, follows an undo too); the function returned stops it.
   */
  onChange(listener: (entry: TimelineEntry) => void): () => void {
    this.#changeListeners.add(listener)
    return () => this.#changeListeners.delete(listener)
  }

  /**
   * Keeps the state as it is now under `name` (made up when absent) and gives
   * the name; a name already taken is taken over. Costs an entry in a map:
   * the snapshot shares every record with the state.
   */
  snapshot(name?: string, include: SnapshotScope = 'all'): string {
    const chosen = name === undefined ? this.#freeSnapshotName() : checkSnapshotName(name)
    this.settle()
    this.#snapshots.set(chosen, { name: chosen, created: new Date().toISOString(), version: this.#history.version, include, state: this.#history.head })
    return chosen
  }

  snapshots(): SnapshotInfo[] {
    return [...this.#snapshots.values()].map(({ state: _, ...info }) => info)
  }

  /** Puts the state of snapshot `name` back (its settings too, when it kept them): a change of its own. */
  async restore(name: string): Promise<TimelineEntry> {
    const snapshot = this.#snapshotNamed(name)
    this.settle()
    await this.#bringTo(snapshot.state, snapshot.include === 'all')
    this.#commit({ kind: 'restore', label: `snapshot "${name}"` })
    return this.#newest()
  }

  deleteSnapshot(name: string): boolean {
    return this.#snapshots.delete(name)
  }

  /** Snapshot `name` as a file, for `--state` or `loadState`. */
  exportSnapshot(name: string): StateFile {
    const { created, state, include } = this.#snapshotNamed(name)
    return toStateFile(name, created, this.seed, this.#withSeededData(state), include === 'all')
  }

  /** Reverts the newest change; a `MockError` (`NOTHING_TO_UNDO`) when the state is as it started. */
  async undo(): Promise<TimelineEntry> {
    this.settle()
    await this.#bringTo(this.#history.undo(), true)
    // The data is the newest version's again: nothing to record, but the state did change.
    this.#markSeen()
    this.#tellChange()
    return this.#newest()
  }

  /** Goes back to the state right after `version`: a change of its own, so it can be undone. */
  async restoreVersion(version: number): Promise<TimelineEntry> {
    this.settle()
    await this.#bringTo(this.#history.stateAt(version), true)
    this.#commit({ kind: 'restore', label: `back to version ${version}` })
    return this.#newest()
  }

  /**
   * Keeps a state file (as `exportSnapshot` writes it) as a snapshot of its
   * name, checked whole first: a `422` problem listing each offending field by
   * JSON Pointer, and nothing kept, when it does not fit.
   */
  importSnapshot(input: unknown): SnapshotInfo {
    const snapshot = this.#parseStateFile(input)
    this.#snapshots.set(snapshot.name, snapshot)
    return this.snapshots().find((info) => info.name === snapshot.name)!
  }

  /**
   * Loads a state file into the session now (`--state`), checked as
   * `importSnapshot` checks it; kept as a snapshot of its name, to go back to.
   * With `kind: 'sync'` (another tab's state) nothing is kept.
   */
  async loadState(input: unknown, { kind = 'load' }: LoadOptions = {}): Promise<TimelineEntry> {
    const snapshot = this.#parseStateFile(input)
    this.settle()
    await this.#bringTo(snapshot.state, snapshot.include === 'all', true)
    this.#commit({ kind, label: kind === 'sync' ? 'from another tab' : `state "${snapshot.name}"` })
    if (kind === 'load') this.#snapshots.set(snapshot.name, { ...snapshot, version: this.#history.version })
    return this.#newest()
  }

  /**
   * Puts the successful answers of the four operations in a HAR log into the
   * seeded data (`--from-har`), as a state named `from-har` that can be
   * restored later; answers that don't fit the schemas are skipped and listed.
   * A log that is no HAR is a `422` problem, and nothing is loaded.
   */
  async loadHar(har: unknown): Promise<HarSeedReport> {
    const seeded = seedFromHar(har, this.exportCurrent('from-har'), this.svc)
    if (!seeded.ok) throw new HttpProblem('validationFailed', 'The file is not a HAR log (log.entries with request and response); nothing was loaded.', { errors: seeded.errors })
    const { file, used, ignored, skipped } = seeded.seed
    const entry = await this.loadState(file)
    return { entry, used, ignored, skipped }
  }

  /** A state file as a snapshot, checked whole: a `422` problem listing each offending field by JSON Pointer when it does not fit. */
  #parseStateFile(input: unknown): NamedSnapshot {
    const parsed = parseStateFile(
      input,
      (dataset) => this.#scenarioOfDataset(dataset) !== undefined,
      (scenario) => this.#knowsScenario(scenario),
    )
    if (!parsed.ok) throw new HttpProblem('validationFailed', 'The state file does not fit the resources\' schemas; nothing was loaded.', { errors: parsed.errors })
    const { name, created } = parsed.file
    const state: StateSnapshot = { settings: parsed.settings ?? this.#settingsNow(), data: parsed.data }
    return { name, created, version: this.#history.version, include: parsed.settings ? 'all' : 'data', state }
  }

  /** The state now, as a file: what another tab loads to be in step. */
  exportCurrent(name = 'current'): StateFile {
    this.settle()
    return toStateFile(name, new Date().toISOString(), this.seed, this.#withSeededData(this.#history.head), true)
  }

  /** `state` with the seeded dataset in it even when it was never used: a file then shows the whole data. */
  #withSeededData(state: StateSnapshot): StateSnapshot {
    if (state.data.has(seededDataset)) return state
    const seeded = this.#datasets.get(seededDataset)?.made?.initial ?? this.#store.snapshot(this.seed, this.scenarioNamed('default'))
    return { ...state, data: new Map([[seededDataset, seeded], ...state.data]) }
  }

  #changeSetting(label: string, change: () => void): void {
    this.settle()
    change()
    this.#commit({ kind: 'setting', label })
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
    this.#schedule = this.#checkedSchedule(this.#options.schedule)
  }

  #checkedSchedule(entries: readonly ScheduleEntry[] | undefined): Schedule | undefined {
    if (entries === undefined || entries.length === 0) return undefined
    const parsed = scheduleSchema.safeParse(entries)
    const errors = parsed.success ? [] : fieldErrorsOf(parsed.error.issues)
    for (const [position, entry] of entries.entries()) {
      const named: unknown = (entry as { scenario?: unknown } | null)?.scenario
      if (typeof named !== 'string' && !(Array.isArray(named) && named.every((name) => typeof name === 'string'))) continue
      try {
        this.scenarioNamed(named)
      } catch (error) {
        errors.push({ pointer: `/${position}/scenario`, detail: (error as Error).message })
      }
    }
    if (errors.length > 0) throw new HttpProblem('validationFailed', 'The schedule was not changed: some entries do not fit.', { errors })
    return new Schedule(entries)
  }

  #scenarioCalled(name: string): ScenarioDefinition {
    const scenario = this.#scenarios.get(name)
    if (!scenario) {
      throw new MockError('UNKNOWN_SCENARIO', `Unknown scenario "${shownInput(name)}". Known scenarios: ${[...this.#scenarios.keys()].join(', ')}.`)
    }
    return scenario
  }

  #settingsNow(): SettingsSnapshot {
    return { scenario: this.#scenario.name, latency: this.#latency, faults: this.#faults, auth: this.#auth }
  }

  /** The state now: each made database's data, by reference. */
  #stateNow(): StateSnapshot {
    const data = new Map<string, DataSnapshot>()
    for (const [name, { made }] of this.#datasets) if (made) data.set(name, made.database.snapshot())
    return { settings: this.#settingsNow(), data }
  }

  /**
   * Adds a version for what changed since the newest one; `undefined` when
   * nothing did. Its patch is worked out when the timeline is read.
   */
  #commit(change: Change): VersionInfo | undefined {
    const dataChanged = this.#dataChanged()
    const state = this.#stateNow()
    this.#markSeen()
    const before = this.#history.head
    // A write that stored the same values still counts: telling would cost a deep comparison on every PATCH.
    if (!dataChanged && !settingsDiffer(before, state)) return undefined
    const initial = (name: string) => this.#datasets.get(name)?.made?.initial
    const version = this.#history.add(state, change, () => {
      const patch = diffStates(before, state, initial)
      return { patch, before: valuesBefore(before, patch, initial) }
    })
    this.#tellChange()
    return version
  }

  /** Calls the `onChange` listeners with the newest version. */
  #tellChange(): void {
    if (this.#changeListeners.size === 0) return
    const entry = this.#history.newest()
    for (const listener of this.#changeListeners) listener(entry)
  }

  #newest(): TimelineEntry {
    return this.#history.newest()
  }

  /** A made database was written to since the newest version. */
  #dataChanged(): boolean {
    for (const [name, { made }] of this.#datasets) if (made && made.database.revision !== this.#seen.get(name)) return true
    return false
  }

  #markSeen(): void {
    for (const [name, { made }] of this.#datasets) if (made) this.#seen.set(name, made.database.revision)
  }

  /**
   * Makes the state `target`: each dataset it holds, and every other made
   * dataset back to how it was made; the settings too when asked. With
   * `makeMissing`, datasets the target holds but this session never used are made first.
   */
  async #bringTo(target: StateSnapshot, withSettings: boolean, makeMissing = false): Promise<void> {
    if (withSettings) {
      const { scenario, latency, faults, auth } = target.settings
      this.#scenario = this.scenarioNamed(scenario)
      this.#latency = latency
      this.#auth = auth
      this.#setFaults(faults)
    }
    if (makeMissing) {
      for (const name of target.data.keys()) await this.#dataset(this.#scenarioOfDataset(name)!).database
    }
    await Promise.all(
      [...this.#datasets].map(async ([name, dataset]) => {
        const database = await dataset.database
        const wanted = target.data.get(name) ?? dataset.made?.initial
        if (wanted) await database.bringTo(wanted)
      }),
    )
  }

  #snapshotNamed(name: string): NamedSnapshot {
    const snapshot = this.#snapshots.get(name)
    if (!snapshot) {
      const known = [...this.#snapshots.keys()]
      throw new MockError('UNKNOWN_SNAPSHOT', `There is no snapshot "${shownInput(name)}". ${known.length ? `Snapshots: ${known.join(', ')}.` : 'No snapshot was taken yet.'}`)
    }
    return snapshot
  }

  #freeSnapshotName(): string {
    let number = this.#snapshots.size + 1
    while (this.#snapshots.has(`snapshot-${number}`)) number++
    return `snapshot-${number}`
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
      void database.then((ready) => {
        made.made = { database: ready, initial: ready.snapshot() }
        this.#seen.set(key, ready.revision)
      }, () => undefined)
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
