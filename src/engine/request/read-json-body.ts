/**
 * @module Reads a request body as a JSON object, for PATCH and the control
 * API alike: not JSON or not an object is a `400`, a content type other
 * than the ones the caller takes a `415` (when the caller names them).
 */
import type { EngineRequest } from '../exchange/engine-types.ts'
import { HttpProblem } from '../problems/http-problem.ts'
import { shownInput } from '../problems/shown-input.ts'
/**
 * @param mediaTypes the content types taken (lower case, without parameters); any when not given.
 * @example
 * const body = await readJsonObject(request, { mediaTypes: ['application/json'] })
 */
export async function readJsonObject(
  request: EngineRequest,
  { mediaTypes }: { mediaTypes?: readonly string[] } = {},
): Promise<Record<string, unknown>> {
  if (mediaTypes) {
    const contentType = request.header('content-type') ?? ''
    if (!mediaTypes.includes(mediaTypeOf(contentType))) {
      // A PATCH names the patch formats it takes in `Accept-Patch` (RFC 5789, 2.2).
      throw new HttpProblem(
        'unsupportedMediaType',
        `The body must be sent as ${mediaTypes.map((type) => `"${type}"`).join(' or ')}; got ${contentType ? `"${shownInput(contentType)}"` : 'no content type'}.`,
        { headers: request.method === 'PATCH' ? { 'Accept-Patch': mediaTypes.join(', ') } : {} },
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
    throw new HttpProblem(
      'badRequest',
      `The body must be a JSON object; got ${Array.isArray(body) ? 'an array' : body === null ? 'null' : typeof body}.`,
    )
  }
  return body as Record<string, unknown>
}

/** `Application/JSON; charset=utf-8` as `application/json`. */
function mediaTypeOf(contentType: string): string {
  const semicolon = contentType.indexOf(';')
  return (semicolon === -1 ? contentType : contentType.slice(0, semicolon)).trim().toLowerCase()
}
