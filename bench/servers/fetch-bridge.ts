/**
 * @module Bridges `node:http` and msw: a Node request becomes a Fetch
 * `Request`, and msw's answer is written back with repeated headers kept.
 * Small bodies of a declared length are read whole (a web stream per request
 * cost more than the whole answer in profiles); others are streamed.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { Readable } from 'node:stream'
import { HttpProblem } from '../../src/engine/http-problem.ts'

/** Bodies up to this size, with a `Content-Length`, are read into one buffer; larger or chunked ones stream. */
const wholeBodyLimit = 64 * 1024

/** Turns a Node request into a Fetch request. */
export async function toFetchRequest(request: IncomingMessage): Promise<Request> {
  const url = `http://${request.headers.host ?? 'localhost'}${request.url ?? '/'}`
  const headers = new Headers()
  const raw = request.rawHeaders
  for (let index = 0; index < raw.length; index += 2) headers.append(raw[index]!, raw[index + 1]!)
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD'
  const declaredLength = Number(request.headers['content-length'] ?? Number.NaN)
  const streamed = hasBody && !(declaredLength <= wholeBodyLimit)
  const body = !hasBody ? undefined : streamed ? (Readable.toWeb(request) as ReadableStream<Uint8Array>) : await readBody(request)
  try {
    // `duplex` is required by Fetch for a streamed request body.
    return new Request(url, { method: request.method, headers, body, ...(streamed ? { duplex: 'half' } : {}) } as RequestInit)
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
