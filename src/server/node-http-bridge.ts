/**
 * @module Bridges `node:http` and msw: a Node request becomes a Fetch
 * `Request` (body streamed), and msw's answer is streamed back with
 * repeated headers kept.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { Readable } from 'node:stream'

/** Turns a Node request into a Fetch request; bodies are streamed, not buffered. */
export function toFetchRequest(request: IncomingMessage): Request {
  const url = new URL(request.url ?? '/', `http://${request.headers.host ?? 'localhost'}`)
  const headers = new Headers()
  for (const [name, values] of Object.entries(request.headersDistinct)) {
    for (const value of values ?? []) headers.append(name, value)
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD'
  return new Request(url, {
    method: request.method,
    headers,
    body: hasBody ? (Readable.toWeb(request) as ReadableStream<Uint8Array>) : undefined,
    // Required by Fetch for a streamed request body.
    duplex: hasBody ? 'half' : undefined,
  } as RequestInit)
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
  if (!fetchResponse.body) {
    response.end()
    return
  }
  for await (const chunk of fetchResponse.body as unknown as AsyncIterable<Uint8Array>) response.write(chunk)
  response.end()
}
