/**
 * @module One session of the mock: its settings, its data per dataset, its
 * journal and overrides, and the history of its state. Every change of its
 * state goes through `commit`, which applies it and records the version it
 * makes, with its label: a request's write, a setter, a reset, a restore, a
 * state file, another tab's state. An edit through `database()` is recorded
 * when the database reports it. Undo alone puts a recorded version back
 * without recording one.
 */
import type { EngineDatabase } from '../../data/engine-database.ts'
import { defaultSeed } from '../../data/seed-data.ts'
import { HttpProblem } from '../problems/http-problem.ts'
import type { OperationId } from '../../model/operations.ts'
import { RequestJournal } from '../journal/request-journal.ts'
import type { OperationHandler } from '../operations/operation-context.ts'
import {
  OperationOverrides,
  type OverrideInfo,
  type OverrideOptions,
  type OverrideResolver,
} from '../operations/operation-override.ts'
import type { OverrideAnswer } from '../operations/override-answer.ts'
import type { ScenarioDefinition } from '../scenarios/define-scenario.ts'
import type { ScheduleEntry } from '../scenarios/schedule.ts'
import type { RouteSettings } from '../hybrid/real-service.ts'
import type { FaultSettings } from '../simulation/faults.ts'
import type { LatencySettings } from '../simulation/latency.ts'
import { seedFromHar, type HarSkip } from './har-seed.ts'
import type { MockOptions } from './mock-options.ts'
import { SessionData } from './session-data.ts'
import { EngineHistory, type NamedSnapshot, type SessionHistory, type SnapshotInfo } from './session-history.ts'
import { SessionSettings } from './session-settings.ts'
import { shareByMock, type SharedByMock } from './shared-by-mock.ts'
import { parseStateFile, toStateFile, type StateFile } from './state-file.ts'
import type { Change, TimelineEntry, VersionInfo } from './state-history.ts'
import { seededDataset, type StateSnapshot } from './state-snapshot.ts'

/** How a session differs from the mock's options. */
export type SessionStart = {
  /** Its own seed, instead of the mock's. */
  seed?: number
  /** Its own scenario to start with (and to go back to on reset). */
  scenario?: string
}

/** What `commit` gives: what the change gave, and the version it made (`undefined` when nothing changed). */
export type Committed<T> = { readonly value: T; readonly version: VersionInfo | undefined }

/** How a state file is loaded: `load` keeps it as a snapshot of its name (unless `keep: false`); `sync` (another tab's state) keeps nothing. */
export type LoadOptions = { kind?: 'load' | 'sync'; label?: string; keep?: boolean }

/** What `loadHar` did: the version it made, the answers it used, the entries it left alone (none of the four operations, or failed), the answers it skipped. */
export type HarSeedReport = { entry: TimelineEntry; used: number; ignored: number; skipped: readonly HarSkip[] }

const databaseEdit: Change = { kind: 'database', label: 'edit through database()' }

export class Session {
  readonly seed: number
  readonly journal: RequestJournal
  readonly settings: SessionSettings
  readonly data: SessionData
  /** Its versions and named snapshots, as the rest of the mock reads them. */
  readonly history: SessionHistory
  /** The same history, with the recording only this session does. */
  readonly #history: EngineHistory
  readonly #shared: SharedByMock
  /** Resolvers and answers given as data that answer in an operation's place, newest last. */
  readonly #overrides = new OperationOverrides()
  #hangs = releasable()
  /** Changes under way (`commit`): a database edit reported meanwhile belongs to them. */
  #open = 0
  /** A database edit was reported while a change was under way. */
  #written = false
  /** Undo is putting a version back: what the databases report is no change of its own. */
  #rewinding = false

