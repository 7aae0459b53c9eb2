/**
 * @module Writes the engine's answer to a `node:http` response: after the
 * simulated delay, in one write; a network error destroys the socket; a
 * hang leaves the request open until the mock lets it go (a reset) or the
 * server closes: then the connection is closed, as a server that gave up.
 */
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http'
import type { EngineAnswer } from '../engine/exchange/engine-types.ts'

const givenHeaders = Symbol('headers written with the answer')
type WithGivenHeaders = ServerResponse & { [givenHeaders]?: Readonly<OutgoingHttpHeaders> }

/**
 * Headers that the answer `sendAnswer` writes to `response` will carry before its own (an adapter's
 * CORS headers, judged before the answer is known). Written with it in one `writeHead`: headers
 * given to `setHeader` one by one cost Node more work per request (checked, lower-cased and stored
 * on their own). `headers` is not changed: a constant object may be given.
 */
export function giveHeaders(response: ServerResponse, headers: Readonly<OutgoingHttpHeaders>): void {
  ;(response as WithGivenHeaders)[givenHeaders] = headers
}

export function sendAnswer(answer: EngineAnswer, response: ServerResponse): void {
  if (answer.outcome === 'hang') {
    void answer.released?.then(() => response.socket?.destroy())
    return
  }
  if (answer.delayMs > 0) {
    const timer = setTimeout(() => sendNow(answer, response), answer.delayMs)
    // A client that gives up during the delay gets nothing written after it left.
    response.once('close', () => clearTimeout(timer))
    return
  }
  sendNow(answer, response)
}

function sendNow(answer: EngineAnswer, response: ServerResponse): void {
  if (answer.outcome === 'network-error') {
    // What a dropped connection looks like to the client: no status, no body.
    response.socket?.destroy()
    return
  }
  if (response.headersSent || response.destroyed) return
  const body = typeof answer.body === 'string' ? encodedBody(answer.body) : answer.body
  const given = (response as WithGivenHeaders)[givenHeaders]
  // A Content-Length, as production servers send for a known body; without it `writeHead` chose chunked encoding.
  // Every header in one `writeHead` (the given ones first, then the length, then the answer's, which win), and
  // the body in `end`: headers and body leave in one packet.
  if (body === null) {
    response.writeHead(answer.status, given === undefined ? answer.headers : { ...given, ...answer.headers })
    response.end()
    return
  }
  response.writeHead(answer.status, headerList(given, answer.headers, body.byteLength))
  response.end(body)
}

/** The names and values of the last pair of header objects sent, merged, with where the length goes. */
let lastMerged: { given: object | undefined; own: object; list: readonly (string | number)[]; lengthAt: number } = {
  given: undefined,
  own: {},
  list: [],
  lengthAt: -1,
}

/**
 * `given`, a `Content-Length`, then `own` (which wins on a name both have), as names and values in
 * turn, which `writeHead` takes as well as an object (and reads without a `for…in`). Answers come
 * with the same frozen header objects nearly every time: their merge is kept, and each answer only
 * copies it with its length, where spreading both objects cost a property definition per header.
 */
function headerList(
  given: Readonly<OutgoingHttpHeaders> | undefined,
  own: Readonly<Record<string, string>>,
  length: number,
): (string | number)[] {
  if (lastMerged.given !== given || lastMerged.own !== own) {
    // Only frozen objects are kept by identity: one changed in place between answers must be read again.
    if (!Object.isFrozen(own) || (given !== undefined && !Object.isFrozen(given)))
      return Object.entries({ ...given, 'Content-Length': length, ...own }).flat() as (string | number)[]
    const merged: OutgoingHttpHeaders = { ...given, 'Content-Length': length, ...own }
    const list = Object.entries(merged).flat() as (string | number)[]
    // The answer's own Content-Length, when it has one, stays.
    const lengthAt = merged['Content-Length'] === length ? Object.keys(merged).indexOf('Content-Length') * 2 + 1 : -1
    lastMerged = { given, own, list, lengthAt }
  }
  const list = lastMerged.list.slice()
  if (lastMerged.lengthAt !== -1) list[lastMerged.lengthAt] = length
  return list
}

/** Bodies of recent answers, encoded, by their length (one per length): a read answers the same text each time. */
const recentBodies: Array<{ text: string; bytes: Buffer } | undefined> = new Array(64)

/** Longer bodies are encoded each time: the cache keeps small ones only. */
const cachedBodyLimit = 16 * 1024

/**
 * `text` as UTF-8 bytes. The engine answers a record's JSON with the same string every time it is
 * read, so its bytes are kept: a string body cost Node a copy of the header and body joined, then
 * their encoding, on every answer. The same string compares equal at once, by identity; another of the
 * same length is compared up to its first difference. A miss costs the encoding Node would have done.
 */
function encodedBody(text: string): Buffer {
  if (text.length > cachedBodyLimit) return Buffer.from(text)
  const slot = text.length & 63
  const recent = recentBodies[slot]
  if (recent !== undefined && recent.text === text) return recent.bytes
  const bytes = Buffer.from(text)
  recentBodies[slot] = { text, bytes }
  return bytes
}
