/**
 * Issue 22, "a client that never reads": pipelined requests on one socket
 * whose answers the client does not read must not make the server hold them
 * all. Checked on raw sockets, against the server's own accounting of what it
 * holds per socket (`heldAnswers()`) and against other clients being served.
 */
import { connect, type Socket } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { createServer, type MockServer } from '../../src/server/create-server.ts'

const pauseAbove = 256 * 1024
let server: MockServer
let origin: string
let port: number
/** The size of the answer every flooding request asks for. */
let documentSize: number
const sockets: Socket[] = []

beforeAll(async () => {
  server = createServer({ site: false, heldAnswers: { pauseAbove } })
  origin = await server.listen(0)
  port = Number(new URL(origin).port)
  documentSize = (await (await fetch(`${origin}/__mock/openapi.json`)).arrayBuffer()).byteLength
})
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.destroy()
})
afterAll(() => server.close())

/** A connection that reads nothing until told, with `count` requests for the OpenAPI document pipelined on it. */
async function flood(count: number): Promise<Socket> {
  const socket = connect(port, '127.0.0.1')
  sockets.push(socket)
  socket.pause()
  socket.on('error', () => {})
  await new Promise((resolve) => socket.once('connect', resolve))
  socket.write(`GET /__mock/openapi.json HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`.repeat(count))
  return socket
}

const holdOf = (socket: Socket) =>
  server.heldAnswers().find((hold) => hold.client === `${socket.localAddress}:${socket.localPort}`)

/** Reads the socket from now on; resolves with the statuses and body sizes of the answers, once `count` came or the connection ended. */
function readAnswers(socket: Socket, count: number): Promise<{ statuses: number[]; sizes: number[]; ended: boolean }> {
  return new Promise((resolve) => {
    let buffer = Buffer.alloc(0)
    const statuses: number[] = []
    const sizes: number[] = []
    const done = (ended: boolean) => resolve({ statuses, sizes, ended })
    socket.on('data', (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk])
      for (;;) {
        const end = buffer.indexOf('\r\n\r\n')
        if (end === -1) break
        const head = buffer.subarray(0, end).toString('latin1')
        const length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? 0)
        if (buffer.length < end + 4 + length) break
        statuses.push(Number(head.slice(9, 12)))
        sizes.push(length)
        buffer = buffer.subarray(end + 4 + length)
      }
      if (statuses.length >= count) done(false)
    })
    socket.once('close', () => done(true))
    socket.resume()
  })
}

describe('answers held for a client that does not read', () => {
  test('900 pipelined requests, unread: reading stops, the server holds about the bound, the rest wait unmade; others are served; 50 more are not read; then the client reads all 950, in order', async () => {
    const socket = await flood(900)
    await vi.waitFor(() => expect(holdOf(socket)?.paused).toBe(true))
    const held = holdOf(socket)!
    // The bound, and the few answers being made when it was passed: never the 900 (16 MB).
    expect(held.bytes).toBeGreaterThan(pauseAbove)
    expect(held.peakBytes).toBeLessThanOrEqual(pauseAbove + 9 * documentSize)
    expect(held.waiting).toBeGreaterThan(0)

    const other = await fetch(`${origin}/svc/v1/AccountService`)
    expect(other.status).toBe(200)
    expect(holdOf(socket)?.paused).toBe(true)

    // Not read: requests sent now stay in the network's buffers, and none joins those waiting.
    const waiting = holdOf(socket)!.waiting
    socket.write(`GET /__mock/openapi.json HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`.repeat(50))
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(holdOf(socket)?.waiting).toBe(waiting)

    const { statuses, sizes } = await readAnswers(socket, 950)
    expect(statuses).toEqual(Array(950).fill(200))
    expect(sizes).toEqual(Array(950).fill(documentSize))
    await vi.waitFor(() => expect(holdOf(socket)).toMatchObject({ bytes: 0, answers: 0, waiting: 0, paused: false }))
  }, 60_000)

  test('the flood, 2,000 pipelined requests never read: the connection is closed past 1,000 answers owed, before the server made them; others are served', async () => {
    const socket = await flood(2_000)
    const { statuses, ended } = await readAnswers(socket, 2_000)
    expect(ended).toBe(true)
    // Closed when the 1,001st request came, with at most the few being made by then sent.
    expect(statuses.length).toBeLessThan(100)
    expect(holdOf(socket)).toBeUndefined()
    expect((await fetch(`${origin}/svc/v1/AccountService`)).status).toBe(200)
  })

  test('a client that pipelines and reads as it goes gets every answer, in order', async () => {
    const socket = connect(port, '127.0.0.1')
    sockets.push(socket)
    await new Promise((resolve) => socket.once('connect', resolve))
    const answers = readAnswers(socket, 300)
    socket.write(`GET /__mock/openapi.json HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`.repeat(300))
    const { statuses, sizes } = await answers
    expect(statuses).toEqual(Array(300).fill(200))
    expect(sizes).toEqual(Array(300).fill(documentSize))
  })
})
