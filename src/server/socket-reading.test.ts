import { once } from 'node:events'
import { createServer, type Server } from 'node:http'
import { type AddressInfo, connect, type Socket } from 'node:net'
import { afterEach, expect, test, vi } from 'vitest'
import { pauseReading, resumeReading } from './socket-reading.ts'

const servers: Server[] = []
const clients: Socket[] = []
afterEach(() => {
  for (const client of clients.splice(0)) client.destroy()
  for (const server of servers.splice(0)) server.close()
})

/**
 * A POST whose body comes after its head: the server hands the request's socket to `onRequest`, then
 * reads the body (Node resumes the socket for that) and answers once it has it. Resolves 200 ms after
 * the client sent the body, long enough for a socket that is read to have it.
 */
async function postWithLateBody(onRequest: (socket: Socket) => void) {
  let socket: Socket | undefined
  let bodyRead = false
  const server = createServer((request, response) => {
    socket = request.socket
    onRequest(request.socket)
    request.resume().on('end', () => {
      bodyRead = true
      response.end('ok')
    })
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const client = connect((server.address() as AddressInfo).port, '127.0.0.1')
  clients.push(client)
  await once(client, 'connect')
  const answered = once(client, 'data').then(([chunk]) => String(chunk))
  client.write('POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 5\r\n\r\n')
  await vi.waitFor(() => expect(socket).toBeDefined())
  await new Promise<void>((resolve) => client.write('hello', () => resolve()))
  await new Promise((resolve) => setTimeout(resolve, 200))
  return { bodyRead: () => bodyRead, socket: socket!, answered }
}

test('a paused socket is not read, though Node resumes it to read a body; resumed, the body is read', async () => {
  const { bodyRead, socket, answered } = await postWithLateBody(pauseReading)
  expect(bodyRead()).toBe(false)
  resumeReading(socket)
  expect(await answered).toMatch(/^HTTP\/1\.1 200 OK[\s\S]*ok$/)
})

test('a pause in the same turn as a resume holds once the resume has come: the next request is not read', async () => {
  const received: string[] = []
  const server = createServer((request) => {
    received.push(request.url ?? '')
    if (received.length > 1) return
    pauseReading(request.socket)
    setTimeout(() => {
      resumeReading(request.socket)
      pauseReading(request.socket)
    }, 50)
    setTimeout(() => resumeReading(request.socket), 600)
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const client = connect((server.address() as AddressInfo).port, '127.0.0.1')
  clients.push(client)
  await once(client, 'connect')
  client.write('GET /first HTTP/1.1\r\nHost: localhost\r\n\r\n')
  await vi.waitFor(() => expect(received).toEqual(['/first']))
  // After the resume and pause of 50 ms, before the socket is resumed for good at 600 ms.
  await new Promise((resolve) => setTimeout(resolve, 150))
  client.write('GET /second HTTP/1.1\r\nHost: localhost\r\n\r\n')
  await new Promise((resolve) => setTimeout(resolve, 200))
  expect(received).toEqual(['/first'])
  await vi.waitFor(() => expect(received).toEqual(['/first', '/second']))
})

test('a socket never paused is read as Node reads it', async () => {
  const { bodyRead, answered } = await postWithLateBody(() => {})
  expect(bodyRead()).toBe(true)
  expect(await answered).toMatch(/ok$/)
})
