/**
 * @module A body as the journal keeps it: the same string or bytes when
 * small (no copy), cut to a bound when large, so a journal of big answers
 * cannot grow memory without bound.
 */
import { utf8Length } from '../exchange/engine-types.ts'

/** Bodies above this many bytes are cut to it in the journal. */
const keptBodyLimit = 64 * 1024

/** A body as kept: `body` is cut when `fullSize` (its size in bytes before the cut) is set. */
export type KeptBody = { readonly body: string | Uint8Array; readonly fullSize?: number }

/** `body` as the journal keeps it, or the body itself when it is within `limit` (the usual case: nothing made). */
export function keepBody(body: string, limit?: number): string | KeptBody
export function keepBody(body: string | Uint8Array, limit?: number): string | Uint8Array | KeptBody
export function keepBody(body: string | Uint8Array, limit: number = keptBodyLimit): string | Uint8Array | KeptBody {
  if (typeof body !== 'string')
    return body.byteLength <= limit ? body : { body: body.slice(0, limit), fullSize: body.byteLength }
  // A UTF-16 unit is at most 3 bytes of UTF-8: a short string needs no measuring.
  if (body.length * 3 <= limit) return body
  const fullSize = utf8Length(body)
  if (fullSize <= limit) return body
  // `encodeInto` stops before a character that does not fit, so the cut never splits one.
  const { read } = new TextEncoder().encodeInto(body, new Uint8Array(limit))
  return { body: body.slice(0, read), fullSize }
}
