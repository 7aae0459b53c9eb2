/**
 * @module Bridges `node:http` and msw: a Node request becomes a Fetch
 * `Request`, and msw's answer is written back with repeated headers kept.
 * Bodies are read whole: the service's bodies are small JSON, and one
 * buffer costs far less than a web stream per request.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { HttpProblem } from '../core/http-problem.ts'

/** Turns a Node request into a Fetch request, with its body read in full. */
export async function toFetchRequest(request: IncomingMessage): Promise<Request> {
  const url = `http://${request.headers.host ?? 'localhost'}${request.url ?? '/'}`
  const headers = new Headers()
  const raw = request.rawHeaders
  for (let index = 0; index < raw.length; index += 2) headers.append(raw[index]!, raw[index + 1]!)
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD'
  const body = hasBody ? await readBody(request) : undefined
  try {
    return new Request(url, { method: request.method, headers, body })
  } catch (error) {
    // A target or Host header that makes no URL is the client's mistake, not a crash.
    throw new HttpProblem('badRequest', `The request cannot be read: ${(error as Error).message}.`)
  }
}

async function readBody(request: IncomingMessage): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return new Uint8Array(Buffer.concat(chunks))
}

/** Writes a Fetch response to a Node response; a network-error response destroys the socket. */
export async function sendFetchResponse(fetchResponse: Response, response: ServerResponse): Promise<void> {
  if (fetchResponse.type === 'error') {
    // What a dropped connection looks like to the client: no status, no body.
    response.socket?.destroy()
    return
  }
  response.statusCode = fetchResponse.status
  for (const [name, value] of fetchResponse.headers) {
    if (name !== 'set-cookie') response.appendHeader(name, value)
  }
  for (const cookie of fetchResponse.headers.getSetCookie()) response.appendHeader('set-cookie', cookie)
  // One write with the whole body: headers and body leave in a single packet.
  response.end(fetchResponse.body ? Buffer.from(await fetchResponse.arrayBuffer()) : undefined)
}
