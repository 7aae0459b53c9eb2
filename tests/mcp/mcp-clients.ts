/** Connects the SDK's own MCP client to the mock: over HTTP to `/__mock/mcp`, or over stdio to the `mcp` command. */
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import { fileURLToPath } from 'node:url'
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js'
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'

export async function httpClient(url: string, headers: Record<string, string> = {}): Promise<Client> {
  const client = new Client({ name: 'tests', version: '1.0.0' })
  await client.connect(new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers } }))
  return client
}

/** A tool call's result, typed as a tool's (the SDK's return type also allows a task's). */
export async function callTool(
  client: Client,
  name: string,
  args: Record<string, unknown> = {},
): Promise<CallToolResult> {
  return (await client.callTool({ name, arguments: args })) as CallToolResult
}

/** The text of a result's first content. */
export function textOf(result: CallToolResult): string {
  const [first] = result.content
  return first?.type === 'text' ? first.text : ''
}

/** The `mcp` command from the sources, as a child process speaking MCP on stdio. */
export async function stdioClient(args: readonly string[], env: Record<string, string> = {}): Promise<Client> {
  const client = new Client({ name: 'tests', version: '1.0.0' })
  await client.connect(
    new StdioClientTransport({
      command: process.execPath,
      args: ['--import', 'tsx', fileURLToPath(new URL('../../src/cli/bin.ts', import.meta.url)), 'mcp', ...args],
      env: { PATH: process.env.PATH ?? '', ...env },
      stderr: 'pipe',
    }),
  )
  return client
}
