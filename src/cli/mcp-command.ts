/**
 * @module `real-estate-service-mock mcp`: an MCP server on stdio that drives a
 * running mock's control API over HTTP (`--url`), so a coding agent acts on
 * the same mock the app calls. Only MCP messages go to standard output; without
 * the MCP SDK installed it says how to install it, with nothing answering at
 * the URL how to start a mock, and ends with 2.
 */
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander'
import { logPrefix as prefix } from '../engine/problems/log.ts'
import { defaultControlPrefix } from '../engine/request/control-prefix.ts'
import type { McpStdioSdk, SdkLoader } from '../mcp/mcp-sdk.ts'
import type { CommandOutput } from './command-output.ts'

function parseUrl(value: string): string {
  try {
    const url = new URL(value)
    if (url.protocol === 'http:' || url.protocol === 'https:') return value.replace(/\/+$/, '')
  } catch {
    // Falls through to the message below.
  }
  throw new InvalidArgumentError(`url must be an http or https URL such as http://127.0.0.1:4010, got "${value}".`)
}

/**
 * Runs the command with `argv` (the arguments after `mcp`); resolves with the exit code when the
 * client closes standard input.
 * @param load the SDK's loader; a test passes one that fails as a missing package does.
 * @example
 * process.exitCode = await runMcpCommand(['--url', 'http://127.0.0.1:4010'], processOutput)
 */
export async function runMcpCommand(
  argv: readonly string[],
  output: CommandOutput,
  load?: SdkLoader<McpStdioSdk>,
): Promise<number> {
  const help: string[] = []
  const program = new Command()
    .name('real-estate-service-mock mcp')
    .description(
      "An MCP server on stdio for coding agents: the mock's control API as tools, driving the mock running at --url.",
    )
    .addOption(
      new Option('--url <url>', "the running mock's URL (the standalone server, a Vite dev server, a front)")
        .default('http://127.0.0.1:4010')
        .argParser(parseUrl),
    )
    .addOption(
      new Option('--control-token <token>', "the mock's control token, if it was started with one").env(
        'MOCK_CONTROL_TOKEN',
      ),
    )
    .exitOverride()
    .configureOutput({
      writeOut: (text) => help.push(text),
      writeErr: (text) => help.push(text),
      outputError: () => {},
    })
    .allowExcessArguments(false)
  try {
    program.parse([...argv], { from: 'user' })
  } catch (error) {
    if (!(error instanceof CommanderError)) throw error
    if (error.exitCode === 0) {
      // --help: the only text this command writes to standard output, as no MCP client is listening then.
      output.out(help.join(''))
      return 0
    }
    output.err(`${prefix} ${error.message.replace(/^error: /, '')} Run with --help to see the options.\n`)
    return 2
  }
  const { url, controlToken } = program.opts<{ url: string; controlToken?: string }>()

  // Loaded only now: MCP is no part of the server's start, and its SDK is an optional peer dependency.
  const { requireSdk, loadStdioSdk, McpSdkMissingError, mcpSdkInstall } = await import('../mcp/mcp-sdk.ts')
  let sdk: McpStdioSdk
  try {
    sdk = await requireSdk(load ?? loadStdioSdk)
  } catch (error) {
    if (!(error instanceof McpSdkMissingError)) throw error
    output.err(
      `${prefix} Failed to start the MCP server: @modelcontextprotocol/sdk, an optional peer dependency, is not installed. Please install it in the project: ${mcpSdkInstall}\n`,
    )
    return 2
  }

  try {
    await fetch(`${url}${defaultControlPrefix}/scenarios`, { method: 'HEAD', signal: AbortSignal.timeout(5_000) })
  } catch {
    output.err(
      `${prefix} Failed to reach a mock at ${url}: nothing answers there. Please start one with \`npx real-estate-service-mock\` (or give its URL with --url).\n`,
    )
    return 2
  }

  try {
    return await serveOnStdio(sdk, url, controlToken, output)
  } catch (error) {
    output.err(
      `${prefix} Failed to run the MCP server: ${error instanceof Error ? error.message : String(error)}. Please check that the package is installed whole (npm install).\n`,
    )
    return 1
  }
}

/** Serves MCP on stdio until the client closes it; resolves with the exit code. */
async function serveOnStdio(
  sdk: McpStdioSdk,
  url: string,
  controlToken: string | undefined,
  output: CommandOutput,
): Promise<number> {
  const [{ createMcpServer }, { httpTransport }] = await Promise.all([
    import('../mcp/create-mcp-server.ts'),
    import('../mcp/mcp-transport.ts'),
  ])
  const server = createMcpServer(sdk, httpTransport(url, controlToken))
  const transport = new sdk.StdioServerTransport()
  const closed = new Promise<number>((resolve) => {
    // The client ends the session by closing standard input.
    process.stdin.once('end', () => resolve(0))
    transport.onclose = () => resolve(0)
  })
  await server.connect(transport)
  output.err(`${prefix} MCP server on stdio, driving the mock at ${url}.\n`)
  const code = await closed
  await server.close()
  return code
}
