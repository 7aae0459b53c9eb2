/**
 * @module The request journal: what the mock answered, newest last, bounded
 * so that a long run cannot grow memory. Tests assert on it the way
 * WireMock's `verify` works.
 */
import type { OperationId } from '../model/operations.ts'

export type FaultKind = 'status' | 'network-error' | 'hang'

export type JournalEntry = {
  /** Increases by one per request, across clears, so entries can be told apart. */
  sequence: number
  /** ISO 8601 time the request arrived. */
  time: string
  method: string
  /** Path and query, without the origin. */
  path: string
  operation: OperationId | null
  /** `null` when no answer was sent (network error, hang). */
  status: number | null
  /** What the client waits, in ms: the mock's own time plus the delay it chose. */
  durationMs: number
  /** The simulated delay the mock chose for this answer, in ms; `null` when it never answers. */
  delayMs: number | null
  scenario: string
  /** Username of the caller, when known. */
  caller: string | null
  fault: FaultKind | null
}

export type JournalFilter = Partial<Omit<JournalEntry, 'sequence' | 'time' | 'durationMs' | 'delayMs'>> | ((entry: JournalEntry) => boolean)

export const defaultJournalSize = 1000

export class RequestJournal {
  readonly #capacity: number
  readonly #ring: JournalEntry[] = []
  /** Index in `#ring` of the oldest entry once the ring is full. */
  #start = 0
  #sequence = 0

  constructor(capacity: number = defaultJournalSize) {
    if (!Number.isInteger(capacity) || capacity < 1) {
      throw new RangeError(`Failed to create the request journal: its size must be a positive integer, got ${capacity}.`)
    }
    this.#capacity = capacity
  }

  get size(): number {
    return this.#ring.length
  }

  get capacity(): number {
    return this.#capacity
  }

  /** Entries recorded since the journal was made, cleared ones included. */
  get recorded(): number {
    return this.#sequence
  }

  record(entry: Omit<JournalEntry, 'sequence'>): JournalEntry {
    // Field by field rather than `{ sequence, ...entry }`: the spread cost several times the rest of a record, once per request.
    const stored: JournalEntry = {
      sequence: ++this.#sequence,
      time: entry.time,
      method: entry.method,
      path: entry.path,
      operation: entry.operation,
      status: entry.status,
      durationMs: entry.durationMs,
      delayMs: entry.delayMs,
      scenario: entry.scenario,
      caller: entry.caller,
      fault: entry.fault,
    }
    if (this.#ring.length < this.#capacity) {
      this.#ring.push(stored)
    } else {
      this.#ring[this.#start] = stored
      this.#start = (this.#start + 1) % this.#capacity
    }
    return stored
  }

  /** Every entry still held, oldest first. */
  all(): JournalEntry[] {
    return [...this.#ring.slice(this.#start), ...this.#ring.slice(0, this.#start)]
  }

  /** Entries matching `filter`: a predicate, or fields that must be equal. */
  filter(filter: JournalFilter = {}): JournalEntry[] {
    return this.all().filter(toPredicate(filter))
  }

  /** The newest entry matching `filter`. */
  find(filter: JournalFilter = {}): JournalEntry | undefined {
    return this.filter(filter).at(-1)
  }

  count(filter: JournalFilter = {}): number {
    return this.filter(filter).length
  }

  clear(): void {
    this.#ring.length = 0
    this.#start = 0
  }
}

function toPredicate(filter: JournalFilter): (entry: JournalEntry) => boolean {
  if (typeof filter === 'function') return filter
  const expected = Object.entries(filter)
  return (entry) => expected.every(([key, value]) => entry[key as keyof JournalEntry] === value)
}
