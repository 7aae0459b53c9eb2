/**
 * @module A stand-in for the real service, for the tests of the drift check:
 * a small `node:http` server whose answers come from the mock's own engine
 * (so it is stateful: a PATCH changes a later GET), with chosen drifts
 * applied to them (a renamed key, a number as text, a missing field, a status
 * the contract does not list, an answer that never comes), and stopped at once.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { JsonPointer } from 'json-ptr'
import { createMock } from '../../src/adapters/middleware/create-node-mock.ts'
import type { OperationId } from '../../src/model/operations.ts'

type Drift =
  | { kind: 'rename-key'; operation?: OperationId; pointer: string; to: string }
  | { kind: 'number-as-string'; operation?: OperationId; pointer: string }
  | { kind: 'missing-field'; operation?: OperationId; pointer: string }
  | { kind: 'status'; operation?: OperationId; status: number }
  | { kind: 'hang'; operation?: OperationId }

export type StandIn = {
  /** e.g. `http://127.0.0.1:PORT`; the service lives under `${url}/svc/v1`. */
  readonly url: string
  readonly requests: ReadonlyArray<{ method: string; path: string; headers: Record<string, string>; body: string }>
  /** Replaces the drifts in force; with none, the service answers faithfully again. */
  drift(...drifts: Drift[]): void
  /** Closes the port and every connection at once, hanging ones too. */
  stop(): Promise<void>
}

export async function startStandInService({
  seed = 42,
  port = 0,
}: {
  seed?: number
  port?: number
} = {}): Promise<StandIn> {
  const mock = createMock({ seed })
  const requests: Array<{ method: string; path: string; headers: Record<string, string>; body: string }> = []
  const sockets = new Set<Socket>()
  let drifts: Drift[] = []

  const server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    // Open to any page, as a staging service called from a developer's page must be.
    response.setHeader('Access-Control-Allow-Origin', '*')
    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        'Access-Control-Allow-Methods': 'GET, PATCH, HEAD',
        'Access-Control-Allow-Headers': request.headers['access-control-request-headers'] ?? '*',
        'Access-Control-Max-Age': '600',
      })
      return void response.end()
    }
    const body = await readBody(request)
    const url = new URL(request.url ?? '/', 'http://stand-in.test')
    requests.push({
      method: request.method ?? 'GET',
      path: url.pathname + url.search,
      headers: Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)])),
      body,
    })
    const answer = await mock.fetch(
      new Request(url, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: body === '' ? undefined : body,
      }),
    )
    const operation = mock.requests.find()?.operation ?? null
    const applying = drifts.filter((drift) => drift.operation === undefined || drift.operation === operation)
    if (applying.some((drift) => drift.kind === 'hang')) return
    let status = answer.status
    let text = await answer.text()
    for (const drift of applying) {
      if (drift.kind === 'status') status = drift.status
      else if (drift.kind !== 'hang' && text !== '')
        text = JSON.stringify(applyDrift(JSON.parse(text) as object, drift))
    }
    response.writeHead(status, {
      'Content-Type': answer.headers.get('content-type') ?? 'application/json',
      'X-Stand-In': 'yes',
    })
    response.end(text)
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const { port: listening } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${listening}`,
    requests,
    drift: (...next) => void (drifts = next),
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}

function applyDrift(document: object, drift: Exclude<Drift, { kind: 'status' | 'hang' }>): object {
  const pointer = JsonPointer.create(drift.pointer)
  const value = pointer.get(document)
  if (value === undefined) return document
  if (drift.kind === 'number-as-string') pointer.set(document, String(value))
  else {
    pointer.unset(document)
    if (drift.kind === 'rename-key')
      JsonPointer.create([...pointer.path.slice(0, -1), drift.to]).set(document, value, true)
  }
  return document
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => (text += chunk))
    request.on('end', () => resolve(text))
    request.on('error', reject)
  })
}
