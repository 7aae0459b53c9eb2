/**
 * @module The msw limit over HTTP: the same `node:http` bridge as ours, with
 * one bare msw handler answering the pre-serialised JSON of each path. It
 * shows what the Fetch `Request`/`Response` round trip and msw cost alone.
 */
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getResponse, http, HttpResponse } from 'msw'
import { sendFetchResponse, toFetchRequest } from './fetch-bridge.ts'

const routes = new Map(Object.entries(JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as Record<string, string>))
const handlers = [
  http.all('*', async ({ request }) => {
    const url = new URL(request.url)
    if (request.body) await request.text()
    const body = routes.get(`${request.method} ${url.pathname}`)
    return body === undefined ? new HttpResponse(null, { status: 404 }) : new HttpResponse(body, { headers: { 'Content-Type': 'application/json' } })
  }),
]

const server = createServer(async (request, response) => {
  const fetchResponse = (await getResponse(handlers, await toFetchRequest(request))) ?? new Response(null, { status: 404 })
  await sendFetchResponse(fetchResponse, response)
})
server.listen(0, '127.0.0.1', () => {
  process.send?.({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })
})
