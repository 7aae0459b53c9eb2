/**
 * @module The sessions of one mock: the default one, and the named ones made
 * on first use. Named sessions idle past the TTL, or beyond the cap (least
 * recently used first), are dropped. The map keeps them in order of last
 * use, so both sweeps only look at its front.
 */
import { MockError } from '../problems/mock-error.ts'
import type { MockOptions } from './mock-options.ts'
import { Session, type SessionStart } from './session.ts'
import { shareByMock, type SessionJournalListener, type SharedByMock } from './shared-by-mock.ts'
import { checkSessionId, defaultSessionId } from '../request/session-id.ts'
import { sessionTtlMs } from './session-ttl.ts'

export const defaultMaxSessions = 1000

export type SessionInfo = {
  id: string
  seed: number
  /** The scenario in force. */
  scenario: string
  /** ISO 8601 times. */
  created: string
  lastUsed: string
  /** Requests of the service it answered, since it was made. */
  requestCount: number
}

type SessionEntry = { readonly id: string; readonly session: Session; readonly created: number; lastUsed: number }

export class SessionRegistry {
  readonly default: Session
  /** What is the mock's rather than a session's: its options, svc, base URL and control prefix. */
  readonly shared: SharedByMock
  readonly #shared: SharedByMock
  readonly #sessions = new Map<string, SessionEntry>()
  readonly #defaultSession: SessionEntry
  readonly #ttl: number
  readonly #max: number

  /** @param shared What the sessions share, made by the engine; made here when absent. */
  constructor(options: MockOptions = {}, shared: SharedByMock = shareByMock(options)) {
    this.#ttl = sessionTtlMs(options.sessionTtl)
    this.#max = options.maxSessions ?? defaultMaxSessions
    if (!Number.isInteger(this.#max) || this.#max < 0) {
      throw new RangeError(
        `Failed to create the mock: maxSessions must be a whole number, got ${String(options.maxSessions)}.`,
      )
    }
    this.#shared = this.shared = shared
    this.default = new Session(options, this.#shared)
    const now = Date.now()
    this.#defaultSession = { id: defaultSessionId, session: this.default, created: now, lastUsed: now }
  }

  /** Session `id` (the default one for `undefined`), made on first use; marks it used. */
  use(id: string | undefined): Session {
    if (id === undefined || id === defaultSessionId) {
      this.#defaultSession.lastUsed = Date.now()
      return this.default
    }
    return this.open(id)
  }

  /** Makes session `id` (a random one when absent); a `MockError` (`SESSION_CONFLICT`) when it exists. */
  create(id: string | undefined, start: SessionStart = {}): SessionInfo {
    const chosen = id === undefined ? crypto.randomUUID() : checkSessionId(id)
    this.#sweep(Date.now())
    if (chosen === defaultSessionId || this.#sessions.has(chosen)) {
      throw new MockError(
        'SESSION_CONFLICT',
        `The session "${chosen}" exists already; delete it first, or use it as it is.`,
      )
    }
    return infoOf(this.#make(chosen, start, Date.now()))
  }

  /** Session `id` as it is, made with `start` when it does not exist yet; marks it used. */
  open(id: string, start: SessionStart = {}): Session {
    if (id === defaultSessionId) return this.default
    const now = Date.now()
    const session = this.#sessions.get(id)
    if (!session || now - session.lastUsed > this.#ttl) return this.#make(checkSessionId(id), start, now).session
    // Moved to the back: the map stays in order of last use.
    this.#sessions.delete(id)
    this.#sessions.set(id, session)
    session.lastUsed = now
    return session.session
  }

  /** Drops session `id`; false when there was none. The default session cannot be dropped. */
  delete(id: string): boolean {
    if (id === defaultSessionId) {
      throw new MockError(
        'SESSION_CONFLICT',
        'The default session cannot be deleted; reset it with POST /__mock/reset.',
      )
    }
    const session = this.#sessions.get(id)
    session?.session.releaseHangs()
    return this.#sessions.delete(id)
  }

  /** The default session, then the others from the least recently used. */
  list(): SessionInfo[] {
    this.#sweep(Date.now())
    return [this.#defaultSession, ...this.#sessions.values()].map(infoOf)
  }

  /** Calls `listener` with each entry any session's journal records, sessions made later included; the function returned stops it. */
  onJournalRecord(listener: SessionJournalListener): () => void {
    this.#shared.journalListeners.add(listener)
    return () => {
      this.#shared.journalListeners.delete(listener)
    }
  }

  get size(): number {
    return this.#sessions.size
  }

  #make(id: string, start: SessionStart, now: number): SessionEntry {
    this.#sweep(now)
    const session: SessionEntry = {
      id,
      session: new Session(this.#shared.options, this.#shared, start),
      created: now,
      lastUsed: now,
    }
    this.#sessions.delete(id)
    this.#sessions.set(id, session)
    // Over the cap: the least recently used go first.
    for (const [oldest] of this.#sessions) {
      if (this.#sessions.size <= this.#max) break
      this.#sessions.delete(oldest)
    }
    return session
  }

  /** Drops the sessions idle past the TTL: they sit at the front. */
  #sweep(now: number): void {
    for (const [id, session] of this.#sessions) {
      if (now - session.lastUsed <= this.#ttl) break
      this.#sessions.delete(id)
    }
  }
}

function infoOf({ id, session, created, lastUsed }: SessionEntry): SessionInfo {
  return {
    id,
    seed: session.seed,
    scenario: session.settings.scenario.name,
    created: new Date(created).toISOString(),
    lastUsed: new Date(lastUsed).toISOString(),
    requestCount: session.journal.recorded,
  }
}
