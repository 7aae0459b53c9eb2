/**
 * @module The answer to a HEAD: the GET's status and headers without its
 * body (RFC 9110, 9.3.2). Done in the engine, so that every door, the
 * journal and its HAR agree that nothing was sent after the headers.
 */
import type { EngineAnswer } from './engine-types.ts'
import { utf8Length } from './kept-body.ts'

/**
 * `answer` with no body, and the `Content-Length` the body would have had, as servers send it for HEAD.
 * @example
 * const answer = request.method === 'HEAD' ? withoutBody(got) : got
 */
export function withoutBody(answer: EngineAnswer): EngineAnswer {
  if (answer.body === null) return answer
  const length = typeof answer.body === 'string' ? utf8Length(answer.body) : answer.body.byteLength
  return { ...answer, headers: { ...answer.headers, 'Content-Length': String(length) }, body: null }
}
