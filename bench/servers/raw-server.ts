/**
 * @module The limit: a bare `node:http` server answering pre-serialised
 * JSON per method and path (recorded from our server, file named by the
 * first argument). A request body is read in full before answering, as any
 * server must.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { readRecordedAnswers } from './recorded-answers.ts'

const routes = new Map([...readRecordedAnswers(process.argv[2]!)].map(([key, body]) => [key, Buffer.from(body)]))
const headers = (body: Buffer) => ({ 'Content-Type': 'application/json', 'Content-Length': body.length })

const server = createServer((request, response) => {
  const body = routes.get(`${request.method} ${request.url}`)
  request.resume()
  request.on('end', () => {
    if (body) response.writeHead(200, headers(body)).end(body)
    else response.writeHead(404).end()
  })
})
server.listen(0, '127.0.0.1', () => {
  process.send?.({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })
})
