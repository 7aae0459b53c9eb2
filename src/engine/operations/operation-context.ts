/** @module What each operation's handler gets to work with. */
import type { Behaviour } from '../mock-runtime.ts'
import type { Database } from '../../data/database.ts'
import type { Caller } from '../behaviour/identify-caller.ts'

export type OperationContext = {
  request: Request
  params: Record<string, string>
  database: Database
  caller: Caller
  behaviour: Behaviour
}

export type OperationHandler = (context: OperationContext) => Promise<Response> | Response
