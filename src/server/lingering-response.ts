/**
 * @module Lingering close, as nginx's `lingering_close`: an answer sent
 * while its request's body is still on its way (a `413`, or any refusal that
 * comes before the body is read) leaves at once with `Connection: close`, but
 * the connection is closed only after the rest of the body has been read and
 * dropped, up to a bound. Closing at once made the server's kernel reset a
 * connection the client was still sending on, and a reset throws away the
 * answer the client had not read yet: `fetch` and curl saw `EPIPE` where a
 * `413` problem had been sent.
 */
import { type IncomingMessage, type OutgoingHttpHeader, type OutgoingHttpHeaders, ServerResponse } from 'node:http'
import type { Readable } from 'node:stream'

export type LingerOptions = {
  /** Bytes of a refused body read and dropped at most; past them nothing more is read. Default 16 MiB. */
  bytes?: number
  /** Time at most, in ms from the answer, before the connection closes. Default 5 s. */
  ms?: number
}

export const defaultLinger = { bytes: 16 * 1024 * 1024, ms: 5_000 } as const satisfies Required<LingerOptions>

type EndArguments = [chunk?: unknown, encoding?: unknown, callback?: unknown]

/**
 * The `ServerResponse` class of a server that lingers within `options`' bounds.
 * @example
 * createServer({ ServerResponse: lingeringResponse({ bytes: 1024 * 1024 }) }, listener)
 */
export function lingeringResponse(options: LingerOptions = {}): typeof ServerResponse {
  const bounds = { ...defaultLinger, ...options }
  class LingeringResponse extends ServerResponse {
    #continued = false
    #lingering = false

    override writeContinue(callback?: () => void): void {
      this.#continued = true
      super.writeContinue(callback)
    }

    // `writeHead` fixes the headers, so the close is announced here when the answer comes with one.
    override writeHead(
      status: number,
      message?: string | OutgoingHttpHeaders | OutgoingHttpHeader[],
      headers?: OutgoingHttpHeaders | OutgoingHttpHeader[],
    ): this {
      if (bodyStillComing(this.req, this.#continued)) this.setHeader('Connection', 'close')
      return typeof message === 'string' ? super.writeHead(status, message, headers) : super.writeHead(status, message)
    }

    override end(...args: EndArguments): this {
      if (this.#lingering || !bodyStillComing(this.req, this.#continued))
        return super.end(...(args as Parameters<ServerResponse['end']>))
      this.#lingering = true
      const [chunk, encoding, callback] =
        typeof args[0] === 'function'
          ? [undefined, undefined, args[0]]
          : typeof args[1] === 'function'
            ? [args[0], undefined, args[1]]
            : args
      if (!this.headersSent) this.setHeader('Connection', 'close')
      // The answer leaves now, whole (its Content-Length says where it ends); only the end of the exchange waits.
      if (chunk !== undefined && chunk !== null) super.write(chunk, encoding as BufferEncoding)
      dropBody(this.req, bounds, () => {
        if (!this.destroyed) super.end(callback as (() => void) | undefined)
      })
      return this
    }
  }
  return LingeringResponse as typeof ServerResponse
}

/**
 * Whether bytes of `request`'s body are yet to arrive: it declares a body
 * that has not ended, and the client sends it (a client that asked
 * `Expect: 100-continue` and got no `100` does not).
 */
function bodyStillComing(request: IncomingMessage, continued: boolean): boolean {
  if (request.complete || request.readableEnded) return false
  const { headers } = request
  const declared =
    headers['transfer-encoding'] !== undefined ||
    (headers['content-length'] !== undefined && headers['content-length'] !== '0')
  if (!declared) return false
  return headers.expect === undefined || continued
}

/**
 * How long a client has to read its answer once the byte bound stopped the
 * reading, before the connection closes: its writes stall at once, and a
 * client that reads only when it cannot write (undici, with a stream) reads
 * then; a client that reads only when its upload fails (Chromium) reads when
 * the connection closes.
 */
export const stallMs = 500

/**
 * Reads and drops `request`'s body until it ends; then `done`. Past `bytes`,
 * nothing more is read, and `done` comes `stallMs` later; `ms` after the
 * answer, it comes whatever happened. `done` closes the connection.
 */
export function dropBody(request: Readable, { bytes, ms }: Required<LingerOptions>, done: () => void): void {
  let dropped = 0
  const finish = () => {
    clearTimeout(timer)
    request.off('data', count).off('end', finish).off('close', finish)
    done()
  }
  const count = (chunk: Buffer | string) => {
    dropped += chunk.length
    if (dropped <= bytes) return
    // Closing at once made undici lose its answer: it writes a stream's chunks without a turn of its
    // event loop while the network takes them, so it had not read the 413 yet.
    request.off('data', count)
    request.pause()
    clearTimeout(timer)
    timer = setTimeout(finish, Math.min(stallMs, deadline - Date.now()))
  }
  const deadline = Date.now() + ms
  let timer = setTimeout(finish, ms)
  request.on('data', count).once('end', finish).once('close', finish)
  // Paused by a body reader that gave up on it, or never read: either way it flows now, into nothing.
  request.resume()
}
