/**
 * @module The history of one session's state: the timeline of versions (undo,
 * going back to a version), named snapshots, and state files in and out. It
 * reads and writes the session's data and settings through `HistoryHost`
 * alone, so that the session knows its history and not the other way round.
 */
import type { Database, DataSnapshot } from '../../data/database.ts'
import { HttpProblem } from '../problems/http-problem.ts'
import { MockError } from '../problems/mock-error.ts'
import { shownInput } from '../problems/shown-input.ts'
import { seedFromHar, type HarSkip } from './har-seed.ts'
import { checkSnapshotName } from './snapshot-name.ts'
import { diffStates, settingsDiffer, valuesBefore } from './state-diff.ts'
import { parseStateFile, toStateFile, type StateFile } from './state-file.ts'
import { StateHistory, type Change, type TimelineEntry, type VersionInfo } from './state-history.ts'
import { seededDataset, type SettingsSnapshot, type StateSnapshot } from './state-snapshot.ts'

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

/** How a state file is loaded: `load` keeps it as a snapshot of its name (unless `keep: false`); `sync` (another tab's state) keeps nothing. */
export type LoadOptions = { kind?: 'load' | 'sync'; label?: string; keep?: boolean }

/** What `loadHar` did: the version it made, the answers it used, the entries it left alone (none of the four operations, or failed), the answers it skipped. */
export type HarSeedReport = { entry: TimelineEntry; used: number; ignored: number; skipped: readonly HarSkip[] }

/** A database the session has made, with its data as made. */
export type MadeDatabase = { readonly database: Database; readonly initial: DataSnapshot }

/** What the history needs of its session. */
export type HistoryHost = {
  readonly seed: number
  readonly svc: string
  /** The databases made so far, by dataset name. */
  madeDatabases(): Iterable<readonly [string, MadeDatabase]>
  /** Every dataset asked for so far (made or being made), by name. */
  databases(): Iterable<readonly [string, Promise<Database>]>
  /** Makes (or gives) the database of a dataset the session knows. */
  databaseOf(dataset: string): Promise<Database>
  knowsDataset(name: string): boolean
  knowsScenario(name: string): boolean
  /** The seeded data as made, even when the session never used it. */
  seededData(): DataSnapshot
  settings(): SettingsSnapshot
  applySettings(settings: SettingsSnapshot): void
}

export class SessionHistory {
  readonly #host: HistoryHost
  readonly #versions: StateHistory
  readonly #snapshots = new Map<string, NamedSnapshot>()
  /** Each made database's revision as the newest version holds it: a different number is a change not yet in the timeline. */
  readonly #seen = new Map<string, number>()
  readonly #changeListeners = new Set<(entry: TimelineEntry) => void>()

  constructor(host: HistoryHost, timelineSize?: number) {
    this.#host = host
    this.#versions = new StateHistory({ settings: host.settings(), data: new Map() }, timelineSize)
  }

  /** The timeline's newest version. */
  get version(): number {
    return this.#versions.version
  }

  /** A database was just made with this revision: what the timeline holds of it. */
  noteMade(dataset: string, revision: number): void {
    this.#seen.set(dataset, revision)
  }

  /**
   * Records changes made since the newest version (an edit through
   * `database()`, or the request named in `change`) as a version of their
   * own. Cheap when nothing changed: a number compared per dataset.
   */
  settle(change: Change = { kind: 'database', label: 'edit through database()' }): VersionInfo | undefined {
    return this.#dataChanged() ? this.record(change) : undefined
  }

  /** Runs `change` (a setting) as a version of its own, after recording what came before. */
  change(label: string, change: () => void): void {
    this.settle()
    change()
    this.record({ kind: 'setting', label })
  }

  /** Starts the timeline again from the state now, for a reset; then `record` the reset itself. */
  restart(): void {
    this.settle()
    this.#versions.restart(this.#versions.head, 'before reset')
  }

