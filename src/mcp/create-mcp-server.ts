/**
 * @module The MCP server of a mock: the tools of `mock-tools.ts`, and the
 * OpenAPI document, the data reference and the current records as resources,
 * all over one `McpTransport`. Both the `/__mock/mcp` endpoint and the `mcp`
 * command make theirs here, with the SDK they loaded (`mcp-sdk.ts`). The tools
 * are listed and called through the SDK's request handlers rather than its
 * `registerTool`, which would write each tool's JSON Schema itself, without the
 * shortening of `compact-json-schema.ts`.
 */
import packageJson from '../../package.json' with { type: 'json' }
import { createVerbSender } from '../engine/control/control-client.ts'
import { controlVerbs } from '../engine/control/control-verbs.ts'
import { dataReference } from './data-reference.ts'
import type { McpServerSdk } from './mcp-sdk.ts'
import type { McpTransport } from './mcp-transport.ts'
import { mockInstructions } from './mock-instructions.ts'
import type { MockTool, ToolContext } from './mock-tool.ts'
import { mockTools } from './mock-tools.ts'
import { callOperation } from './tools/operation-tool.ts'

/**
 * @example
 * const sdk = await requireSdk(loadStdioSdk)
 * const server = createMcpServer(sdk, httpTransport('http://127.0.0.1:4010'))
 * await server.connect(new sdk.StdioServerTransport())
 */
export function createMcpServer(sdk: McpServerSdk, transport: McpTransport, tools: readonly MockTool[] = mockTools) {
  const server = new sdk.McpServer(
    { name: 'real-estate-service-mock', version: packageJson.version },
    { instructions: mockInstructions },
  )
  const { send } = createVerbSender({
    url: `${transport.url}${transport.controlPrefix}`,
    transport: transport.fetch,
    token: transport.token,
  })
  const context: ToolContext = { send, transport }

  const byName = new Map(tools.map((tool) => [tool.name, tool]))
  server.server.registerCapabilities({ tools: {} })
  server.server.setRequestHandler(sdk.ListToolsRequestSchema, () => ({
    tools: tools.map(({ name, description, inputSchema, annotations }) => ({
      name,
      description,
      inputSchema: inputSchema as { type: 'object' },
      annotations,
    })),
  }))
  server.server.setRequestHandler(sdk.CallToolRequestSchema, async ({ params }) => {
    const tool = byName.get(params.name)
    const result = tool
      ? await tool.call(params.arguments, context)
      : { isError: true, texts: [`There is no tool "${params.name}": the tools are ${[...byName.keys()].join(', ')}.`] }
    return {
      content: result.texts.map((text) => ({ type: 'text' as const, text })),
      ...(result.isError ? { isError: true } : {}),
    }
  })

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
          text: await dataReference((call) => callOperation(context, call)),
        },
      ],
    }),
  )
  return server
}
