/** @module The `404` of a door for a path that is none of the mock's, saying where the mock is. */
import type { Engine } from './create-engine.ts'
import { HttpProblem } from './http-problem.ts'

export function nothingHere(engine: Pick<Engine, 'servicePath' | 'controlPrefix'>): HttpProblem {
  return new HttpProblem('notFound', `Nothing here. The service is under ${engine.servicePath} and the control API under ${engine.controlPrefix}.`)
}