  /**
   * Adds a version for what changed since the newest one; `undefined` when
   * nothing did. Its patch is worked out when the timeline is read.
   */
  record(change: Change): VersionInfo | undefined {
    const dataChanged = this.#dataChanged()
    const state = this.#stateNow()
    this.#markSeen()
    const before = this.#versions.head
    // A write that stored the same values still counts: telling would cost a deep comparison on every PATCH.
    if (!dataChanged && !settingsDiffer(before, state)) return undefined
    const initial = (name: string) => this.#initialOf(name)
    const version = this.#versions.add(state, change, () => {
      const patch = diffStates(before, state, initial)
      return { patch, before: valuesBefore(before, patch, initial) }
    })
    this.#tellChange()
    return version
  }

  /** The versions kept, oldest first, each with the JSON Patch from the one before. */
  timeline(): TimelineEntry[] {
    this.settle()
    return this.#versions.entries()
  }

  /**
   * Called with each new version, and after an undo with the version the state went back to (so that
   * whoever mirrors the state, another tab, follows an undo too); the function returned stops it.
   */
  onChange(listener: (entry: TimelineEntry) => void): () => void {
    this.#changeListeners.add(listener)
    return () => this.#changeListeners.delete(listener)
  }

  /** Reverts the newest change; a `MockError` (`NOTHING_TO_UNDO`) when the state is as it started. */
  async undo(): Promise<TimelineEntry> {
    this.settle()
    await this.#bringTo(this.#versions.undo(), true)
    // The data is the newest version's again: nothing to record, but the state did change.
    this.#markSeen()
    this.#tellChange()
    return this.#versions.newest()
  }

  /** Goes back to the state right after `version`: a change of its own, so it can be undone. */
  async restoreVersion(version: number): Promise<TimelineEntry> {
    this.settle()
    await this.#bringTo(this.#versions.stateAt(version), true)
    this.record({ kind: 'restore', label: `back to version ${version}` })
    return this.#versions.newest()
  }

  /**
   * Keeps the state as it is now under `name` (made up when absent); a name
   * already taken is taken over. Costs an entry in a map: the snapshot shares
   * every record with the state.
   */
  snapshot({ name, include = 'all' }: { name?: string; include?: SnapshotScope } = {}): { name: string } {
    const chosen = name === undefined ? this.#freeSnapshotName() : checkSnapshotName(name)
    this.settle()
    this.#snapshots.set(chosen, {
      name: chosen,
      created: new Date().toISOString(),
      version: this.#versions.version,
      include,
      state: this.#versions.head,
    })
    return { name: chosen }
  }

  /** The snapshots kept, oldest first. */
  snapshots(): SnapshotInfo[] {
    return [...this.#snapshots.values()].map(({ state: _, ...info }) => info)
  }

  /** Puts the state of snapshot `name` back (its settings too, when it kept them): a change of its own. */
  async restore(name: string): Promise<TimelineEntry> {
    const snapshot = this.#snapshotNamed(name)
    this.settle()
    await this.#bringTo(snapshot.state, snapshot.include === 'all')
    this.record({ kind: 'restore', label: `snapshot "${name}"` })
    return this.#versions.newest()
  }

  /** Drops snapshot `name`; an `UNKNOWN_SNAPSHOT` when there is none. */
  deleteSnapshot(name: string): void {
    if (!this.#snapshots.delete(name))
      throw new MockError('UNKNOWN_SNAPSHOT', `There is no snapshot "${shownInput(name)}".`)
  }

  /** Snapshot `name` as a state file (what `--state` reads); without a name, the state now. */
  export(name?: string): StateFile {
    if (name === undefined) {
      this.settle()
      return toStateFile(
        'current',
        new Date().toISOString(),
        this.#host.seed,
        this.#withSeededData(this.#versions.head),
        true,
      )
    }
    const { created, state, include } = this.#snapshotNamed(name)
    return toStateFile(name, created, this.#host.seed, this.#withSeededData(state), include === 'all')
  }

  /**
   * Keeps a state file (as `export` writes it) as a snapshot of its name,
   * checked whole first: a `422` problem listing each offending field by JSON
   * Pointer, and nothing kept, when it does not fit. `restore(name)` then loads it.
   */
  import(file: unknown): SnapshotInfo {
    const snapshot = this.#parseStateFile(file)
    this.#snapshots.set(snapshot.name, snapshot)
    return this.snapshots().find((info) => info.name === snapshot.name)!
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
    this.settle()
    await this.#bringTo(snapshot.state, snapshot.include === 'all', true)
    this.record({ kind, label: label ?? (kind === 'sync' ? 'from another tab' : `state "${snapshot.name}"`) })
    if (keep) this.#snapshots.set(snapshot.name, { ...snapshot, version: this.#versions.version })
    return this.#versions.newest()
  }

  /**
   * Puts the successful answers of the four operations in a HAR log into the
   * seeded data (`--from-har`), as a state named `from-har` that can be
   * restored later; answers that don't fit the schemas are skipped and listed.
   * A log that is no HAR is a `422` problem, and nothing is loaded.
   */
  async loadHar(har: unknown): Promise<HarSeedReport> {
    const seeded = seedFromHar(har, { ...this.export(), name: 'from-har' }, this.#host.svc)
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

  /** A state file as a snapshot, checked whole: a `422` problem listing each offending field by JSON Pointer when it does not fit. */
  #parseStateFile(input: unknown): NamedSnapshot {
    const parsed = parseStateFile(
      input,
      (dataset) => this.#host.knowsDataset(dataset),
      (scenario) => this.#host.knowsScenario(scenario),
    )
    if (!parsed.ok)
      throw new HttpProblem(
        'validationFailed',
        "The state file does not fit the resources' schemas; nothing was loaded.",
        { errors: parsed.errors },
      )
    const { name, created } = parsed.file
    const state: StateSnapshot = { settings: parsed.settings ?? this.#host.settings(), data: parsed.data }
    return { name, created, version: this.#versions.version, include: parsed.settings ? 'all' : 'data', state }
  }

  /** `state` with the seeded dataset in it even when it was never used: a file then shows the whole data. */
  #withSeededData(state: StateSnapshot): StateSnapshot {
    if (state.data.has(seededDataset)) return state
    return {
      ...state,
      data: new Map([[seededDataset, this.#initialOf(seededDataset) ?? this.#host.seededData()], ...state.data]),
    }
  }

  #initialOf(dataset: string): DataSnapshot | undefined {
    for (const [name, made] of this.#host.madeDatabases()) if (name === dataset) return made.initial
    return undefined
  }

  /** The state now: each made database's data, by reference. */
  #stateNow(): StateSnapshot {
    const data = new Map<string, DataSnapshot>()
    for (const [name, { database }] of this.#host.madeDatabases()) data.set(name, database.snapshot())
    return { settings: this.#host.settings(), data }
  }

  /** Calls the `onChange` listeners with the newest version. */
  #tellChange(): void {
    if (this.#changeListeners.size === 0) return
    const entry = this.#versions.newest()
    for (const listener of this.#changeListeners) listener(entry)
  }

  /** A made database was written to since the newest version. */
  #dataChanged(): boolean {
    for (const [name, { database }] of this.#host.madeDatabases())
      if (database.revision !== this.#seen.get(name)) return true
    return false
  }

  #markSeen(): void {
    for (const [name, { database }] of this.#host.madeDatabases()) this.#seen.set(name, database.revision)
  }

  /**
   * Makes the state `target`: each dataset it holds, and every other made
   * dataset back to how it was made; the settings too when asked. With
   * `makeMissing`, datasets the target holds but this session never used are made first.
   */
  async #bringTo(target: StateSnapshot, withSettings: boolean, makeMissing = false): Promise<void> {
    if (withSettings) this.#host.applySettings(target.settings)
    if (makeMissing) for (const name of target.data.keys()) await this.#host.databaseOf(name)
    await Promise.all(
      [...this.#host.databases()].map(async ([name, made]) => {
        const database = await made
        const wanted = target.data.get(name) ?? this.#initialOf(name)
        if (wanted) await database.bringTo(wanted)
      }),
    )
  }

  #snapshotNamed(name: string): NamedSnapshot {
    const snapshot = this.#snapshots.get(name)
    if (!snapshot) {
      const known = [...this.#snapshots.keys()]
      throw new MockError(
        'UNKNOWN_SNAPSHOT',
        `There is no snapshot "${shownInput(name)}". ${known.length ? `Snapshots: ${known.join(', ')}.` : 'No snapshot was taken yet.'}`,
      )
    }
    return snapshot
  }

  #freeSnapshotName(): string {
    let number = this.#snapshots.size + 1
    while (this.#snapshots.has(`snapshot-${number}`)) number++
    return `snapshot-${number}`
  }
}
