/**
 * @module The one path every request of the service takes: scenario, fault,
 * latency, caller, the operation itself, the journal. Problems thrown on the
 * way become problem+json answers here (through `problemOf`), so that the
 * journal records them; the engine's `dispatch` does the same for problems
 * met before an operation is chosen. A read is answered at once, without a
 * promise: a turn of the microtask queue and an async function's frame per
 * request were a visible share of the server's own time.
 */
import type { OperationId } from '../model/operations.ts'
import type { EngineDatabase } from '../data/engine-database.ts'
import { defaultRetryAfterSeconds, type Fault } from './simulation/faults.ts'
import { identifyCaller, type Caller } from './simulation/identify-caller.ts'
import type { Behaviour } from './simulation/behaviour.ts'
import type { EngineAnswer, EngineRequest } from './exchange/engine-types.ts'
import { HttpProblem } from './problems/http-problem.ts'
import { keepBody } from './journal/kept-body.ts'
import { RequestEntry, RequestExchange } from './journal/request-entry.ts'
import type { Committed, Session } from './session/session.ts'
import type { Change, ChangeRequest } from './session/state-history.ts'
import { MockError } from './problems/mock-error.ts'
import { problemOf } from './problems/problem-of.ts'
import type { AnswerSource, FaultKind } from './journal/request-journal.ts'
import { sourceHeader } from './hybrid/answer-from-real.ts'

/** An answer ready now, or one still on its way. */
export type AnswerNowOrLater = EngineAnswer | Promise<EngineAnswer>

/**
 * Answers `request` as `operation`: at once when nothing has to wait (a read of made data), else
 * with a promise. With `operation` null (the `404` and `405` answers, given as `refusal`),
 * scenarios' faults, latency and auth do not apply.
 * @param source `mock-fallback` when the mock answers for a real service that failed: the answer says so in `X-Mock-Source`.
 */
export function runOperation(
  session: Session,
  request: EngineRequest,
  operation: OperationId | null,
  params: Readonly<Record<string, string>>,
  refusal?: HttpProblem,
  source: AnswerSource = 'mock',
): AnswerNowOrLater {
  const run = new OperationRun(session, request, operation, source)
  let answered: AnswerNowOrLater
  try {
    answered = run.answer(params, refusal)
  } catch (error) {
    answered = run.failed(error)
  }
  return answered instanceof Promise
    ? answered.then(
        (answer) => run.finish(answer),
        (error: unknown) => run.finish(run.failed(error)),
      )
    : run.finish(answered)
}

/**
 * One request on its way through the operation: what the journal records of it is gathered here.
 * It is also the change the request may make (`Session.commit`): its label and request are only
 * written out when a version is recorded, which a read never makes.
 */
class OperationRun implements Change {
  // Every field is set in the constructor, none by an initializer: V8 then makes the object without
  // calling a separate initializer function, once per request.
  readonly kind: 'request'
  readonly #startedAt: number
  readonly #session: Session
  readonly #incoming: EngineRequest
  readonly #operation: OperationId | null
  readonly #source: AnswerSource
  readonly #path: string
  #scenario: string
  #caller: Caller | undefined
  #authEnforced: boolean
  // Settled before the operation runs: a request that hangs or fails on the network never reaches it.
  #delayMs: number
  #fault: FaultKind | null
  #version: number | null
  // The request behind the version its write makes; the journal numbers it when it records.
  #written: { method: string; path: string; sequence: number } | undefined

  constructor(session: Session, request: EngineRequest, operation: OperationId | null, source: AnswerSource) {
    this.kind = 'request'
    this.#startedAt = performance.now()
    this.#session = session
    this.#incoming = request
    this.#operation = operation
    this.#source = source
    this.#path = request.path + request.query
    this.#scenario = session.settings.scenario.name
    this.#caller = undefined
    this.#authEnforced = false
    this.#delayMs = 0
    this.#fault = null
    this.#version = null
    this.#written = undefined
  }

  get label(): string {
    return `${this.#incoming.method} ${this.#path}`
  }

