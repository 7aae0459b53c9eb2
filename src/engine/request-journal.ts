/**
 * @module The request journal: what the mock answered, newest last, bounded
 * so that a long run cannot grow memory. Tests assert on it the way
 * WireMock's `verify` works.
 */
import type { Har } from 'har-format'
import type { OperationId } from '../model/operations.ts'
import type { EngineRequest } from './engine-types.ts'
import { journalToHar } from './journal-har.ts'
import type { KeptBody } from './kept-body.ts'
import { redactExchange } from './redact-exchange.ts'

/** What went other than answered: an injected fault (`status`, `network-error`, `hang`), or the client left mid-request (`aborted`). */
export type FaultKind = 'status' | 'network-error' | 'hang' | 'aborted'

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
  /** The timeline's version this request made (`GET /__mock/timeline`), when it changed the state. */
  version: number | null
}

/**
 * What a HAR needs beyond the entry: kept beside it rather than in it, so that `all()` and
 * `GET /__mock/requests` stay small and never show a credential. Every field is a reference to
 * what the request and answer held already, or a cut copy of a body above the bound (`KeptBody`),
 * redacted on the way out (`redactExchange` in `toHAR`).
 */
export type JournalExchange = {
  /** The door's full URL, when it knows it. */
  readonly url: string | undefined
  readonly requestHeaders: EngineRequest['headerList']
  /** The request body as read, `null` when none was read (GET, or a request that failed before). */
  readonly requestBody: string | KeptBody | null
  readonly responseHeaders: Readonly<Record<string, string>>
  readonly responseBody: string | Uint8Array | KeptBody | null
}

export type JournalFilter = Partial<Omit<JournalEntry, 'sequence' | 'time' | 'durationMs' | 'delayMs'>> | ((entry: JournalEntry) => boolean)

export const defaultJournalSize = 1000

export class RequestJournal {
  readonly #capacity: number
  readonly #ring: JournalEntry[] = []
  /** `#exchanges[i]` belongs to `#ring[i]`; `undefined` when the recorder gave none. */
  readonly #exchanges: Array<JournalExchange | undefined> = []
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

  /**
   * Keeps `entry`, and `exchange` as given. Credentials in the exchange are
   * redacted when it leaves the journal (`toHAR`), not here: scanning every
   * answer's body cost more than the rest of the server's own work per request.
   */
  record(entry: Omit<JournalEntry, 'sequence'>, exchange?: JournalExchange): JournalEntry {
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
      version: entry.version,
    }
    if (this.#ring.length < this.#capacity) {
      this.#ring.push(stored)
      this.#exchanges.push(exchange)
    } else {
      this.#ring[this.#start] = stored
      this.#exchanges[this.#start] = exchange
      this.#start = (this.#start + 1) % this.#capacity
    }
    return stored
  }

  /** Every entry still held, oldest first. */
  all(): JournalEntry[] {
    return [...this.#ring.slice(this.#start), ...this.#ring.slice(0, this.#start)]
  }

  /**
   * Every entry still held, with its request and answer, as a HAR 1.2 log: for
   * browser devtools, HAR viewers, or Playwright's `routeFromHAR`.
   * `Authorization`, `Proxy-Authorization` and cookies other than `mock-session`
   * read `[redacted]`, and so does the value of any `password` key in a body
   * (redacted when recorded); see README, "The journal as HAR".
   * @example
   * await writeFile('mock.har', JSON.stringify(mock.requests.toHAR()))
   */
  toHAR(): Har {
    const start = this.#start
    const exchanges = [...this.#exchanges.slice(start), ...this.#exchanges.slice(0, start)]
    // The one way out of the journal for headers and bodies: nothing secret leaves it.
    return journalToHar(this.all(), exchanges.map((exchange) => exchange && redactExchange(exchange)))
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
    this.#exchanges.length = 0
    this.#start = 0
  }
}

/** `filter` as a predicate: itself, or a test that the fields it names are equal. */
export function toPredicate(filter: JournalFilter): (entry: JournalEntry) => boolean {
  if (typeof filter === 'function') return filter
  const expected = Object.entries(filter)
  return (entry) => expected.every(([key, value]) => entry[key as keyof JournalEntry] === value)
}
