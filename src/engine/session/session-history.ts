/**
 * @module The history of one session's state: the timeline of versions and
 * the named snapshots. It is told each version by the session as the change
 * is made (`record`), and gives back the states that undo, a restore or a
 * snapshot bring the session to; it never reads the session itself.
 */
import type { DataSnapshot } from '../../data/data-snapshot.ts'
import { MockError } from '../problems/mock-error.ts'
import { shownInput } from '../problems/shown-input.ts'
import { checkSnapshotName } from './snapshot-name.ts'
import { diffStates, settingsDiffer, valuesBefore } from './state-diff.ts'
import { StateHistory, type Change, type TimelineEntry, type VersionInfo } from './state-history.ts'
import type { StateSnapshot } from './state-snapshot.ts'

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

/** A snapshot with the state it keeps. */
export type NamedSnapshot = SnapshotInfo & { state: StateSnapshot }

/**
 * A session's history as the rest of the mock reads it: the timeline, the named snapshots and the
 * change listeners. Versions are recorded by the session alone, through `EngineHistory`.
 */
export interface SessionHistory {
  /** The timeline's newest version. */
  readonly version: number
  /** The versions kept, oldest first, each with the JSON Patch from the one before. */
  timeline(): TimelineEntry[]
  /** The newest version, with its patch. */
  newest(): TimelineEntry
  /**
   * Called with each new version, and after an undo with the version the state went back to; the
   * function returned stops it.
   */
  onChange(listener: (entry: TimelineEntry) => void): () => void
  /** Keeps the newest version under `name` (made up when absent); a name already taken is taken over. */
  snapshot(options?: { name?: string; include?: SnapshotScope }): { name: string }
  /** The snapshots kept, oldest first. */
  snapshots(): SnapshotInfo[]
  /** Drops snapshot `name`; an `UNKNOWN_SNAPSHOT` when there is none. */
  deleteSnapshot(name: string): void
}

/** The history a session keeps: `SessionHistory`, and the recording, undo and restore only the session calls. */
export class EngineHistory implements SessionHistory {
  readonly #versions: StateHistory
  readonly #snapshots = new Map<string, NamedSnapshot>()
  /** Each dataset's data as made: where its patches start. */
  readonly #initial = new Map<string, DataSnapshot>()
  readonly #changeListeners = new Set<(entry: TimelineEntry) => void>()

  constructor(start: StateSnapshot, timelineSize?: number) {
    this.#versions = new StateHistory(start, timelineSize)
  }

  /** The timeline's newest version. */
  get version(): number {
    return this.#versions.version
  }

  /** The state of the newest version: the session's state, as every change is recorded when made. */
  get head(): StateSnapshot {
    return this.#versions.head
  }

  /** A dataset was made holding `data`: a version without it holds it as made. */
  noteMade(dataset: string, data: DataSnapshot): void {
    this.#initial.set(dataset, data)
  }

  /** The data a dataset was made with; `undefined` for one never made. */
  initialOf(dataset: string): DataSnapshot | undefined {
    return this.#initial.get(dataset)
  }

  /**
   * Adds `state` as a version made by `change`, and tells the `onChange` listeners; `undefined`
   * when nothing changed: no data was written (`dataChanged`) and the settings are the newest version's.
   * Its patch is worked out when the timeline is read.
   */
  record(change: Change, state: StateSnapshot, dataChanged: boolean): VersionInfo | undefined {
    const before = this.#versions.head
    // A write that stored the same values still counts: telling would cost a deep comparison on every PATCH.
    if (!dataChanged && !settingsDiffer(before, state)) return undefined
    const initial = (name: string) => this.#initial.get(name)
    const version = this.#versions.add(state, change, () => {
      const patch = diffStates(before, state, initial)
      return { patch, before: valuesBefore(before, patch, initial) }
    })
    this.tellChange()
    return version
  }

  /** Starts the timeline again from the newest version, for a reset: the reset is then the one step to undo. */
  restart(): void {
    this.#versions.restart(this.#versions.head, 'before reset')
  }

  /** Drops the newest version and gives the state before it; a `MockError` (`NOTHING_TO_UNDO`) at the start. */
  undo(): StateSnapshot {
    return this.#versions.undo()
  }

  /** The state right after `version`; `UNKNOWN_VERSION` when the timeline no longer holds it. */
  stateAt(version: number): StateSnapshot {
    return this.#versions.stateAt(version)
  }

  /** The versions kept, oldest first, each with the JSON Patch from the one before. */
  timeline(): TimelineEntry[] {
    return this.#versions.entries()
  }

  /** The newest version, with its patch. */
  newest(): TimelineEntry {
    return this.#versions.newest()
  }

  /**
   * Called with each new version, and after an undo with the version the state went back to (so that
   * whoever mirrors the state, another tab, follows an undo too); the function returned stops it.
   */
  onChange(listener: (entry: TimelineEntry) => void): () => void {
    this.#changeListeners.add(listener)
    return () => this.#changeListeners.delete(listener)
  }

  /** Calls the `onChange` listeners with the newest version. */
  tellChange(): void {
    if (this.#changeListeners.size === 0) return
    const entry = this.#versions.newest()
    for (const listener of this.#changeListeners) listener(entry)
  }

  /**
   * Keeps the newest version under `name` (made up when absent); a name already taken is
   * taken over. Costs an entry in a map: the snapshot shares every record with the state.
   */
  snapshot({ name, include = 'all' }: { name?: string; include?: SnapshotScope } = {}): { name: string } {
    const chosen = name === undefined ? this.#freeSnapshotName() : checkSnapshotName(name)
    const { version, head: state } = this
    this.#snapshots.set(chosen, { name: chosen, created: new Date().toISOString(), version, include, state })
    return { name: chosen }
  }

  /** Keeps `snapshot` (a state file's) under its name. */
  keep(snapshot: NamedSnapshot): SnapshotInfo {
    this.#snapshots.set(snapshot.name, snapshot)
    const { state: _, ...info } = snapshot
    return info
  }

  /** The snapshots kept, oldest first. */
  snapshots(): SnapshotInfo[] {
    return [...this.#snapshots.values()].map(({ state: _, ...info }) => info)
  }

  /** Snapshot `name`; an `UNKNOWN_SNAPSHOT` naming the ones there are when there is none. */
  snapshotNamed(name: string): NamedSnapshot {
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

  /** Drops snapshot `name`; an `UNKNOWN_SNAPSHOT` when there is none. */
  deleteSnapshot(name: string): void {
    if (!this.#snapshots.delete(name))
      throw new MockError('UNKNOWN_SNAPSHOT', `There is no snapshot "${shownInput(name)}".`)
  }

  #freeSnapshotName(): string {
    let number = this.#snapshots.size + 1
    while (this.#snapshots.has(`snapshot-${number}`)) number++
    return `snapshot-${number}`
  }
}
