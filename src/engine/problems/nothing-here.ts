/** @module The `404` of an adapter for a path that is none of the mock's, saying where the mock is. */
import { HttpProblem } from './http-problem.ts'

/** Where a mock is mounted. */
type Mounted = { readonly servicePath: string; readonly controlPrefix: string }

export function nothingHere(engine: Mounted): HttpProblem {
  return new HttpProblem(
    'notFound',
    `Nothing here. The service is under ${engine.servicePath} and the control API under ${engine.controlPrefix}.`,
  )
}
