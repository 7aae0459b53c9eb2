/**
 * @module A recording of the real service's answers (`--record`,
 * `mock.record()`): each forwarded request with what came back, or
 * why nothing did, as HAR 1.2. Credentials are redacted as the journal's HAR
 * redacts them, so a recording can be kept beside the tests.
 */
import type { Har } from 'har-format'
import { journalToHar } from '../journal/journal-har.ts'
import { redactExchange } from '../journal/redact-exchange.ts'
import type { JournalEntry, JournalExchange } from '../journal/request-journal.ts'

export class Recording {
  readonly #entries: JournalEntry[] = []
  readonly #exchanges: JournalExchange[] = []
  readonly #listeners = new Set<() => void>()

  /** Answers recorded so far. */
  get size(): number {
    return this.#entries.length
  }

  add(entry: JournalEntry, exchange: JournalExchange): void {
    this.#entries.push(entry)
    this.#exchanges.push(exchange)
    for (const listener of this.#listeners) listener()
  }

  /** Calls `listener` after each answer recorded (the command line writes its file then); the function returned stops it. */
  onAdd(listener: () => void): () => void {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  toHAR(): Har {
    return journalToHar(this.#entries, this.#exchanges.map(redactExchange))
  }
}
