import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { forwardToServer } from './forward-to-server.ts'

let received: IncomingHttpHeaders[] = []
const server = createServer((request, response) => {
  received.push(request.headers)
  request.resume().on('end', () => response.end('ok'))
})
let url: string

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/svc/v1/AccountService`
  return () => void server.close()
})
afterAll(() => {
  received = []
})

test("a forwarded request carries the test's session in place of the page's, and not the page's Origin", async () => {
  const pageRequest = new Request(url, {
    method: 'PATCH',
    headers: { Origin: 'http://app.test', 'X-Mock-Session': 'the-page-s-own', 'Content-Type': 'application/json' },
    body: '{"activity_logs":false}',
  })
  const response = await forwardToServer('test-session')(pageRequest)
  expect(response.status).toBe(200)
  expect(received).toHaveLength(1)
  expect(received[0]!['x-mock-session']).toBe('test-session')
  expect(received[0]!['content-type']).toBe('application/json')
  expect(received[0]!.origin).toBeUndefined()
})
