/** @module What the journal holds: an entry per request, the bodies and headers kept beside it for HAR, and the filters that pick entries. */
import type { OperationId } from '../../model/operations.ts'
import type { EngineRequest } from '../exchange/engine-types.ts'
import type { KeptBody } from './kept-body.ts'

/** What went other than answered: an injected fault (`status`, `network-error`, `hang`), or the client left mid-request (`aborted`). */
export type FaultKind = 'status' | 'network-error' | 'hang' | 'aborted'

/** Who answered: the mock, the real service (hybrid mode), or the mock in place of a real service that failed (`real-then-mock`). */
export type AnswerSource = 'mock' | 'real' | 'mock-fallback'

/** One request in the request journal (`mock.requests`): what was asked, how it was answered, and by whom. */
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
  /** The adapter's full URL, when it knows it. */
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
  /** Whether the simulated authentication was enforced for this request: a Pact names it as a provider state. */
  readonly authEnforced?: boolean
}

export type JournalFilter =
  | Partial<Omit<JournalEntry, 'sequence' | 'time' | 'durationMs' | 'delayMs'>>
  | ((entry: JournalRecord) => boolean)
