/**
 * @module `POST /__mock/mcp`: MCP's Streamable HTTP transport on the Node
 * doors, stateless (the SDK's documented pattern: a new server and transport
 * per request, closed with the response). The door has run the control API's
 * checks already; the tools act on the door's own mock, in-process. Answers
 * are JSON, not an SSE stream: no tool sends progress, and stateless
 * transports take no `GET` stream.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js'
import type { Engine } from '../engine/create-engine.ts'
import { createMcpServer } from './create-mcp-server.ts'
import { engineTransport } from './mcp-transport.ts'

/**
 * Answers one MCP request; `body` is its JSON, read by the door within its body limit.
 * @example
 * await serveMcpRequest(engine, request, response, JSON.parse(await target.text()))
 */
export async function serveMcpRequest(
  engine: Engine,
  request: IncomingMessage,
  response: ServerResponse,
  body: unknown,
): Promise<void> {
  const server = createMcpServer(engineTransport(engine, `http://${request.headers.host ?? 'localhost'}`))
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true })
  response.on('close', () => {
    void transport.close()
    void server.close()
  })
  await server.connect(transport)
  await transport.handleRequest(request, response, body)
}
