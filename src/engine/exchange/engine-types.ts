/**
 * @module The engine's one adapter, in plain data: what a request is and what
 * an answer is, with no transport in them. Every adapter (msw, `node:http`,
 * middleware, Fetch, Vite) turns its own request into an `EngineRequest`
 * and writes the `EngineAnswer` back its own way.
 */

/** A request as the engine takes it, whatever adapter it came through: method, path, query, headers and body, all plain values. */
export type EngineRequest = {
  /** Upper-case method, e.g. `GET`. */
  readonly method: string
  /** Path below where the mock is mounted, as sent (still percent-encoded), without the query. */
  readonly path: string
  /** The query with its `?`, or `''`. */
  readonly query: string
  /** A header's value by its name (any case); `undefined` when absent. */
  header(name: string): string | undefined
  /** The body as text; only called by operations that take a body. An adapter reads its body once, however often this is called. */
  text(): Promise<string>
  /** The full URL, when the adapter knows it (a Fetch `Request`'s); the journal's HAR builds one from `Host` otherwise. */
  readonly url?: string
  /**
   * Every header as sent, for the journal's HAR: names and values in turn (Node's `rawHeaders`) or
   * name-value pairs (a Fetch `Headers`). Kept by reference, read only when the journal is exported.
   */
  readonly headerList?: readonly string[] | Iterable<readonly [string, string]>
  /**
   * The first of `names` (any case) the request sends more than once, as it is written in `names`;
   * `undefined` when none is repeated. Given by adapters that see headers as sent (Node's `rawHeaders`).
   */
  repeatedHeader?(names: readonly string[]): string | undefined
}

/**
 * What the simulated network does with the answer: send it, drop the
 * connection (`network-error`), or never answer (`hang`).
 */
type AnswerOutcome = 'send' | 'network-error' | 'hang'

/** The engine's answer, which an adapter writes back its own way: status, headers, body, how long to wait first, and whether to send it at all. */
export type EngineAnswer = {
  readonly status: number
  readonly headers: Readonly<Record<string, string>>
  /** JSON text (or other text), bytes, or nothing. */
  readonly body: string | Uint8Array | null
  /** How long the adapter waits before it sends (or drops) the answer, in ms. */
  readonly delayMs: number
  readonly outcome: AnswerOutcome
  /** For a `hang`: settles when the hang ends without an answer (the session was reset or dropped); the adapter then closes the connection. */
  readonly released?: Promise<void>
}

/** An answer sent at once, as the operations and the control API give them. */
export function answer(
  status: number,
  body: string | null,
  headers: Record<string, string> = body === null ? {} : jsonHeaders,
): EngineAnswer {
  return { status, headers, body, delayMs: 0, outcome: 'send' }
}

// Frozen: an adapter may keep what it made of it by identity (`send-answer.ts`).
const jsonHeaders: Readonly<Record<string, string>> = Object.freeze({ 'Content-Type': 'application/json' })

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

/** Size in bytes of `text` as UTF-8, without encoding it. */
export function utf8Length(text: string): number {
  let bytes = 0
  for (let index = 0; index < text.length; index++) {
    const unit = text.charCodeAt(index)
    if (unit < 0x80) bytes += 1
    else if (unit < 0x800) bytes += 2
    else if (
      unit >= 0xd800 &&
      unit < 0xdc00 &&
      index + 1 < text.length &&
      (text.charCodeAt(index + 1) & 0xfc00) === 0xdc00
    ) {
      bytes += 4
      index++
    } else bytes += 3
  }
  return bytes
}
