/**
 * @module The answer to a request Node's parser refuses before the mock sees
 * it (two `Content-Length` headers, `Transfer-Encoding` beside
 * `Content-Length`, a control character in a header): Node's own status, as
 * problem+json like every other refusal, and the connection closed, since
 * nothing after the broken request can be trusted to start a new one. No
 * request was read, so none is journaled.
 */
import { STATUS_CODES } from 'node:http'
import type { Duplex } from 'node:stream'
import { HttpProblem } from '../engine/problems/http-problem.ts'

type ParseError = Error & { code?: string; reason?: string }

/** Node's statuses for what it could not read (its default `clientError` answer), else `400`. */
const statusOfCode: Readonly<Record<string, number>> = {
  HPE_HEADER_OVERFLOW: 431,
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 413,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
}

/** For `server.on('clientError', answerClientError)`. */
export function answerClientError(error: ParseError, socket: Duplex & { bytesWritten?: number }): void {
  // A client that went away needs no answer; an answer under way must not be broken into.
  if (error.code === 'ECONNRESET' || !socket.writable || (socket.bytesWritten ?? 0) > 0) {
    socket.destroy()
    return
  }
  const status = statusOfCode[error.code ?? ''] ?? 400
  const reason = error.reason ?? error.message.replace(/^Parse Error: /, '')
  const problem = new HttpProblem(status, `The request is not valid HTTP/1.1 (${reason}), so it was not read.`)
  // Rendered as every problem is (`toAnswer`); written by hand, since no request object exists to answer.
  const { headers, body } = problem.toAnswer()
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`)
  // Closed once the answer has left, as Node's own answer: nothing more the client sends is read.
  socket.once('finish', () => socket.destroy())
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head.join('')}Content-Length: ${Buffer.byteLength(body as string)}\r\nConnection: close\r\n\r\n${body}`,
  )
}
