/**
 * @module The MCP SDK, an optional peer dependency: imported here only, with
 * `import()`, when `/__mock/mcp` is first asked or the `mcp` command runs, so a
 * project that installs the mock for its tests and never starts an MCP server
 * installs none of it. A missing SDK is an error that says how to install it.
 */
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import type { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js'
import type { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js'
import type { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js'

/** What a project runs to have MCP. */
export const mcpSdkInstall = 'npm install -D @modelcontextprotocol/sdk'

/** The SDK's package is not installed where the mock runs. */
export class McpSdkMissingError extends Error {
  constructor(options?: ErrorOptions) {
    super(
      `MCP needs @modelcontextprotocol/sdk, an optional peer dependency of real-estate-service-mock that is not installed. Please install it in the project: ${mcpSdkInstall}`,
      options,
    )
    this.name = 'McpSdkMissingError'
  }
}

/** The parts of the SDK an MCP server of the mock is made of. */
export type McpServerSdk = {
  readonly McpServer: typeof McpServer
  readonly ListToolsRequestSchema: typeof ListToolsRequestSchema
  readonly CallToolRequestSchema: typeof CallToolRequestSchema
}

/** The server's parts and the Streamable HTTP transport (`/__mock/mcp`). */
export type McpHttpSdk = McpServerSdk & { readonly StreamableHTTPServerTransport: typeof StreamableHTTPServerTransport }

/** The server's parts and the stdio transport (the `mcp` command). */
export type McpStdioSdk = McpServerSdk & { readonly StdioServerTransport: typeof StdioServerTransport }

/** Loads a part of the SDK; a test passes one that fails as a missing package does. */
export type SdkLoader<Sdk> = () => Promise<Sdk>

async function serverParts(): Promise<McpServerSdk> {
  const [{ McpServer }, { ListToolsRequestSchema, CallToolRequestSchema }] = await Promise.all([
    import('@modelcontextprotocol/sdk/server/mcp.js'),
    import('@modelcontextprotocol/sdk/types.js'),
  ])
  return { McpServer, ListToolsRequestSchema, CallToolRequestSchema }
}

export const loadHttpSdk: SdkLoader<McpHttpSdk> = async () => {
  const [server, { StreamableHTTPServerTransport }] = await Promise.all([
    serverParts(),
    import('@modelcontextprotocol/sdk/server/streamableHttp.js'),
  ])
  return { ...server, StreamableHTTPServerTransport }
}

export const loadStdioSdk: SdkLoader<McpStdioSdk> = async () => {
  const [server, { StdioServerTransport }] = await Promise.all([
    serverParts(),
    import('@modelcontextprotocol/sdk/server/stdio.js'),
  ])
  return { ...server, StdioServerTransport }
}

/**
 * The SDK from `load`, or `McpSdkMissingError` when its package is not installed. Any other failure
 * (a module of the SDK missing one of its own dependencies) is rethrown as it is: it is no missing SDK.
 * @example
 * const sdk = await requireSdk(loadHttpSdk)
 */
export async function requireSdk<Sdk>(load: SdkLoader<Sdk>): Promise<Sdk> {
  try {
    return await load()
  } catch (error) {
    if (isSdkNotFound(error)) throw new McpSdkMissingError({ cause: error })
    throw error
  }
}

/** Node's error for a package it cannot resolve, naming the SDK: "Cannot find package '@modelcontextprotocol/sdk' imported from …". */
function isSdkNotFound(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error as NodeJS.ErrnoException).code === 'ERR_MODULE_NOT_FOUND' &&
    /'@modelcontextprotocol\/sdk[/']/.test(error.message)
  )
}
