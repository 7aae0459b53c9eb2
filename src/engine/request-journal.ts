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

/** Who answered: the mock, the real service (hybrid mode), or the mock in place of a real service that failed (`real-then-mock`). */
export type AnswerSource = 'mock' | 'real' | 'mock-fallback'

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
  /** Who answered: `mock`, or in hybrid mode `real` or `mock-fallback`. */
  source: AnswerSource
}

/**
 * A body as an entry gives it: the parsed JSON when it is JSON, else the
 * text; `null` when there was none. A body above 64 KiB is cut and marked:
 * `{ truncated: true, fullSize, text }` (`fullSize` in bytes). Credentials and
 * the value of any `password` key read `[redacted]`.
 */
export type JournalBody = unknown

/** An entry as the journal hands it out: what was recorded, with the request's and the answer's bodies. */
export type JournalRecord = JournalEntry & {
  /** What the client sent, e.g. the PATCH's body: `mock.requests.find({ operation: 'updateAccountSettings' })?.requestBody`. */
  requestBody: JournalBody
  /** What the mock answered. */
  responseBody: JournalBody
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
  /** The status text the answer came with (a real service's); the HAR's own table's otherwise. */
  readonly statusText?: string
  /** Why no answer came, as Chromium names it (`net::ERR_CONNECTION_REFUSED`): the HAR's `_error` for a real service that failed. */
  readonly error?: string
}

export type JournalFilter = Partial<Omit<JournalEntry, 'sequence' | 'time' | 'durationMs' | 'delayMs'>> | ((entry: JournalRecord) => boolean)

/** The journal as tests and pages read it: everything but the engine's own `record`. */
export type Journal = Omit<RequestJournal, 'record'>

export const defaultJournalSize = 1000

export class RequestJournal {
  readonly #capacity: number
  readonly #ring: JournalEntry[] = []
  /** `#exchanges[i]` belongs to `#ring[i]`; `undefined` when the recorder gave none. */
  readonly #exchanges: Array<JournalExchange | undefined> = []
  /** `#handedOut[i]` is `#ring[i]` with its bodies, made (and redacted) the first time it is read. */
  readonly #handedOut: Array<JournalRecord | undefined> = []
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
      source: entry.source,
    }
    if (this.#ring.length < this.#capacity) {
      this.#ring.push(stored)
      this.#exchanges.push(exchange)
      this.#handedOut.push(undefined)
    } else {
      this.#ring[this.#start] = stored
      this.#exchanges[this.#start] = exchange
      this.#handedOut[this.#start] = undefined
      this.#start = (this.#start + 1) % this.#capacity
    }
    return stored
  }

  /** Every entry still held, oldest first, with its bodies. */
  all(): JournalRecord[] {
    const records: JournalRecord[] = []
    for (let offset = 0; offset < this.#ring.length; offset++) records.push(this.#recordAt((this.#start + offset) % this.#ring.length))
    return records
  }

  /** The entry at a position of the ring with its bodies, made once: reading bodies is paid when read, not on every request. */
  #recordAt(position: number): JournalRecord {
    let record = this.#handedOut[position]
    if (!record) {
      const exchange = this.#exchanges[position]
      const redacted = exchange && redactExchange(exchange)
      record = { ...this.#ring[position]!, requestBody: bodyOf(redacted?.requestBody), responseBody: bodyOf(redacted?.responseBody) }
      this.#handedOut[position] = record
    }
    return record
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
    const entries = [...this.#ring.slice(start), ...this.#ring.slice(0, start)]
    return journalToHar(entries, exchanges.map((exchange) => exchange && redactExchange(exchange)))
  }

  /** Entries matching `filter` (a predicate, or fields that must be equal), oldest first. */
  filter(filter: JournalFilter = {}): JournalRecord[] {
    return this.all().filter(toPredicate(filter))
  }

  /** The newest entry matching `filter`. */
  find(filter: JournalFilter = {}): JournalRecord | undefined {
    return this.filter(filter).at(-1)
  }

  count(filter: JournalFilter = {}): number {
    return this.filter(filter).length
  }

  clear(): void {
    this.#ring.length = 0
    this.#exchanges.length = 0
    this.#handedOut.length = 0
    this.#start = 0
  }
}

/** `filter` as a predicate: itself, or a test that the fields it names are equal. */
export function toPredicate(filter: JournalFilter): (entry: JournalRecord) => boolean {
  if (typeof filter === 'function') return filter
  const expected = Object.entries(filter)
  return (entry) => expected.every(([key, value]) => entry[key as keyof JournalEntry] === value)
}

/** A kept body as an entry gives it (see `JournalBody`). */
function bodyOf(kept: string | Uint8Array | KeptBody | null | undefined): JournalBody {
  if (kept === null || kept === undefined) return null
  if (typeof kept !== 'string' && !(kept instanceof Uint8Array)) {
    const text = typeof kept.body === 'string' ? kept.body : new TextDecoder().decode(kept.body)
    return { truncated: true, fullSize: kept.fullSize, text }
  }
  const text = typeof kept === 'string' ? kept : new TextDecoder().decode(kept)
  if (text === '') return null
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}
