/** @module What each operation gets to work with, and what it gives back. */
import type { Database } from '../../data/database.ts'
import type { Caller } from '../behaviour/identify-caller.ts'
import type { EngineAnswer, EngineRequest } from '../engine-types.ts'
import type { Behaviour } from '../mock-state.ts'

export type OperationContext = {
  request: EngineRequest
  /** Path parameters, percent-decoded. */
  params: Readonly<Record<string, string>>
  database: Database
  caller: Caller
  behaviour: Behaviour
}

/** Answers one operation, or throws an `HttpProblem`. */
export type OperationHandler = (context: OperationContext) => Promise<EngineAnswer> | EngineAnswer
