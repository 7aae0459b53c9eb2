/**
 * @module The headers the mock reads as one value. Sent twice, such a header
 * is ambiguous (two credentials: which caller is it?), and servers disagree
 * on which one counts (Node keeps the first `Authorization` and drops the
 * second), so the mock refuses the request with a `400` instead of choosing.
 */
import type { EngineRequest } from '../exchange/engine-types.ts'
import { HttpProblem } from '../problems/http-problem.ts'

/** Read as one value each; `Host` is checked by the standalone server before the mock, `Content-Length` by Node's parser. */
export const singleValuedHeaders = [
  'Host',
  'Authorization',
  'Content-Type',
  'Content-Length',
  'X-Mock-Session',
  'X-Mock-Scenario',
] as const

/**
 * A `400` problem naming the header when `request` sends one of the
 * single-valued headers more than once, else `undefined`. Only adapters that see
 * headers as sent (`node:http`'s `rawHeaders`) can tell; a Fetch `Headers`
 * has joined repeats into one value by then.
 */
export function repeatedHeaderProblem(request: EngineRequest): HttpProblem | undefined {
  const repeated = request.repeatedHeader?.(singleValuedHeaders)
  return repeated === undefined ? undefined : repeatedHeaderRefusal(repeated)
}

/** The `400` problem for a request that sends the header `name` more than once. */
export function repeatedHeaderRefusal(name: string): HttpProblem {
  return new HttpProblem(
    'badRequest',
    `The request has more than one ${name} header, and the mock takes one: please send it once.`,
  )
}
