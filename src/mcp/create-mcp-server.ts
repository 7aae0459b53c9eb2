/**
 * @module The MCP server of a mock: the control table's tools, `call_operation`
 * and `query_journal`, and the OpenAPI document, the data reference and the
 * current records as resources, all over one `McpTransport`. Both the
 * `/__mock/mcp` endpoint and the `mcp` command make theirs here; this module
 * (and the SDK it imports) is loaded only when MCP is used.
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import packageJson from '../../package.json' with { type: 'json' }
import { createVerbSender } from '../engine/control/control-client.ts'
import { ControlError } from '../engine/control/control-errors.ts'
import type { VerbTable } from '../engine/control/control-verb.ts'
import { controlVerbs } from '../engine/control/control-verbs.ts'
import { journalQueryOf } from '../engine/control/journal-query.ts'
import type { JournalRecord } from '../engine/journal/journal-entry.ts'
import { sessionHeader } from '../engine/request/session-id.ts'
import type { OpenApiDocument } from '../model/create-openapi-document.ts'
import { controlTools } from './control-tools.ts'
import { journalInput, withinQuery } from './journal-tool.ts'
import type { McpTransport } from './mcp-transport.ts'
import { mockInstructions } from './mock-instructions.ts'
import { operationInput, operationOutput, operationRequest, operationResult } from './operation-tool.ts'
import { dataReference } from './data-reference.ts'
import { operationPathsOf } from './service-paths.ts'

/**
 * @param table the control table whose verbs become tools; the mock's own unless a test gives another.
 * @example
 * const server = createMcpServer(httpTransport('http://127.0.0.1:4010'))
 * await server.connect(new StdioServerTransport())
 */
export function createMcpServer(transport: McpTransport, table: VerbTable = controlVerbs): McpServer {
  const server = new McpServer(
    { name: 'real-estate-service-mock', version: packageJson.version },
    { instructions: mockInstructions },
  )
  const { send } = createVerbSender({
    url: `${transport.url}${transport.controlPrefix}`,
    transport: transport.fetch,
    token: transport.token,
  })

  for (const tool of controlTools(table)) {
    server.registerTool(
      tool.name,
      {
        description: tool.description,
        inputSchema: tool.input,
        ...(tool.output ? { outputSchema: tool.output } : {}),
        annotations: tool.annotations,
      },
      (args) =>
        resultOf(async () => {
          const answer = await send(tool.verb, tool.toHttp(args))
          const structured = tool.output ? (tool.wrapsOutput ? { result: answer } : answer) : undefined
          return [answer, structured as Record<string, unknown> | undefined]
        }),
    )
  }

  const operationPath = async (operation: keyof ReturnType<typeof operationPathsOf>) => {
    const document = (await send(controlVerbs.openApiDocument, {})) as OpenApiDocument
    const path = operationPathsOf(document)[operation]
    if (path === undefined) throw new Error(`The mock's OpenAPI document has no ${operation}.`)
    return path
  }

  server.registerTool(
    'call_operation',
    {
      description:
        "Sends one of the service's four operations to the mock as the app would, and gives the answer: status, the headers an app acts on, the body and how long it took. It meets the session's scenario, latency, faults and authentication, and shows in the journal.",
      inputSchema: operationInput,
      outputSchema: operationOutput,
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
    },
    (call) =>
      resultOf(async () => {
        const signal = AbortSignal.timeout(call.timeoutMs)
        const request = operationRequest(transport, await operationPath(call.operation), call, signal)
        const result = await operationResult(transport.fetch(request), signal)
        return [result, result]
      }),
  )

  server.registerTool(
    'query_journal',
    {
      description:
        "The requests the app sent to the mock and what it answered (bodies included), oldest first, by operation, status, method and time: e.g. every updateAccountSettings that got a 422 in the last minutes. The session's journal only.",
      inputSchema: journalInput,
      annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    },
    (query) =>
      resultOf(async () => {
        const { operation, status, method, session } = query
        // The fields as the journal's query, as the control client sends them (`journalQueryOf`).
        const all = (await send(controlVerbs.requests.filter, {
          query: journalQueryOf({ operation, status, method }),
          headers: session === undefined ? {} : { [sessionHeader]: session },
        })) as JournalRecord[]
        return [withinQuery(all, query), undefined]
      }),
  )

  server.registerResource(
    'openapi',
    'mock://openapi.json',
    {
      title: 'OpenAPI document',
      description:
        "The mock's OpenAPI 3.1 document: the service's four operations with their schemas, and the control API under /__mock. The same as GET /__mock/openapi.json.",
      mimeType: 'application/json',
    },
    async (uri) => ({
      contents: [
        {
          uri: uri.href,
          mimeType: 'application/json',
          text: JSON.stringify(await send(controlVerbs.openApiDocument, {})),
        },
      ],
    }),
  )
  server.registerResource(
    'resources',
    'mock://resources',
    {
      title: 'Objects and accounts',
      description:
        'The ids of the real estate objects and the usernames of the accounts that exist now, in the default session.',
      mimeType: 'application/json',
    },
    async (uri) => ({
      contents: [
        { uri: uri.href, mimeType: 'application/json', text: JSON.stringify(await send(controlVerbs.resources, {})) },
      ],
    }),
  )
  server.registerResource(
    'data-reference',
    'mock://reference.md',
    {
      title: 'Data reference',
      description:
        "What each operation answers, as JSON, asked of the mock now for the well-known records (re-0001, alice.admin), and the shape of its errors: the live form of the package's docs/reference.md.",
      mimeType: 'text/markdown',
    },
    async (uri) => ({
      contents: [
        {
          uri: uri.href,
          mimeType: 'text/markdown',
          text: await dataReference(async (call) => {
            const signal = AbortSignal.timeout(10_000)
            return operationResult(
              transport.fetch(operationRequest(transport, await operationPath(call.operation), call, signal)),
              signal,
            )
          }),
        },
      ],
    }),
  )
  return server
}

/** A tool's result: the answer as JSON text (and structured, where the tool declares its shape), or an error the model can act on. */
async function resultOf(
  run: () => Promise<[answer: unknown, structured: Record<string, unknown> | undefined]>,
): Promise<CallToolResult> {
  try {
    const [answer, structured] = await run()
    return {
      content: [{ type: 'text', text: answer === undefined ? 'Done.' : JSON.stringify(answer, null, 2) }],
      ...(structured === undefined ? {} : { structuredContent: structured }),
    }
  } catch (error) {
    const text =
      error instanceof ControlError
        ? `${error.status} ${error.title}: ${error.detail}`
        : error instanceof Error
          ? error.message
          : String(error)
    return { isError: true, content: [{ type: 'text', text }] }
  }
}