  /**
   * @param shared What the mock's sessions share; a mock of one session may leave it out.
   * @param start How this session differs from the options; given for every session but the default one.
   */
  constructor(options: MockOptions = {}, shared: SharedByMock = shareByMock(options), start?: SessionStart) {
    const own = start ? { ...options, ...definedOnly(start) } : options
    this.seed = own.seed ?? defaultSeed
    if (!Number.isSafeInteger(this.seed)) {
      throw new TypeError(`Failed to create the mock: the seed must be an integer, got ${String(own.seed)}.`)
    }
    this.#shared = shared
    const listeners = shared.journalListeners
    this.journal = new RequestJournal(options.journalSize, {
      seed: this.seed,
      onRecord: (entry, exchange) => {
        for (const listener of listeners) listener(entry, exchange, this.seed)
      },
    })
    this.settings = new SessionSettings(own, this.seed, shared.scenarios, shared.real)
    this.history = this.#history = new EngineHistory(
      { settings: this.settings.snapshot(), data: new Map() },
      options.timelineSize,
    )
    this.data = new SessionData(this.seed, shared.datasets, shared.scenarios, start === undefined, {
      onEdit: () => this.#edited(),
      onMade: (dataset, initial) => this.#history.noteMade(dataset, initial),
    })
  }

  /**
   * The one way the state changes: runs `change`'s `apply`, then records one version labelled
   * `change` when the state differs (the settings, or data a database reported written meanwhile).
   * `apply` may be async; the version is recorded when it settles, and also when it throws.
   */
  commit<T>(change: Change, apply: () => Promise<T>): Promise<Committed<T>>
  commit<T>(change: Change, apply: () => T | Promise<T>): Committed<T> | Promise<Committed<T>>
  commit<T>(change: Change, apply: () => T | Promise<T>): Committed<T> | Promise<Committed<T>> {
    this.#open++
    let value: T | Promise<T>
    try {
      value = apply()
    } catch (error) {
      this.#close(change)
      throw error
    }
    if (!(value instanceof Promise)) return { value, version: this.#close(change) }
    return value.then(
      (settled) => ({ value: settled, version: this.#close(change) }),
      (error: unknown) => {
        this.#close(change)
        throw error
      },
    )
  }

  /** The database of a scenario; scenarios without data of their own share the seeded data. */
  database(scenario: ScenarioDefinition): Promise<EngineDatabase> {
    return this.data.database(scenario)
  }

  /** The database of a scenario when it is made already (a read then needs no promise); else `undefined`. */
  databaseNow(scenario: ScenarioDefinition): EngineDatabase | undefined {
    return this.data.databaseNow(scenario)
  }

  useScenario(name: string | readonly string[]): void {
    const scenario = this.settings.scenarioNamed(name)
    this.commit({ kind: 'setting', label: `scenario "${scenario.name}"` }, () => this.settings.useScenario(scenario))
  }

  setLatency(latency: LatencySettings | undefined): void {
    this.commit({ kind: 'setting', label: 'latency' }, () => this.settings.setLatency(latency))
  }

  setFaults(faults: FaultSettings | undefined): void {
    this.commit({ kind: 'setting', label: 'faults' }, () => this.settings.setFaults(faults))
  }

  setAuth(enforced: boolean | undefined): void {
    this.commit({ kind: 'setting', label: 'auth' }, () => this.settings.setAuth(enforced))
  }

  /** Routes and the schedule are no part of a version: they say where and when, not what the state is. */
  setRoutes(routes: RouteSettings | undefined): void {
    this.settings.setRoutes(routes)
  }

  setSchedule(entries: readonly ScheduleEntry[] | undefined): void {
    this.settings.setSchedule(entries)
  }

  /**
   * Answers `operation` with `resolver`, or the answer given as data, instead until `reset()` (or, with
   * `once`, for the next request only). The newest override of an operation wins. Gives its id and answer.
   */
  override<Id extends OperationId>(
    operation: Id,
    resolver: OverrideResolver<Id> | OverrideAnswer,
    options?: OverrideOptions,
  ): OverrideInfo {
    return this.#overrides.add(operation, resolver, options)
  }

  /** Removes the override `id`; false when there is none (removed, used up, or cleared by a reset). */
  removeOverride(id: string): boolean {
    return this.#overrides.remove(id)
  }

  /** The handler that answers `operation` now: the newest override (used up when once), else the operation's own. */
  handlerFor(operation: OperationId): OperationHandler {
    return this.#overrides.handlerFor(operation)
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
    this.#history.restart()
    this.releaseHangs()
    this.#overrides.clear()
    this.journal.clear()
    await this.commit({ kind: 'reset', label: 'reset' }, () => {
      this.settings.reset()
      return this.data.restore()
    })
  }

  /** Reverts the newest change; a `MockError` (`NOTHING_TO_UNDO`) when the state is as it started. */
  async undo(): Promise<TimelineEntry> {
    const target = this.#history.undo()
    this.#rewinding = true
    try {
      await this.#bringTo(target, true)
    } finally {
      this.#rewinding = false
    }
    // Nothing to record, but the state did change: whoever mirrors it follows.
    this.#history.tellChange()
    return this.#history.newest()
  }

  /** Goes back to the state right after `version`: a change of its own, so it can be undone. */
  async restoreVersion(version: number): Promise<TimelineEntry> {
    const target = this.#history.stateAt(version)
    await this.commit({ kind: 'restore', label: `back to version ${version}` }, () => this.#bringTo(target, true))
    return this.#history.newest()
  }

  /** Puts the state of snapshot `name` back (its settings too, when it kept them): a change of its own. */
  async restore(name: string): Promise<TimelineEntry> {
    const snapshot = this.#history.snapshotNamed(name)
    await this.commit({ kind: 'restore', label: `snapshot "${name}"` }, () =>
      this.#bringTo(snapshot.state, snapshot.include === 'all'),
    )
    return this.#history.newest()
  }

  /** Snapshot `name` as a state file (what `--state` reads); without a name, the state now. */
  export(name?: string): StateFile {
    if (name === undefined) {
      return toStateFile('current', new Date().toISOString(), this.seed, this.#withSeededData(this.#history.head), true)
    }
    const { created, state, include } = this.#history.snapshotNamed(name)
    return toStateFile(name, created, this.seed, this.#withSeededData(state), include === 'all')
  }

  /**
   * Keeps a state file (as `export` writes it) as a snapshot of its name,
   * checked whole first: a `422` problem listing each offending field by JSON
   * Pointer, and nothing kept, when it does not fit. `restore(name)` then loads it.
   */
  import(file: unknown): SnapshotInfo {
    return this.#history.keep(this.#parseStateFile(file))
  }

  /**
   * Loads a state file into the session now (`--state`, another tab's state),
   * checked as `import` checks it; with `kind: 'load'` kept as a snapshot of its name.
   */
  async load(
    file: unknown,
    { kind = 'load', label, keep = kind === 'load' }: LoadOptions = {},
  ): Promise<TimelineEntry> {
    const snapshot = this.#parseStateFile(file)
    const change = { kind, label: label ?? (kind === 'sync' ? 'from another tab' : `state "${snapshot.name}"`) }
    await this.commit(change, () => this.#bringTo(snapshot.state, snapshot.include === 'all', true))
    if (keep) this.#history.keep({ ...snapshot, version: this.#history.version })
    return this.#history.newest()
  }

  /**
   * Puts the successful answers of the four operations in a HAR log into the
   * seeded data (`--from-har`), as a state named `from-har` that can be
   * restored later; answers that don't fit the schemas are skipped and listed.
   * A log that is no HAR is a `422` problem, and nothing is loaded.
   */
  async loadHar(har: unknown): Promise<HarSeedReport> {
    const seeded = seedFromHar(har, { ...this.export(), name: 'from-har' }, this.#shared.svc)
    if (!seeded.ok)
      throw new HttpProblem(
        'validationFailed',
        'The file is not a HAR log (log.entries with request and response); nothing was loaded.',
        { errors: seeded.errors },
      )
    const { file, used, ignored, skipped } = seeded.seed
    const entry = await this.load(file)
    return { entry, used, ignored, skipped }
  }

  /** A database reported a write: part of the change under way, else a change of its own. */
  #edited(): void {
    if (this.#rewinding) return
    if (this.#open > 0) this.#written = true
    else this.#history.record(databaseEdit, this.#stateNow(), true)
  }

  /** Ends a change: records the version it made, if it made one. */
  #close(change: Change): VersionInfo | undefined {
    this.#open--
    const written = this.#written
    this.#written = false
    // Nothing written, and the settings the newest version holds: no version, and no state to take (every read).
    if (!written && this.settings.sameAs(this.#history.head.settings)) return undefined
    return this.#history.record(change, this.#stateNow(), written)
  }

  /** The state now: the settings, and each made database's data by reference. */
  #stateNow(): StateSnapshot {
    return { settings: this.settings.snapshot(), data: this.data.now() }
  }

  /**
   * Makes the state `target`: each dataset it holds, and every other made dataset back to
   * how it was made; the settings too when asked. With `makeMissing`, datasets the target
   * holds but this session never used are made first.
   */
  #bringTo(target: StateSnapshot, withSettings: boolean, makeMissing = false): Promise<void> {
    if (withSettings) this.settings.apply(target.settings)
    return this.data.bringTo(target.data, (name) => this.#history.initialOf(name), makeMissing)
  }

  /** A state file as a snapshot, checked whole: a `422` problem listing each offending field by JSON Pointer when it does not fit. */
  #parseStateFile(input: unknown): NamedSnapshot {
    const parsed = parseStateFile(
      input,
      (dataset) => this.data.knowsDataset(dataset),
      (scenario) => this.settings.knowsScenario(scenario),
    )
    if (!parsed.ok)
      throw new HttpProblem(
        'validationFailed',
        "The state file does not fit the resources' schemas; nothing was loaded.",
        {
          errors: parsed.errors,
        },
      )
    const { name, created } = parsed.file
    const state: StateSnapshot = { settings: parsed.settings ?? this.settings.snapshot(), data: parsed.data }
    return { name, created, version: this.#history.version, include: parsed.settings ? 'all' : 'data', state }
  }

  /** `state` with the seeded dataset in it even when it was never used: a file then shows the whole data. */
  #withSeededData(state: StateSnapshot): StateSnapshot {
    if (state.data.has(seededDataset)) return state
    const seeded = this.#history.initialOf(seededDataset) ?? this.data.seededData()
    return { ...state, data: new Map([[seededDataset, seeded], ...state.data]) }
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
