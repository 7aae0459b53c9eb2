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

/** A call that must succeed: its answer, parsed where it is JSON. */
export async function answerOf(client: Client, name: string, args: Record<string, unknown> = {}): Promise<any> {
  const result = await callTool(client, name, args)
  if (result.isError) throw new Error(`${name} ${JSON.stringify(args)} failed: ${textOf(result)}`)
  const text = textOf(result)
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/** A paged answer asked for page by page until its note says it is the last, parsed whole; and how many pages it took. */
export async function wholeAnswerOf(
  client: Client,
  name: string,
  args: Record<string, unknown> = {},
): Promise<{ answer: any; pages: number }> {
  let text = ''
  for (let page = 1; ; page++) {
    const result = await callTool(client, name, { ...args, page })
    if (result.isError) throw new Error(`${name} page ${page} failed: ${textOf(result)}`)
    text += textOf(result)
    const note = result.content[1]
    if (note?.type !== 'text' || note.text.endsWith('This is the last.'))
      return { answer: JSON.parse(text), pages: page }
  }
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
