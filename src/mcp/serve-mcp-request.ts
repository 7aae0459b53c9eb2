/**
 * @module `POST /__mock/mcp`: MCP's Streamable HTTP transport on the Node
 * adapters, stateless (the SDK's documented pattern: a new server and transport
 * per request, closed with the response). The adapter has run the control API's
 * checks already; the tools act on the adapter's own mock, in-process. Answers
 * are JSON, not an SSE stream: no tool sends progress, and stateless
 * transports take no `GET` stream. Without the SDK installed, a `501` problem
 * that says how to install it.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Engine } from '../engine/create-engine.ts'
import { HttpProblem } from '../engine/problems/http-problem.ts'
import { createMcpServer } from './create-mcp-server.ts'
import { loadHttpSdk, type McpHttpSdk, McpSdkMissingError, requireSdk, type SdkLoader } from './mcp-sdk.ts'
import { engineTransport } from './mcp-transport.ts'

/**
 * Answers one MCP request; `body` is its JSON, read by the adapter within its body limit.
 * @param load the SDK's loader; a test passes one that fails as a missing package does.
 * @example
 * await serveMcpRequest(engine, request, response, JSON.parse(await target.text()))
 */
export async function serveMcpRequest(
  engine: Engine,
  request: IncomingMessage,
  response: ServerResponse,
  body: unknown,
  load: SdkLoader<McpHttpSdk> = loadHttpSdk,
): Promise<void> {
  const sdk = await sdkOrProblem(load)
  const server = createMcpServer(sdk, engineTransport(engine, `http://${request.headers.host ?? 'localhost'}`))
  const transport = new sdk.StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true })
  response.on('close', () => {
    void transport.close()
    void server.close()
  })
  await server.connect(transport)
  await transport.handleRequest(request, response, body)
}

/** The SDK, or the `501` problem the adapter answers when it is not installed. */
async function sdkOrProblem(load: SdkLoader<McpHttpSdk>): Promise<McpHttpSdk> {
  try {
    return await requireSdk(load)
  } catch (error) {
    if (error instanceof McpSdkMissingError) throw new HttpProblem('notImplemented', error.message)
    throw error
  }
}
