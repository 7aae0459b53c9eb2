/**
 * @module A bound on the answers the server holds for a client that does not
 * read them. A client may pipeline thousands of requests on one socket and
 * never read: answered all at once, as Node does, they all wait in memory
 * (2,000 requests for `/__mock/openapi.json` held ~100 MB). So pipelined
 * requests are answered a few at a time per socket, and the answer bytes
 * handed to a socket but not yet taken by the network are counted: above
 * `pauseAbove` the socket is not read and its next requests wait (as nginx
 * and Go answer one request of a connection at a time); a socket that owes
 * more than `closeAbove` answers is closed.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import { pauseReading, resumeReading } from './socket-reading.ts'

export type HeldAnswersOptions = {
  /** Bytes of answers a socket has not taken yet above which it is not read, and its next requests wait. Default 1 MiB. */
  pauseAbove?: number
  /** Answers a socket may owe (held, being made, or waiting for their turn); past it the socket is closed. Default 1,000. */
  closeAbove?: number
}

export const defaultHeldAnswers = {
  pauseAbove: 1024 * 1024,
  closeAbove: 1_000,
} as const satisfies Required<HeldAnswersOptions>

/** Requests of one socket answered at once; its further pipelined requests wait their turn. */
const answeredAtOnce = 8

/** What the server holds for one open socket. */
export type SocketHold = {
  /** The client's end of the connection, e.g. `127.0.0.1:50312`. */
  readonly client: string
  /** Bytes of answers handed to the socket and not yet taken by the network. */
  readonly bytes: number
  /** The answers those bytes belong to. */
  readonly answers: number
  /** Requests read from the socket and waiting for their turn to be answered. */
  readonly waiting: number
  /** The most bytes held at once since the socket opened. */
  readonly peakBytes: number
  /** Whether the socket is not read for now. */
  readonly paused: boolean
}

type Hold = { -readonly [Key in Exclude<keyof SocketHold, 'waiting'>]: SocketHold[Key] } & {
  inFlight: number
  queue: Array<() => void>
  settling: boolean
}

export class HeldAnswers {
  readonly #bounds: Required<HeldAnswersOptions>
  readonly #holds = new Map<Socket, Hold>()

  constructor(options: HeldAnswersOptions = {}) {
    this.#bounds = { ...defaultHeldAnswers, ...options }
  }

  /** Every open socket that has sent a request. */
  bySocket(): SocketHold[] {
    return [...this.#holds.values()].map(({ client, bytes, answers, queue, peakBytes, paused }) => ({
      client,
      bytes,
      answers,
      waiting: queue.length,
      peakBytes,
      paused,
    }))
  }

  /** Calls `answer` for `request` now, or when its socket's earlier answers have gone out. */
  admit(
    request: IncomingMessage,
    response: ServerResponse,
    answer: (request: IncomingMessage, response: ServerResponse) => void,
  ): void {
    const socket = request.socket
    const hold = this.#holdOf(socket)
    if (hold.queue.length === 0 && hold.inFlight < answeredAtOnce && hold.bytes <= this.#bounds.pauseAbove) {
      hold.inFlight++
      answer(request, response)
      return
    }
    hold.queue.push(() => answer(request, response))
    if (hold.answers + hold.inFlight + hold.queue.length > this.#bounds.closeAbove) socket.destroy()
    else this.#release(socket, hold)
  }

  /**
   * The `ServerResponse` class, built on `base`, whose answers are counted
   * here. An answer the network took at once (the usual case) costs no counting.
   */
  responseClass(base: typeof ServerResponse): typeof ServerResponse {
    const held = this
    class CountedResponse extends base {
      #ended = false

      override end(...args: [chunk?: unknown, encoding?: unknown, callback?: unknown]): this {
        const socket = this.req.socket
        // Closed for owing too much: what is still answered for it is dropped.
        if (socket.destroyed) return this
        super.end(...(args as Parameters<ServerResponse['end']>))
        if (!this.#ended) {
          this.#ended = true
          held.#answered(this, socket, args[0])
        }
        return this
      }
    }
    return CountedResponse as typeof ServerResponse
  }

  #answered(response: ServerResponse, socket: Socket, body: unknown): void {
    const hold = this.#holds.get(socket)
    if (!hold) return
    hold.inFlight--
    // Queued behind earlier answers (no socket yet), or left partly in the socket's buffer: held until it has gone.
    if (response.socket === null || socket.writableLength > 0) {
      const bytes = sizeOf(body)
      hold.bytes += bytes
      hold.answers++
      hold.peakBytes = Math.max(hold.peakBytes, hold.bytes)
      let released = false
      const release = () => {
        if (released) return
        released = true
        hold.bytes -= bytes
        hold.answers--
        this.#release(socket, hold)
      }
      // `finish`: its last byte left for the network; `close`: the connection ended first.
      response.once('finish', release).once('close', release)
    }
    this.#release(socket, hold)
  }

  /** Answers waiting requests while the socket holds little, and reads the socket only when none wait. */
  #release(socket: Socket, hold: Hold): void {
    // An answer made at once calls back in here: the loop below goes on with the queue instead.
    if (hold.settling) return
    hold.settling = true
    while (
      hold.queue.length > 0 &&
      hold.inFlight < answeredAtOnce &&
      hold.bytes <= this.#bounds.pauseAbove &&
      !socket.destroyed
    ) {
      hold.inFlight++
      hold.queue.shift()!()
    }
    hold.settling = false
    const congested = hold.queue.length > 0 || hold.bytes > this.#bounds.pauseAbove
    if (congested && !hold.paused) {
      hold.paused = true
      pauseReading(socket)
    } else if (!congested && hold.paused) {
      hold.paused = false
      resumeReading(socket)
    }
  }

  #holdOf(socket: Socket): Hold {
    let hold = this.#holds.get(socket)
    if (!hold) {
      hold = {
        client: `${socket.remoteAddress}:${socket.remotePort}`,
        bytes: 0,
        answers: 0,
        peakBytes: 0,
        paused: false,
        inFlight: 0,
        queue: [],
        settling: false,
      }
      this.#holds.set(socket, hold)
      socket.once('close', () => this.#holds.delete(socket))
    }
    return hold
  }
}

function sizeOf(chunk: unknown): number {
  if (typeof chunk === 'string') return Buffer.byteLength(chunk)
  return chunk instanceof Uint8Array ? chunk.byteLength : 0
}