  get request(): ChangeRequest {
    return (this.#written ??= { method: this.#incoming.method, path: this.#path, sequence: 0 })
  }

  /** The answer, before the journal: a thrown problem is the caller's to render. */
  answer(params: Readonly<Record<string, string>>, refusal: HttpProblem | undefined): AnswerNowOrLater {
    const settings = this.#session.settings
    // A refused request is not given the scenario it names: the refusal comes first.
    const chosen = settings.scenarioFor(refusal ? undefined : this.#incoming.header('x-mock-scenario'))
    this.#scenario = chosen.name
    if (refusal) throw refusal
    const operation = this.#operation!
    const behaviour = settings.behaviourOf(chosen)
    this.#authEnforced = behaviour.auth
    // The fault is drawn first, then the delay, as they always were.
    const injected = settings.faultFor(behaviour, operation)
    const wait = settings.delayFor(behaviour, operation)
    if (injected === 'hang' || wait === 'infinite') {
      if (injected === 'hang') this.#fault = 'hang'
      return this.#simulated('hang')
    }
    this.#delayMs = wait
    if (injected === 'network-error') {
      this.#fault = 'network-error'
      return this.#simulated('network-error')
    }
    if (injected) {
      this.#fault = 'status'
      throw faultProblem(injected)
    }
    const database = this.#session.databaseNow(chosen)
    if (database) return this.#operate(database, behaviour, params)
    return this.#session.database(chosen).then((made) => this.#operate(made, behaviour, params))
  }

  #operate(database: EngineDatabase, behaviour: Behaviour, params: Readonly<Record<string, string>>): AnswerNowOrLater {
    const request = this.#incoming
    const caller = identifyCaller(request.header('authorization'), database, behaviour.auth)
    this.#caller = caller
    if (caller.refusal) throw caller.refusal
    const handler = this.#session.handlerFor(this.#operation!)
    const committed = this.#session.commit(this, () => handler({ request, params, database, caller, behaviour }))
    return committed instanceof Promise ? committed.then((done) => this.#took(done)) : this.#took(committed)
  }

  #took({ value, version }: Committed<EngineAnswer>): EngineAnswer {
    this.#version = version?.version ?? null
    return value
  }

  #simulated(outcome: 'hang' | 'network-error'): EngineAnswer {
    return { status: 0, headers: {}, body: null, delayMs: 0, outcome, released: this.#session.hangsReleased }
  }

  /** What a problem thrown on the way answers. */
  failed(error: unknown): EngineAnswer {
    if (error instanceof MockError && error.code === 'CLIENT_ABORTED') {
      // Nobody is left to answer; the journal says so, and nothing is logged.
      this.#delayMs = 0
      this.#fault = 'aborted'
      return { status: 0, headers: {}, body: null, delayMs: 0, outcome: 'network-error' }
    }
    return problemOf(error, this.#path).toAnswer(this.#path)
  }

  /** Journals the exchange and gives the answer, with the delay chosen. */
  finish(answered: EngineAnswer): AnswerNowOrLater {
    const { method } = this.#incoming
    // Read already by an operation that takes a body (the adapter reads it once); read here only when a fault or refusal came first.
    if (method === 'GET' || method === 'HEAD') return this.#record(answered, '')
    return this.#incoming.text().then(
      (body) => this.#record(answered, body),
      () => this.#record(answered, ''),
    )
  }

  #record(answered: EngineAnswer, requestBody: string): EngineAnswer {
    const request = this.#incoming
    const session = this.#session
    let answer = answered
    if (this.#source === 'mock-fallback' && answer.outcome === 'send')
      answer = { ...answer, headers: { ...answer.headers, [sourceHeader]: this.#source } }
    const hang = answer.outcome === 'hang'
    // An override's own delay (`{ delay }`) comes on top of the latency drawn for the request.
    if (answer.delayMs > 0) this.#delayMs += answer.delayMs
    if (this.#written) this.#written.sequence = session.journal.recorded + 1
    const entry = new RequestEntry(
      request.method,
      this.#path,
      this.#operation,
      answer.outcome === 'send' ? answer.status : null,
      // The time the mock took, plus the delay it chose: what the client waits.
      Math.round((performance.now() - this.#startedAt + this.#delayMs) * 100) / 100,
      hang ? null : this.#delayMs,
      this.#scenario,
      this.#caller?.account?.seurity_settings.username ?? null,
      this.#fault,
      this.#version,
      this.#source,
    )
    const exchange = new RequestExchange(
      request.url,
      request.headerList,
      requestBody === '' ? null : keepBody(requestBody),
      answer.headers,
      // HEAD ran as the GET: the engine leaves its body out of the answer, and the journal does too.
      answer.body === null || request.method === 'HEAD' ? null : keepBody(answer.body),
      this.#authEnforced,
    )
    session.journal.record(entry, exchange)
    return this.#delayMs === 0 ? answer : { ...answer, delayMs: this.#delayMs }
  }
}

function faultProblem(fault: Exclude<Fault, string>): HttpProblem {
  const retryAfter =
    fault.retryAfter ?? (fault.status === 429 || fault.status === 503 ? defaultRetryAfterSeconds : undefined)
  return new HttpProblem(fault.status, 'This failure was injected by the mock (a scenario or fault setting).', {
    headers: retryAfter === undefined ? {} : { 'Retry-After': String(retryAfter) },
  })
}
