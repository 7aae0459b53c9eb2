/** @module What each operation gets to work with, and what it gives back. */
import type { EngineDatabase } from '../../data/engine-database.ts'
import type { Caller } from '../simulation/identify-caller.ts'
import type { EngineAnswer, EngineRequest } from '../exchange/engine-types.ts'
import type { Behaviour } from '../simulation/behaviour.ts'

export type OperationContext = {
  request: EngineRequest
  /** Path parameters, percent-decoded. */
  params: Readonly<Record<string, string>>
  database: EngineDatabase
  caller: Caller
  behaviour: Behaviour
}

/** Answers one operation, or throws an `HttpProblem`. */
export type OperationHandler = (context: OperationContext) => Promise<EngineAnswer> | EngineAnswer
