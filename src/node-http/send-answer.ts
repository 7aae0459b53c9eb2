/**
 * @module Writes the engine's answer to a `node:http` response: after the
 * simulated delay, in one write; a network error destroys the socket; a
 * hang leaves the request open until the mock lets it go (a reset) or the
 * server closes: then the connection is closed, as a server that gave up.
 */
import type { ServerResponse } from 'node:http'
import type { EngineAnswer } from '../engine/exchange/engine-types.ts'

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
  // A Content-Length, as production servers send for a known body; without it `writeHead` chose chunked encoding.
  // `writeHead` with the body in `end`: headers and body leave in one packet.
  if (body !== null)
    response.setHeader('Content-Length', typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength)
  response.writeHead(answer.status, answer.headers)
  response.end(body ?? undefined)
}
