/**
 * No client can exhaust the standalone server: bodies above the cap are
 * refused without being read, stalled and slow clients are dropped, and a
 * client that leaves mid-body is journaled as aborted, not as the mock's error.
 */
import { connect, type Socket } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { createServer, type MockServer } from '../../src/server/create-server.ts'

let server: MockServer
let origin: string
let port: number
const sockets: Socket[] = []

beforeAll(async () => {
  // A short lingering close: the refused bodies below stop coming, and the connection then closes after the bound.
  server = createServer({
    site: false,
    maxBody: 64 * 1024,
    linger: { ms: 500 },
    timeouts: { headersTimeout: 1_500, requestTimeout: 2_000, keepAliveTimeout: 1_000 },
  })
  origin = await server.listen(0)
  port = Number(new URL(origin).port)
})
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy()
  await server.mock.reset()
})
afterAll(() => server.close())

function open(): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket))
    socket.on('error', reject)
    // Flowing, so the server's end of the connection is seen as a close.
    socket.resume()
    sockets.push(socket)
  })
}

/** Everything the server sends until it closes the socket. */
function untilClosed(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    let text = ''
    socket.setEncoding('utf8')
    socket.removeAllListeners('error')
    socket.on('error', () => {})
    socket.on('data', (chunk: string) => (text += chunk))
    socket.on('close', () => resolve(text))
  })
}

const settingsBefore = async () => (await fetch(`${origin}/svc/v1/AccountService`)).json()

describe('the body cap', () => {
  test('a declared Content-Length above the cap answers 413 problem+json at once, and nothing changes', async () => {
    const before = await settingsBefore()
    const socket = await open()
    const closed = untilClosed(socket)
    // Only the headers and a first byte: the answer must not wait for the 10 MB announced.
    socket.write(
      `PATCH /svc/v1/AccountService HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${10 * 1024 * 1024}\r\n\r\n{`,
    )
    const answer = await closed
    expect(answer).toMatch(/^HTTP\/1\.1 413 /)
    expect(answer).toContain('application/problem+json')
    expect(answer).toContain('--max-body')
    expect(await settingsBefore()).toEqual(before)
    expect(server.mock.requests.find({ method: 'PATCH' })?.status).toBe(413)
  })

  test('a chunked body is counted as it arrives and refused once past the cap', async () => {
    const socket = await open()
    const closed = untilClosed(socket)
    socket.write(
      'PATCH /svc/v1/AccountService HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n',
    )
    const chunk = 'x'.repeat(16 * 1024)
    // Five chunks of 16 KiB pass the 64 KiB cap; the rest is never sent.
    for (let index = 0; index < 5; index++) socket.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`)
    expect(await closed).toMatch(/^HTTP\/1\.1 413 /)
    expect(server.mock.requests.find()?.status).toBe(413)
  })

  test('with Expect: 100-continue, a body declared too large is refused before it is sent', async () => {
    const socket = await open()
    const closed = untilClosed(socket)
    socket.write(
      `PATCH /svc/v1/AccountService HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nExpect: 100-continue\r\nContent-Length: ${10 * 1024 * 1024}\r\n\r\n`,
    )
    const answer = await closed
    expect(answer).not.toContain('100 Continue')
    expect(answer).toMatch(/^HTTP\/1\.1 413 /)
  })

  test('with Expect: 100-continue, a body within the cap is taken', async () => {
    const socket = await open()
    let text = ''
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => (text += chunk))
    const body = '{"activity_logs": false}'
    socket.write(
      `PATCH /svc/v1/AccountService HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nExpect: 100-continue\r\nContent-Length: ${body.length}\r\n\r\n`,
    )
    await vi.waitFor(() => expect(text).toContain('100 Continue'))
    socket.write(body)
    await vi.waitFor(() => expect(text).toMatch(/HTTP\/1\.1 200 /))
  })

  test('a body just under the cap is read as usual', async () => {
    const padding = ' '.repeat(60 * 1024)
    const answer = await fetch(`${origin}/svc/v1/AccountService`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: `{"activity_logs": false}${padding}`,
    })
    expect(answer.status).toBe(200)
  })
})

describe('slow and stalled clients', () => {
  test('a body that stalls is dropped after the request timeout, and the request is journaled as aborted without an alarming log', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const socket = await open()
    const closed = untilClosed(socket)
    socket.write(
      'PATCH /svc/v1/AccountService HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"activity',
    )
    const answer = await closed
    // Node's own refusal of a request that did not arrive in time, or a plain close.
    expect(answer === '' || /^HTTP\/1\.1 408 /.test(answer)).toBe(true)
    await vi.waitFor(() =>
      expect(server.mock.requests.find()).toMatchObject({ method: 'PATCH', status: null, fault: 'aborted' }),
    )
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
  })

  test('300 slow-header sockets (slowloris) do not stop a normal request from being answered', async () => {
    const slow = await Promise.all(Array.from({ length: 300 }, () => open()))
    for (const socket of slow) socket.write('GET /svc/v1/AccountService HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ')
    const answer = await fetch(`${origin}/svc/v1/AccountService/Accounts/alice.admin`)
    expect(answer.status).toBe(200)
    // And the slow ones are dropped once their headers are late.
    await Promise.all(
      slow.map((socket) =>
        socket.closed ? Promise.resolve() : new Promise((resolve) => socket.once('close', resolve)),
      ),
    )
  })
})

describe('the host of an absolute-form target', () => {
  test("is checked in place of the Host header (RFC 9112 §3.2.2): another site's host gets 403", async () => {
    const socket = await open()
    const closed = untilClosed(socket)
    socket.write(
      'GET http://rebind.evil.example/svc/v1/AccountService HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n',
    )
    expect(await closed).toMatch(/^HTTP\/1\.1 403 /)
  })
})

describe('hanging answers', () => {
  test('reset lets a hanging request go: its connection closes', async () => {
    server.mock.setFaults({ getAccountSettings: 'hang' })
    const hanging = fetch(`${origin}/svc/v1/AccountService`).then(
      () => 'answered',
      () => 'closed',
    )
    await vi.waitFor(() => expect(server.mock.requests.find()?.fault).toBe('hang'))
    await fetch(`${origin}/__mock/reset`, { method: 'POST' })
    expect(await hanging).toBe('closed')
  })
})

describe('hanging answers in the other adapters', () => {
  test('mock.fetch: a hang settles as a network error when the session is reset', async () => {
    const { createMock } = await import('../../src/adapters/middleware/create-node-mock.ts')
    const mock = createMock({ faults: { getAccountSettings: 'hang' } })
    const hanging = mock.fetch(new Request('http://mock.test/svc/v1/AccountService'))
    await vi.waitFor(() => expect(mock.requests.find()?.fault).toBe('hang'))
    await mock.reset()
    expect((await hanging).type).toBe('error')
  })

  test('msw setupServer: a hang ends as a failed fetch when the session is reset', async () => {
    const [{ createMock }, { setupServer }] = await Promise.all([
      import('../../src/adapters/middleware/create-node-mock.ts'),
      import('msw/node'),
    ])
    const mock = createMock({ baseUrl: 'http://hang.test', faults: { getAccountSettings: 'hang' } })
    const msw = setupServer(...mock.handlers)
    msw.listen({ onUnhandledFrame: 'error' })
    try {
      const hanging = fetch('http://hang.test/svc/v1/AccountService').then(
        () => 'answered',
        () => 'failed',
      )
      await vi.waitFor(() => expect(mock.requests.find()?.fault).toBe('hang'))
      await mock.reset()
      expect(await hanging).toBe('failed')
    } finally {
      msw.close()
    }
  })
})
