/** @module The `405` problem, for the service's paths and the control API's alike. */
import { HttpProblem } from './http-problem.ts'
import { shownInput } from './shown-input.ts'

/**
 * A `405` problem for `method` at a path that takes `allowed`, with the `Allow` header.
 * @example
 * methodNotAllowed('PUT', ['GET', 'HEAD', 'PATCH']) // "PUT is not allowed here; use GET, HEAD or PATCH."
 */
export function methodNotAllowed(method: string, allowed: readonly string[]): HttpProblem {
  return new HttpProblem('methodNotAllowed', `${shownInput(method)} is not allowed here; use ${listed(allowed)}.`, {
    headers: { Allow: allowed.join(', ') },
  })
}

/** `['GET', 'HEAD', 'PATCH']` as "GET, HEAD or PATCH". */
function listed(methods: readonly string[]): string {
  return methods.length < 2 ? methods.join('') : `${methods.slice(0, -1).join(', ')} or ${methods.at(-1)}`
}
