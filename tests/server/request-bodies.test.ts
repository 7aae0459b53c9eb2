import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createServer, type MockServer } from '../../src/adapters/node-http/create-server.ts'

describe('request bodies through the standalone server', () => {
  let server: MockServer
  let url: string
  beforeAll(async () => {
    server = createServer({ site: false })
    url = `${await server.listen(0)}/svc/v1/AccountService`
  })
  afterAll(() => server.close())

  test('a chunked body without Content-Length is streamed to the handler whole', async () => {
    const encoder = new TextEncoder()
    const body = new ReadableStream({
      start(controller) {
        controller.enqueue(encoder.encode('{"activity_logs":'))
        controller.enqueue(encoder.encode('false}'))
        controller.close()
      },
    })
    const answer = await fetch(url, { method: 'PATCH', body, duplex: 'half', headers: { 'Content-Type': 'application/json' } } as RequestInit)
    expect(answer.status).toBe(200)
    expect((await answer.json()).activity_logs).toBe(false)
  })

  test('a body above the whole-read limit arrives intact', async () => {
    const body = JSON.stringify({ activity_logs: true, padding: 'x'.repeat(200_000) })
    const answer = await fetch(url, { method: 'PATCH', body, headers: { 'Content-Type': 'application/json' } })
    expect(answer.status).toBe(422)
    expect((await answer.json()).errors).toEqual([{ pointer: '/padding', detail: expect.any(String) }])
  })
})
