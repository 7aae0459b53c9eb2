/** The Node adapter's writer, over a real socket: bodies as bytes with their length, headers merged in their order. */
import { createServer, type OutgoingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { EngineAnswer } from '../engine/exchange/engine-types.ts'
import { giveHeaders, sendAnswer } from './send-answer.ts'

/** What the next request is answered with, and the headers an adapter gives before it. */
let next: { answer: EngineAnswer; given?: OutgoingHttpHeaders }
let server: Server
let url: string

beforeAll(async () => {
  server = createServer((_request, response) => {
    if (next.given) giveHeaders(response, next.given)
    sendAnswer(next.answer, response)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const answered = (body: string | null, headers: Record<string, string> = {}): EngineAnswer => ({
  status: 200,
  headers,
  body,
  delayMs: 0,
  outcome: 'send',
})

async function fetchAnswer(answer: EngineAnswer, given?: OutgoingHttpHeaders) {
  next = { answer, given }
  const response = await fetch(url)
  return { response, text: await response.text() }
}

describe('sendAnswer', () => {
  test('a text body leaves as its UTF-8 bytes, with their length', async () => {
    const { response, text } = await fetchAnswer(answered('{"name":"Zoë ✓"}'))
    expect(text).toBe('{"name":"Zoë ✓"}')
    expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength('{"name":"Zoë ✓"}')))
  })

  test('bodies of the same length, one after the other, each leave as themselves', async () => {
    const first = '{"id":"re-0001"}'
    const second = '{"id":"re-0002"}'
    expect((await fetchAnswer(answered(first))).text).toBe(first)
    expect((await fetchAnswer(answered(second))).text).toBe(second)
    // The same text again, now a string of its own, is still sent as itself.
    expect((await fetchAnswer(answered(first.slice(0, 8) + first.slice(8)))).text).toBe(first)
  })

  test("the given headers come first, the length next, the answer's last, and the answer's win a shared name", async () => {
    const own = Object.freeze({ 'X-Shared': 'answer', 'Content-Type': 'application/json' })
    const given = Object.freeze({ 'X-Shared': 'adapter', 'X-Adapter': 'yes' })
    for (const body of ['{}', '{"a":1}']) {
      const { response } = await fetchAnswer(answered(body, own), given)
      expect(response.headers.get('x-shared')).toBe('answer')
      expect(response.headers.get('x-adapter')).toBe('yes')
      expect(response.headers.get('content-length')).toBe(String(body.length))
    }
  })

  test('headers changed in place between two answers are read again', async () => {
    const headers: Record<string, string> = { 'X-Count': '1' }
    expect((await fetchAnswer(answered('{}', headers))).response.headers.get('x-count')).toBe('1')
    headers['X-Count'] = '2'
    expect((await fetchAnswer(answered('{}', headers))).response.headers.get('x-count')).toBe('2')
  })

  test('an answer without a body has no length of its own, and keeps the given headers', async () => {
    const { response, text } = await fetchAnswer({ ...answered(null), status: 204 }, { 'X-Adapter': 'yes' })
    expect(response.status).toBe(204)
    expect(text).toBe('')
    expect(response.headers.get('x-adapter')).toBe('yes')
  })
})
