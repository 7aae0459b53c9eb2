/**
 * @module Overrides: one operation's answer replaced for a test or story
 * (`mock.override('getAccount', …)`), by a resolver or by an answer given
 * as data. Either stands where the operation would run, so the request
 * still meets the scenario, latency, faults, auth and the journal.
 */
import type { Database } from '../../data/database.ts'
import type { AccountSettingsPatch } from '../../model/index.ts'
import type { OperationAnswer, OperationId, OperationParameters } from '../../model/operations.ts'
import type { Caller } from '../simulation/identify-caller.ts'
import { answer, type EngineAnswer, type EngineRequest } from '../exchange/engine-types.ts'
import { HttpProblem } from '../problems/http-problem.ts'
import type { OperationContext, OperationHandler } from './operation-context.ts'
import { operationHandlers } from './operation-handlers.ts'
import { answerHandler, checkedOverride, overrideAnswerSchema, type OverrideAnswer } from './override-answer.ts'

/** What a resolver of operation `Id` is given. */
type OverrideContext<Id extends OperationId> = {
  /** The path parameters, decoded: `{ username }` for `getAccount`. */
  params: OperationParameters<Id>
  /** The parsed JSON body of `updateAccountSettings` (as sent, not checked), else `undefined`. */
  body: Id extends 'updateAccountSettings' ? AccountSettingsPatch | undefined : undefined
  request: Pick<EngineRequest, 'method' | 'path' | 'query' | 'header'>
  /** The data the request would have met. */
  database: Database
  /** Who is calling, when authentication tells. */
  caller: Caller
}

/** An answer of its own: the resource (sent as 200 JSON), an `HttpProblem` (thrown or returned), or any `Response`. */
type OverrideResult<Id extends OperationId> = OperationAnswer<Id> | HttpProblem | Response

/**
 * A function that answers one operation in place of the mock (`mock.override`): it gets the request and the operation's parameters, and gives the resource, an `HttpProblem` or a `Response`.
 *
 * @example
 * ```ts
 * import { HttpProblem, type OverrideResolver } from 'real-estate-service-mock'
 *
 * const conflict: OverrideResolver<'updateAccountSettings'> = () => new HttpProblem('conflict', 'Someone else saved first.')
 * ```
 */
export type OverrideResolver<Id extends OperationId> = (
  context: OverrideContext<Id>,
) => OverrideResult<Id> | Promise<OverrideResult<Id>>

export type OverrideOptions = {
  /** Answer the next request only, then let the operation answer again. */
  once?: boolean
}

/** An override in force, as the control API shows it: its id, its operation, and its answer (data only; a resolver shows none). */
export type OverrideInfo = { id: string; operation: OperationId } & OverrideAnswer

type Stored = { readonly info: OverrideInfo; readonly handler: OperationHandler; readonly once: boolean }

/**
 * The overrides of one session, newest last per operation.
 * @example
 * const overrides = new OperationOverrides()
 * const { id } = overrides.add('getAccount', () => new HttpProblem(404, 'Gone.'))
 * overrides.handlerFor('getAccount') // the override's handler, until overrides.remove(id)
 * overrides.add('getAccount', { status: 503, once: true }) // { id: 'override-2', operation: 'getAccount', status: 503, once: true }
 */
export class OperationOverrides {
  readonly #byOperation = new Map<OperationId, Stored[]>()
  // Counted across resets, so that a remover or an id kept from before one never removes a later override.
  #made = 0

  /**
   * Answers `operation` with `resolver`, or with the answer given as data (checked: a `422` problem when it does not
   * fit); with `once`, for the next request only. Gives its id (for `remove`) and its answer.
   */
  add<Id extends OperationId>(
    operation: Id,
    resolver: OverrideResolver<Id> | OverrideAnswer,
    options: OverrideOptions = {},
  ): OverrideInfo {
    const id = `override-${++this.#made}`
    const given = typeof resolver === 'function' ? undefined : checkedOverride(overrideAnswerSchema, resolver)
    const once = Boolean(options.once || given?.once)
    const added: Stored = {
      info: { id, operation, ...given, ...(once ? { once } : {}) },
      handler: given ? answerHandler(given) : overrideHandler(resolver as OverrideResolver<Id>),
      once,
    }
    const overrides = this.#byOperation.get(operation) ?? []
    overrides.push(added)
    this.#byOperation.set(operation, overrides)
    return added.info
  }

  /** Removes the override `id`; false when there is none (removed, used up, or cleared by a reset). */
  remove(id: string): boolean {
    for (const overrides of this.#byOperation.values()) {
      const index = overrides.findIndex((stored) => stored.info.id === id)
      if (index !== -1) return (overrides.splice(index, 1), true)
    }
    return false
  }

  clear(): void {
    this.#byOperation.clear()
  }

  /** The handler that answers `operation` now: the newest override (used up when once), else the operation's own. */
  handlerFor(operation: OperationId): OperationHandler {
    const overrides = this.#byOperation.get(operation)
    const newest = overrides?.at(-1)
    if (!newest) return operationHandlers[operation]
    if (newest.once) overrides!.pop()
    return newest.handler
  }
}

/** The handler that runs `resolver` in the operation's place. */
export function overrideHandler<Id extends OperationId>(resolver: OverrideResolver<Id>): OperationHandler {
  return async ({ request, params, database, caller }: OperationContext) => {
    const context = {
      params: params as OperationParameters<Id>,
      body: await parsedBody(request),
      request,
      database,
      caller,
    } as OverrideContext<Id>
    const result = await resolver(context)
    if (result instanceof HttpProblem) throw result
    if (result instanceof Response) return answerOf(result)
    return answer(200, JSON.stringify(result))
  }
}

async function parsedBody(request: EngineRequest): Promise<unknown> {
  if (request.method !== 'PATCH') return undefined
  try {
    return JSON.parse(await request.text()) as unknown
    // Stryker disable next-line BlockStatement: an empty catch gives undefined too.
  } catch {
    return undefined
  }
}

async function answerOf(response: Response): Promise<EngineAnswer> {
  const headers: Record<string, string> = {}
  response.headers.forEach((value, name) => {
    headers[name] = value
  })
  const text = await response.text()
  return { status: response.status, headers, body: text === '' ? null : text, delayMs: 0, outcome: 'send' }
}
