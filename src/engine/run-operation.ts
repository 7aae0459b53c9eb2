/**
 * @module The one path every request of the service takes: scenario, fault,
 * latency, caller, the operation itself, the journal. Problems thrown on the
 * way become problem+json answers here (through `problemOf`), so that the
 * journal records them; the engine's `dispatch` does the same for problems
 * met before an operation is chosen.
 */
import type { OperationId } from '../model/operations.ts'
import { defaultRetryAfterSeconds, type Fault } from './simulation/faults.ts'
import { identifyCaller, type Caller } from './simulation/identify-caller.ts'
import type { EngineAnswer, EngineRequest } from './exchange/engine-types.ts'
import { HttpProblem } from './problems/http-problem.ts'
import { keepBody } from './journal/kept-body.ts'
import type { Session } from './session/session.ts'
import type { Change, VersionInfo } from './session/state-history.ts'
import { MockError } from './problems/mock-error.ts'
import { problemOf } from './problems/problem-of.ts'
import type { AnswerSource, FaultKind } from './journal/request-journal.ts'
import { sourceHeader } from './hybrid/answer-from-real.ts'
import { isoTimeNow } from './journal/iso-time-now.ts'

/** Settled before the operation runs: a request that hangs or fails on the network never reaches it. */
type Outcome = { delayMs: number; fault: FaultKind | null; simulated?: 'network-error' | 'hang'; problem?: HttpProblem }

/**
 * Answers `request` as `operation`. With `operation` null (the `404` and
 * `405` answers, given as `refusal`), scenarios' faults, latency and auth do not apply.
 * @param source `mock-fallback` when the mock answers for a real service that failed: the answer says so in `X-Mock-Source`.
 */
export async function runOperation(
  session: Session,
  request: EngineRequest,
  operation: OperationId | null,
  params: Readonly<Record<string, string>>,
  refusal?: HttpProblem,
  source: AnswerSource = 'mock',
): Promise<EngineAnswer> {
  const startedAt = performance.now()
  const path = request.path + request.query
  const { settings } = session
  let scenario = settings.scenario.name
  let caller: Caller | undefined
  let outcome: Outcome = { delayMs: 0, fault: null }
  let authEnforced = false
  let answer: EngineAnswer
  // The request behind the version its write makes; the journal numbers it when it records, below.
  let written: { method: string; path: string; sequence: number } | undefined
  let version: VersionInfo | undefined
  try {
    // A refused request is not given the scenario it names: the refusal comes first.
    const chosen = settings.scenarioFor(refusal ? undefined : request.header('x-mock-scenario'))
    scenario = chosen.name
    if (refusal) throw refusal
    const behaviour = settings.behaviourOf(chosen)
    authEnforced = behaviour.auth
    outcome = simulatedOutcome(settings.faultFor(behaviour, operation!), settings.delayFor(behaviour, operation!))
    if (outcome.problem) throw outcome.problem
    if (outcome.simulated === undefined) {
      const database = await session.database(chosen)
      const who = identifyCaller(request.header('authorization'), database, behaviour.auth)
      caller = who
      if (who.refusal) throw who.refusal
      written = { method: request.method, path, sequence: 0 }
      const change: Change = { kind: 'request', label: `${request.method} ${path}`, request: written }
      const handler = session.handlerFor(operation!)
      const committed = session.commit(change, () => handler({ request, params, database, caller: who, behaviour }))
      // Reads answer at once; awaiting them anyway cost a turn of the microtask queue per request.
      const done = committed instanceof Promise ? await committed : committed
      answer = done.value
      version = done.version
    } else {
      answer = {
        status: 0,
        headers: {},
        body: null,
        delayMs: 0,
        outcome: outcome.simulated,
        released: session.hangsReleased,
      }
    }
  } catch (error) {
    if (error instanceof MockError && error.code === 'CLIENT_ABORTED') {
      // Nobody is left to answer; the journal says so, and nothing is logged.
      outcome = { delayMs: 0, fault: 'aborted' }
      answer = { status: 0, headers: {}, body: null, delayMs: 0, outcome: 'network-error' }
    } else {
      answer = problemOf(error, path).toAnswer(path)
    }
  }
  if (source === 'mock-fallback' && answer.outcome === 'send')
    answer = { ...answer, headers: { ...answer.headers, [sourceHeader]: source } }
  const sent = answer.outcome === 'send'
  // Read already by an operation that takes a body (the door reads it once); read here only when a fault or refusal came first.
  const requestBody = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text().catch(() => '')
  if (written) written.sequence = session.journal.recorded + 1
  session.journal.record(
    {
      time: isoTimeNow(),
      method: request.method,
      path,
      operation,
      status: sent ? answer.status : null,
      // The time the mock took, plus the delay it chose: what the client waits.
      durationMs: Math.round((performance.now() - startedAt + outcome.delayMs) * 100) / 100,
      delayMs: outcome.simulated === 'hang' ? null : outcome.delayMs,
      scenario,
      caller: caller?.account?.seurity_settings.username ?? null,
      fault: outcome.fault,
      version: version?.version ?? null,
      source,
    },
    {
      url: request.url,
      requestHeaders: request.headerList,
      requestBody: requestBody === '' ? null : keepBody(requestBody),
      responseHeaders: answer.headers,
      // HEAD ran as the GET: the engine leaves its body out of the answer, and the journal does too.
      responseBody: answer.body === null || request.method === 'HEAD' ? null : keepBody(answer.body),
      authEnforced,
    },
  )
  return outcome.delayMs === 0 ? answer : { ...answer, delayMs: outcome.delayMs }
}

/** What the simulation does instead of (or before) the operation: the fault drawn first, then the delay, as they always were. */
function simulatedOutcome(injected: Fault | undefined, wait: number | 'infinite'): Outcome {
  if (injected === 'hang') return { delayMs: 0, simulated: 'hang', fault: 'hang' }
  if (wait === 'infinite') return { delayMs: 0, simulated: 'hang', fault: null }
  if (injected === 'network-error') return { delayMs: wait, simulated: 'network-error', fault: 'network-error' }
  if (injected) return { delayMs: wait, fault: 'status', problem: faultProblem(injected) }
  return { delayMs: wait, fault: null }
}

function faultProblem(fault: Exclude<Fault, string>): HttpProblem {
  const retryAfter =
    fault.retryAfter ?? (fault.status === 429 || fault.status === 503 ? defaultRetryAfterSeconds : undefined)
  return new HttpProblem(fault.status, 'This failure was injected by the mock (a scenario or fault setting).', {
    headers: retryAfter === undefined ? {} : { 'Retry-After': String(retryAfter) },
  })
}
