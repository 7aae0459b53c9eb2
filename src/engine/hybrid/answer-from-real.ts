/**
 * @module How an operation routed to the real service is answered. `real`:
 * what the service answers, as it answers it; a `502` problem when it can't
 * be reached and a `504` when it takes longer than the timeout, at once,
 * never a hang and never a silent mock answer. `real-then-mock`: the same,
 * but on a network error, a timeout or a 5xx the mock answers, marked
 * `X-Mock-Source: mock-fallback`. The journal records which source answered;
 * a recording keeps every answer of the real service.
 */
import type { OperationId } from '../../model/operations.ts'
import type { EngineAnswer, EngineRequest } from '../exchange/engine-types.ts'
import { HttpProblem } from '../problems/http-problem.ts'
import { isoTimeNow } from '../journal/iso-time-now.ts'
import { keepBody } from '../journal/kept-body.ts'
import type { RequestJournal } from '../journal/request-journal.ts'
import type { JournalEntry, JournalExchange } from '../journal/request-journal.ts'
import { forwardedRequest, sendToReal, type Forwarded, type RealOutcome } from './forward-to-real.ts'
import type { Forward, RealService } from './real-service.ts'
import type { Recording } from './recording.ts'

/** The header that tells a client which source answered, on every answer of a route that goes to the real service. */
export const sourceHeader = 'X-Mock-Source'

export type RealRoute = {
  readonly real: RealService
  readonly mode: 'real' | 'real-then-mock'
  readonly forward: Forward
  readonly recording: Recording | undefined
  /** The mock's own answer, for a fallback: the operation run as if it were routed to the mock. */
  readonly answerFromMock: () => EngineAnswer | Promise<EngineAnswer>
}

/** What of a session a real route writes to: its journal, under the scenario in force. */
type JournaledSession = {
  readonly journal: RequestJournal
  readonly settings: { readonly scenario: { readonly name: string } }
}

export async function answerFromReal(
  session: JournaledSession,
  request: EngineRequest,
  operation: OperationId,
  route: RealRoute,
): Promise<EngineAnswer> {
  const startedAt = performance.now()
  const time = isoTimeNow()
  const forwarded = await forwardedRequest(route.real, request)
  const outcome = await sendToReal(route.real, request.method, forwarded, route.forward)
  const durationMs = Math.round((performance.now() - startedAt) * 100) / 100
  route.recording?.add(
    recordedEntry(session, request, operation, outcome, time, durationMs),
    recordedExchange(forwarded, outcome),
  )

  if (route.mode === 'real-then-mock' && failed(outcome)) return route.answerFromMock()

  const answer = answerOf(route.real, request, outcome)
  session.journal.record(realEntry(session, request, operation, time, durationMs, answer.status, null), {
    url: request.url,
    requestHeaders: request.headerList,
    requestBody: forwarded.body === '' ? null : keepBody(forwarded.body),
    responseHeaders: answer.headers,
    responseBody: answer.body === null ? null : keepBody(answer.body),
  })
  return answer
}

/** Chromium's name for why no answer came, as its HAR export writes it in `_error`. */
function chromiumError(outcome: Exclude<RealOutcome, { kind: 'answer' }>): string {
  if (outcome.kind === 'timeout') return 'net::ERR_TIMED_OUT'
  return chromiumErrors[outcome.reason] ?? 'net::ERR_FAILED'
}

const chromiumErrors: Readonly<Record<string, string>> = {
  ECONNREFUSED: 'net::ERR_CONNECTION_REFUSED',
  ECONNRESET: 'net::ERR_CONNECTION_RESET',
  ENOTFOUND: 'net::ERR_NAME_NOT_RESOLVED',
  EAI_AGAIN: 'net::ERR_NAME_NOT_RESOLVED',
  EHOSTUNREACH: 'net::ERR_ADDRESS_UNREACHABLE',
  ENETUNREACH: 'net::ERR_INTERNET_DISCONNECTED',
}

/** A network error, a timeout or a 5xx: what `real-then-mock` answers from the mock instead. */
function failed(outcome: RealOutcome): boolean {
  return outcome.kind !== 'answer' || outcome.status >= 500
}

function answerOf(real: RealService, request: EngineRequest, outcome: RealOutcome): EngineAnswer {
  const instance = request.path + request.query
  if (outcome.kind === 'unreachable') {
    return new HttpProblem(
      'badGateway',
      `The real service at ${real.url} could not be reached (${outcome.reason}), and this operation is routed to it.`,
      {
        headers: { [sourceHeader]: 'real' },
      },
    ).toAnswer(instance)
  }
  if (outcome.kind === 'timeout') {
    return new HttpProblem(
      'gatewayTimeout',
      `The real service at ${real.url} did not answer within ${real.timeout} ms, and this operation is routed to it.`,
      {
        headers: { [sourceHeader]: 'real' },
      },
    ).toAnswer(instance)
  }
  const body = request.method === 'HEAD' ? null : outcome.body
  return {
    status: outcome.status,
    headers: { ...outcome.headers, [sourceHeader]: 'real' },
    body,
    delayMs: 0,
    outcome: 'send',
  }
}

/** The recording's entry: the answer of the real service itself (status 0 when none came). */
function recordedEntry(
  session: JournaledSession,
  request: EngineRequest,
  operation: OperationId,
  outcome: RealOutcome,
  time: string,
  durationMs: number,
): JournalEntry {
  if (outcome.kind === 'answer') return realEntry(session, request, operation, time, durationMs, outcome.status, null)
  return realEntry(
    session,
    request,
    operation,
    time,
    durationMs,
    null,
    outcome.kind === 'timeout' ? 'hang' : 'network-error',
  )
}

/** An entry of an answer of the real service, for the journal (`sequence` is the journal's to give) or a recording. */
function realEntry(
  session: JournaledSession,
  request: EngineRequest,
  operation: OperationId,
  time: string,
  durationMs: number,
  status: number | null,
  fault: JournalEntry['fault'],
): JournalEntry {
  return {
    sequence: 0,
    time,
    method: request.method,
    path: request.path + request.query,
    operation,
    status,
    durationMs,
    delayMs: 0,
    scenario: session.settings.scenario.name,
    // The real service decides who is calling; the mock does not guess.
    caller: null,
    fault,
    version: null,
    source: 'real',
  }
}

function recordedExchange(forwarded: Forwarded, outcome: RealOutcome): JournalExchange {
  return {
    url: forwarded.url,
    // Names and values in turn, as Node's `rawHeaders`: the form of a header list that is an array.
    requestHeaders: forwarded.headers.flat(),
    // Whole, not cut as the journal cuts them: a recording is kept to be read back.
    requestBody: forwarded.body === '' ? null : forwarded.body,
    responseHeaders: outcome.kind === 'answer' ? outcome.headers : {},
    responseBody: outcome.kind === 'answer' ? outcome.body : null,
    ...(outcome.kind === 'answer' ? { statusText: outcome.statusText } : { error: chromiumError(outcome) }),
  }
}
