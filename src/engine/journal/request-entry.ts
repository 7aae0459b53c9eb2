/**
 * @module The journal's entry and exchange of a request, as the request path makes them: instances
 * of a class rather than object literals, for the reason `RequestEntry` gives.
 */
import type { OperationId } from '../../model/operations.ts'
import type { EngineRequest } from '../exchange/engine-types.ts'
import { isoTimeNow } from './iso-time-now.ts'
import type { AnswerSource, FaultKind, JournalEntry, JournalExchange } from './journal-entry.ts'
import type { KeptBody } from './kept-body.ts'

/**
 * A request's journal entry, made with `new` rather than as an object literal, as its exchange is:
 * V8 watches each literal's allocation site, and one whose objects mostly outlive a scavenge (the
 * journal keeps a thousand) it switches to allocating them straight into the old generation. There,
 * an entry the journal has dropped still holds its request's headers until the next full collection,
 * and every scavenge kept them: after a burst of PATCHes, each GET's share of scavenging doubled.
 */
export class RequestEntry implements JournalEntry {
  sequence: number
  readonly time: string
  readonly method: string
  readonly path: string
  readonly operation: OperationId | null
  readonly status: number | null
  readonly durationMs: number
  readonly delayMs: number | null
  readonly scenario: string
  readonly caller: string | null
  readonly fault: FaultKind | null
  readonly version: number | null
  readonly source: AnswerSource

  constructor(
    method: string,
    path: string,
    operation: OperationId | null,
    status: number | null,
    durationMs: number,
    delayMs: number | null,
    scenario: string,
    caller: string | null,
    fault: FaultKind | null,
    version: number | null,
    source: AnswerSource,
  ) {
    // Set here rather than by initializers, which V8 runs as a function of their own per object.
    this.sequence = 0
    this.time = isoTimeNow()
    this.method = method
    this.path = path
    this.operation = operation
    this.status = status
    this.durationMs = durationMs
    this.delayMs = delayMs
    this.scenario = scenario
    this.caller = caller
    this.fault = fault
    this.version = version
    this.source = source
  }
}

/** A request's exchange as the journal keeps it, made with `new` for the reason `RequestEntry` gives. */
export class RequestExchange implements JournalExchange {
  readonly url: string | undefined
  readonly requestHeaders: EngineRequest['headerList']
  readonly requestBody: string | KeptBody | null
  readonly responseHeaders: Readonly<Record<string, string>>
  readonly responseBody: string | Uint8Array | KeptBody | null
  readonly authEnforced: boolean

  constructor(
    url: string | undefined,
    requestHeaders: EngineRequest['headerList'],
    requestBody: string | KeptBody | null,
    responseHeaders: Readonly<Record<string, string>>,
    responseBody: string | Uint8Array | KeptBody | null,
    authEnforced: boolean,
  ) {
    this.url = url
    this.requestHeaders = requestHeaders
    this.requestBody = requestBody
    this.responseHeaders = responseHeaders
    this.responseBody = responseBody
    this.authEnforced = authEnforced
  }
}
