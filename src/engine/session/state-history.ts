/**
 * @module The versions of one session's state: version 0 as it started, then
 * one per change (a PATCH, an edit through `database()`, a reset, a setting,
 * a restore), each with the JSON Patch from the version before. Undo drops
 * the newest; going back to a version is itself a change. Bounded: the
 * oldest versions are let go, the oldest kept becoming the start.
 */
import { isoTimeNow } from '../journal/iso-time-now.ts'
import { MockError } from '../problems/mock-error.ts'
import type { PatchOperation } from './state-diff.ts'
import type { StateSnapshot } from './state-snapshot.ts'

/** What made a version. */
type ChangeKind = 'start' | 'request' | 'database' | 'reset' | 'setting' | 'restore' | 'load' | 'sync'

/** The request behind a change, as the journal knows it. */
export type ChangeRequest = { readonly method: string; readonly path: string; readonly sequence: number }

export type TimelineEntry = {
  readonly version: number
  /** ISO 8601 time of the change. */
  readonly time: string
  readonly kind: ChangeKind
  /** One line for people: `PATCH /svc/v1/AccountService`, `reset`, `scenario "slow"`. */
  readonly label: string
  /** The service request that made the change, when one did. */
  readonly request: ChangeRequest | null
  /** RFC 6902 operations from the version before to this one (empty for the start). */
  readonly patch: readonly PatchOperation[]
  /** The value each `replace` and `remove` of `patch` took away, by its path: to show "old → new". */
  readonly before: Readonly<Record<string, unknown>>
}

/** A version without its patch: what the journal and a PATCH need, at no cost. */
export type VersionInfo = Omit<TimelineEntry, 'patch' | 'before'>

/** A change as the timeline shows it, worked out when first read. */
export type ChangeDiff = { patch: readonly PatchOperation[]; before: Readonly<Record<string, unknown>> }

export type Change = { kind: ChangeKind; label: string; request?: ChangeRequest }

/** Versions kept per session by default. */
const defaultTimelineSize = 100

/** A version's patch is worked out when the timeline is first read: a PATCH only records its state. */
type Version = { readonly entry: VersionInfo; readonly state: StateSnapshot; diff: ChangeDiff | (() => ChangeDiff) }

export class StateHistory {
  readonly #versions: Version[] = []
  readonly #limit: number
  #next = 0

  constructor(start: StateSnapshot, limit = defaultTimelineSize) {
    if (!Number.isInteger(limit) || limit < 2)
      throw new RangeError(`Failed to create the timeline: its size must be an integer of at least 2, got ${limit}.`)
    this.#limit = limit
    this.#push(start, { kind: 'start', label: 'start' }, noChange)
  }

  /** The state of the newest version: what the session holds when nothing is pending. */
  get head(): StateSnapshot {
    return this.#versions.at(-1)!.state
  }

  get version(): number {
    return this.#versions.at(-1)!.entry.version
  }

  /** Adds a version holding `state`, reached by the change `diff()` gives when first asked. */
  add(state: StateSnapshot, change: Change, diff: () => ChangeDiff): VersionInfo {
    const entry = this.#push(state, change, diff)
    if (this.#versions.length > this.#limit) this.#versions.shift()
    return entry
  }

  /**
   * Starts the timeline again from `state` (the state before a reset): older
   * versions are let go, so that a reset is the one step left to undo.
   */
  restart(state: StateSnapshot, label: string): void {
    this.#versions.length = 0
    this.#push(state, { kind: 'start', label }, noChange)
  }

  /** Drops the newest version and gives the state before it; `NOTHING_TO_UNDO` at the start. */
  undo(): StateSnapshot {
    if (this.#versions.length < 2)
      throw new MockError(
        'NOTHING_TO_UNDO',
        'There is nothing to undo: the state is as it started (or as it was after the oldest change kept).',
      )
    this.#versions.pop()
    return this.head
  }

  /** The state after `version`; `UNKNOWN_VERSION` when there is none (never made, undone, or too old to keep). */
  stateAt(version: number): StateSnapshot {
    const found = this.#versions.find(({ entry }) => entry.version === version)
    if (!found) {
      const kept = this.#versions.map(({ entry }) => entry.version)
      throw new MockError(
        'UNKNOWN_VERSION',
        `There is no version ${version} in the timeline; it holds versions ${kept[0]} to ${kept.at(-1)}.`,
      )
    }
    return found.state
  }

  /** The versions kept, oldest first. */
  entries(): TimelineEntry[] {
    return this.#versions.map(entryOf)
  }

  /** The newest version, with its patch. */
  newest(): TimelineEntry {
    return entryOf(this.#versions.at(-1)!)
  }

  #push(state: StateSnapshot, change: Change, diff: Version['diff']): VersionInfo {
    const entry = {
      version: this.#next++,
      time: isoTimeNow(),
      kind: change.kind,
      label: change.label,
      request: change.request ?? null,
    }
    this.#versions.push({ entry, state, diff })
    return entry
  }
}

function entryOf(version: Version): TimelineEntry {
  if (typeof version.diff === 'function') version.diff = version.diff()
  return { ...version.entry, ...version.diff }
}

const noChange: ChangeDiff = { patch: [], before: {} }
