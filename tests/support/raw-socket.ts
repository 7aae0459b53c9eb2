/**
 * HTTP/1.1 over a bare socket, for what no client library sends: several
 * requests in one write, malformed framing, a request after a broken one. The
 * answers are parsed as they come, so a desynchronised connection shows.
 */
import { connect } from 'node:net'
import type { RawAnswer } from './raw-request.ts'

/** What came back on a raw socket: the answers read, and whether the server closed the connection before the client did. */
export type SocketOutcome = { answers: RawAnswer[]; serverClosed: boolean }

/**
 * Parses the complete HTTP/1.1 answers at the front of `buffer` (bodies by Content-Length or
 * chunked); `isHead(n)` says whether the n-th answer is to a HEAD, which has no body. The rest is left.
 */
function parseAnswers(
  buffer: Buffer,
  isHead: (index: number) => boolean,
  already: number,
): { answers: RawAnswer[]; rest: Buffer } {
  const answers: RawAnswer[] = []
  let rest = buffer
  for (;;) {
    const end = rest.indexOf('\r\n\r\n')
    if (end === -1) break
    const [statusLine, ...lines] = rest.subarray(0, end).toString('latin1').split('\r\n')
    const status = Number(/^HTTP\/1\.1 (\d{3}) /.exec(statusLine!)?.[1])
    if (!status) throw new Error(`Not an HTTP answer: ${JSON.stringify(rest.subarray(0, 200).toString('latin1'))}`)
    const headers: Record<string, string> = {}
    for (const line of lines) {
      const colon = line.indexOf(':')
      headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim()
    }
    let at = end + 4
    let body = ''
    if (isHead(already + answers.length)) {
      // No body follows an answer to HEAD, whatever its Content-Length says.
    } else if (headers['transfer-encoding'] === 'chunked') {
      const chunks: Buffer[] = []
      for (;;) {
        const lineEnd = rest.indexOf('\r\n', at)
        if (lineEnd === -1) return { answers, rest }
        const size = parseInt(rest.subarray(at, lineEnd).toString('latin1'), 16)
        if (rest.length < lineEnd + 2 + size + 2) return { answers, rest }
        chunks.push(rest.subarray(lineEnd + 2, lineEnd + 2 + size))
        at = lineEnd + 2 + size + 2
        if (size === 0) break
      }
      body = Buffer.concat(chunks).toString('utf8')
    } else {
      const length = Number(headers['content-length'] ?? 0)
      if (rest.length < at + length) break
      body = rest.subarray(at, at + length).toString('utf8')
      at += length
    }
    answers.push({ status, headers, body })
    rest = rest.subarray(at)
  }
  return { answers, rest }
}

/**
 * Writes `text` on a new socket and reads until `count` answers came or the server closed; with
 * `then`, writes that next on the same socket once the first answers came, and waits for one more.
 * Neither an answer nor a close within a generous time is a hang, and fails the test.
 */
export function exchange(
  port: number,
  text: string,
  count: number,
  { then, heads = [] }: { then?: string; heads?: readonly number[] } = {},
): Promise<SocketOutcome> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    let buffer: Buffer = Buffer.alloc(0)
    const answers: RawAnswer[] = []
    let wanted = count
    let clientEnded = false
    let serverClosed = false
    socket.setTimeout(10_000, () => {
      socket.destroy()
      reject(new Error(`The server neither answered nor closed the connection (after ${answers.length} answer(s)).`))
    })
    socket.on('data', (data: Buffer) => {
      try {
        const parsed = parseAnswers(Buffer.concat([buffer, data]), (index) => heads.includes(index), answers.length)
        answers.push(...parsed.answers)
        buffer = parsed.rest
      } catch (error) {
        socket.destroy()
        return reject(error)
      }
      if (answers.length < wanted) return
      if (then !== undefined && wanted === count) {
        wanted++
        socket.write(then)
      } else {
        clientEnded = true
        socket.end()
      }
    })
    socket.on('end', () => {
      serverClosed = !clientEnded
      socket.end()
    })
    socket.on('close', () => {
      if (buffer.length > 0)
        return reject(
          new Error(`Bytes after the last answer: ${JSON.stringify(buffer.toString('latin1').slice(0, 200))}`),
        )
      resolve({ answers, serverClosed })
    })
    // A write after the server closed (EPIPE, ECONNRESET) shows as a closed connection, which is what is checked.
    socket.on('error', () => {})
    socket.write(text)
  })
}
