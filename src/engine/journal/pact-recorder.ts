/**
 * @module A Pact kept as answers come, across sessions: what `--pact-out`
 * writes (a moment after each new kind of interaction, and when the server
 * stops). Unlike a session's journal it forgets nothing
 * for being old or for its session being dropped: it keeps one interaction
 * per kind, up to a bound.
 */
import { assemblePact, interactionKey, pactInteractionOf } from './journal-pact.ts'
import type { JournalEntry, JournalExchange } from './journal-entry.ts'
import type { Pact, PactInteraction, PactParties } from './pact-v3.ts'
import { redactExchange } from './redact-exchange.ts'

/** Interactions kept at most: a run that sends ever new bodies (a load test) cannot grow memory without bound. */
const pactRecorderLimit = 10_000

export class PactRecorder {
  readonly #interactions = new Map<string, PactInteraction>()
  readonly #limit: number
  #dropped = 0

  constructor(limit: number = pactRecorderLimit) {
    this.#limit = limit
  }

  /** Interactions of kinds not kept, for being past the bound. */
  get dropped(): number {
    return this.#dropped
  }

  get size(): number {
    return this.#interactions.size
  }

  /** Keeps the entry's interaction when it is of a new kind; true when it was. */
  add(entry: JournalEntry, exchange: JournalExchange | undefined, seed: number): boolean {
    const interaction = pactInteractionOf(entry, exchange && redactExchange(exchange), seed)
    if (!interaction) return false
    const key = interactionKey(interaction)
    if (this.#interactions.has(key)) return false
    if (this.#interactions.size >= this.#limit) {
      this.#dropped++
      return false
    }
    this.#interactions.set(key, interaction)
    return true
  }

  toPact(parties?: PactParties): Pact {
    return assemblePact(this.#interactions.values(), parties)
  }
}
