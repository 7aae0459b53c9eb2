/**
 * @module The limit: a bare `node:http` server answering pre-serialised
 * JSON per method and path (recorded from our server, file named by the
 * first argument). A request body is read in full before answering, as any
 * server must. A second argument, microseconds, spins that long per request
 * before answering: the limit of a server with that much JavaScript of its own
 * (`bench/profile.ts server 4 raw+10`).
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { readRecordedAnswers } from './recorded-answers.ts'

const routes = new Map([...readRecordedAnswers(process.argv[2]!)].map(([key, body]) => [key, Buffer.from(body)]))
const headers = (body: Buffer) => ({ 'Content-Type': 'application/json', 'Content-Length': body.length })
const spinMs = Number(process.argv[3] ?? 0) / 1000

/** Stands for a handler's own work: the CPU is busy, as it would be running JavaScript. */
function spin(): void {
  const until = performance.now() + spinMs
  while (performance.now() < until);
}

const server = createServer((request, response) => {
  const body = routes.get(`${request.method} ${request.url}`)
  request.resume()
  request.on('end', () => {
    if (spinMs > 0) spin()
    if (body) response.writeHead(200, headers(body)).end(body)
    else response.writeHead(404).end()
  })
})
server.listen(0, '127.0.0.1', () => {
  process.send?.({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })
})
// Ended normally, so that a `--cpu-prof` run writes its profile (bench/probes/cpu-prof-probe.ts).
process.on('SIGTERM', () => process.exit(0))
