/**
 * @module Reads a request body as a JSON object, for PATCH and the control
 * API alike: not JSON or not an object is a `400`, a content type other
 * than JSON a `415` (when the caller asks for that check).
 */
import type { EngineRequest } from './engine-types.ts'
import { HttpProblem } from './http-problem.ts'

const jsonContentType = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i

/**
 * @example
 * const body = await readJsonObject(request, { requireJsonContentType: true })
 */
export async function readJsonObject(request: EngineRequest, { requireJsonContentType = false } = {}): Promise<Record<string, unknown>> {
  if (requireJsonContentType) {
    const contentType = request.header('content-type') ?? ''
    if (!jsonContentType.test(contentType)) {
      throw new HttpProblem(
        'unsupportedMediaType',
        `The body must be JSON, sent with "Content-Type: application/json"; got ${contentType ? `"${contentType}"` : 'no content type'}.`,
      )
    }
  }
  // A UTF-8 byte order mark is not part of the JSON (Fetch's `text()` drops it; Node's decoding keeps it).
  const text = (await request.text()).replace(/^\uFEFF/, '')
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch (error) {
    throw new HttpProblem('badRequest', `The body is not valid JSON: ${(error as Error).message}.`)
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpProblem('badRequest', `The body must be a JSON object; got ${Array.isArray(body) ? 'an array' : body === null ? 'null' : typeof body}.`)
  }
  return body as Record<string, unknown>
}
