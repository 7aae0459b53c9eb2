/**
 * @module The request journal: what the mock answered, newest last, bounded
 * so that a long run cannot grow memory. Tests assert on it the way
 * WireMock's `verify` works.
 */
import type { Har } from 'har-format'
import { defaultSeed } from '../../data/seed-data.ts'
import { journalToHar } from './journal-har.ts'
import { journalToPact } from './journal-pact.ts'
import type { Pact, PactParties } from './pact-v3.ts'
import type { JournalBody, JournalEntry, JournalExchange, JournalFilter, JournalRecord } from './journal-entry.ts'
import type { KeptBody } from './kept-body.ts'
import { redactExchange } from './redact-exchange.ts'

export type {
  AnswerSource,
  FaultKind,
  JournalEntry,
  JournalExchange,
  JournalFilter,
  JournalRecord,
} from './journal-entry.ts'

/** The journal as tests and pages read it: everything but the engine's own `record`. */
export type Journal = Omit<RequestJournal, 'record'>

const defaultJournalSize = 1000

/** Told of each entry as it is recorded, with its exchange as given (not yet redacted). */
export type JournalListener = (entry: JournalEntry, exchange: JournalExchange | undefined) => void

export type JournalContext = {
  /** The seed of the session whose journal it is: a Pact names it as a provider state. Default `defaultSeed`. */
  seed?: number
  onRecord?: JournalListener
}

export class RequestJournal {
  readonly #capacity: number
  readonly #seed: number
  readonly #onRecord: JournalListener | undefined
  readonly #ring: JournalEntry[] = []
  /** `#exchanges[i]` belongs to `#ring[i]`; `undefined` when the recorder gave none. */
  readonly #exchanges: Array<JournalExchange | undefined> = []
  /** `#handedOut[i]` is `#ring[i]` with its bodies, made (and redacted) the first time it is read. */
  readonly #handedOut: Array<JournalRecord | undefined> = []
  /** Index in `#ring` of the oldest entry once the ring is full. */
  #start = 0
  #sequence = 0

  constructor(capacity: number = defaultJournalSize, context: JournalContext = {}) {
    if (!Number.isInteger(capacity) || capacity < 1) {
      throw new RangeError(
        `Failed to create the request journal: its size must be a positive integer, got ${capacity}.`,
      )
    }
    this.#capacity = capacity
    this.#seed = context.seed ?? defaultSeed
    this.#onRecord = context.onRecord
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
   * Keeps `entry`, numbered here (its `sequence` is overwritten), and `exchange`, both as given: the
   * objects are the journal's from then on. Credentials in the exchange are redacted when it leaves
   * the journal (`toHAR`), not here: scanning every answer's body cost more than the rest of the
   * server's own work per request. Nor is the entry copied: a copy per request was garbage the
   * server's collector then moved.
   */
  record(entry: JournalEntry, exchange?: JournalExchange): JournalEntry {
    entry.sequence = ++this.#sequence
    if (this.#ring.length < this.#capacity) {
      this.#ring.push(entry)
      this.#exchanges.push(exchange)
      this.#handedOut.push(undefined)
    } else {
      this.#ring[this.#start] = entry
      this.#exchanges[this.#start] = exchange
      this.#handedOut[this.#start] = undefined
      this.#start = (this.#start + 1) % this.#capacity
    }
    this.#onRecord?.(entry, exchange)
    return entry
  }

  /** Every entry still held, oldest first, with its bodies. */
  all(): JournalRecord[] {
    const records: JournalRecord[] = []
    for (let offset = 0; offset < this.#ring.length; offset++)
      records.push(this.#recordAt((this.#start + offset) % this.#ring.length))
    return records
  }

  /** The entry at a position of the ring with its bodies, made once: reading bodies is paid when read, not on every request. */
  #recordAt(position: number): JournalRecord {
    let record = this.#handedOut[position]
    if (!record) {
      const exchange = this.#exchanges[position]
      const redacted = exchange && redactExchange(exchange)
      record = {
        ...this.#ring[position]!,
        requestBody: bodyOf(redacted?.requestBody),
        responseBody: bodyOf(redacted?.responseBody),
      }
      this.#handedOut[position] = record
    }
    return record
  }

  /**
   * Every entry still held, with its request and answer, as a HAR 1.2 log: for
   * browser devtools, HAR viewers, or Playwright's `routeFromHAR`.
   * `Authorization`, `Proxy-Authorization` and cookies other than `mock-session`
   * read `[redacted]`, and so does the value of any `password` key in a body
   * (redacted when recorded); see docs/journal.md, "The journal as HAR".
   * @example
   * await writeFile('mock.har', JSON.stringify(mock.requests.toHAR()))
   */
  toHAR(): Har {
    const { entries, exchanges } = this.#redactedInOrder()
    return journalToHar(entries, exchanges)
  }

  /**
   * Every answer still held as a Pact (specification v3) between `consumer`
   * (default `frontend`) and `provider` (default `real-estate-service`): one
   * interaction per distinct request and answer, answer bodies matched by
   * type, provider states naming the seed and the scenario. Hangs and network
   * errors are left out; credentials and tokens read `[redacted]`. See
   * docs/contracts.md.
   * @example
   * await writeFile('pacts/shop-real-estate-service.json', JSON.stringify(mock.requests.toPact({ consumer: 'shop' })))
   */
  toPact(parties?: PactParties): Pact {
    const { entries, exchanges } = this.#redactedInOrder()
    return journalToPact(entries, exchanges, this.#seed, parties)
  }

  /** The entries oldest first, with their exchanges redacted: the one way out of the journal for headers and bodies, so nothing secret leaves it. */
  #redactedInOrder(): { entries: JournalEntry[]; exchanges: Array<JournalExchange | undefined> } {
    const start = this.#start
    const exchanges = [...this.#exchanges.slice(start), ...this.#exchanges.slice(0, start)]
    const entries = [...this.#ring.slice(start), ...this.#ring.slice(0, start)]
    return { entries, exchanges: exchanges.map((exchange) => exchange && redactExchange(exchange)) }
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
