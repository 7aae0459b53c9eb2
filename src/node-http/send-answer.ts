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
 * Headers that the answer `sendAnswer` writes to `response` will carry before its own (a door's
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
  const { body } = answer
  const given = (response as WithGivenHeaders)[givenHeaders]
  // A Content-Length, as production servers send for a known body; without it `writeHead` chose chunked encoding.
  // Every header in one `writeHead` (the given ones first, then the length, then the answer's, which win), and
  // the body in `end`: headers and body leave in one packet.
  const headers =
    body === null
      ? given === undefined
        ? answer.headers
        : { ...given, ...answer.headers }
      : {
          ...given,
          'Content-Length': typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength,
          ...answer.headers,
        }
  response.writeHead(answer.status, headers)
  response.end(body ?? undefined)
}
