import { describe, expect, test } from 'vitest'
import { runners, useClient } from '../support/runners.ts'

describe.each(runners)('request bodies, $name', (runner) => {
  const client = useClient(runner)
  const patch = (body: BodyInit) =>
    client.fetch(`${client.serviceUrl}/AccountService`, { method: 'PATCH', body, duplex: 'half', headers: { 'Content-Type': 'application/json' } } as RequestInit)

  test('a chunked body without Content-Length reaches the mock whole', async () => {
    const encoder = new TextEncoder()
    const body = new ReadableStream({
      start(controller) {
        controller.enqueue(encoder.encode('{"activity_logs":'))
        controller.enqueue(encoder.encode('false}'))
        controller.close()
      },
    })
    const answer = await patch(body)
    expect(answer.status).toBe(200)
    expect((await answer.json()).activity_logs).toBe(false)
  })

  test('a body above the whole-read limit arrives intact', async () => {
    const answer = await patch(JSON.stringify({ activity_logs: true, padding: 'x'.repeat(200_000) }))
    expect(answer.status).toBe(422)
    expect((await answer.json()).errors).toEqual([{ pointer: '/padding', detail: expect.any(String) }])
  })

  test('characters of several bytes arrive whole, also where the body is split into chunks', async () => {
    const key = 'é→😀'.repeat(30_000)
    const answer = await patch(new TextEncoder().encode(JSON.stringify({ [key]: 1 })))
    expect(answer.status).toBe(422)
    expect((await answer.json()).errors).toEqual([{ pointer: `/${key}`, detail: expect.any(String) }])
  })
})
