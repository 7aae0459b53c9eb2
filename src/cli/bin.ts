#!/usr/bin/env node
/**
 * @module The `real-estate-service-mock` command as a process: its arguments
 * to `runCommand` (to `runMcpCommand` for `mcp`), its exit code back, and a signal (Ctrl-C, SIGTERM) closes
 * the running server cleanly.
 */
import { processOutput } from './command-output.ts'
import { runMcpCommand } from './mcp-command.ts'
import { runCommand } from './run-command.ts'

const argv = process.argv.slice(2)
// `mcp` runs until its client closes standard input, and writes nothing but MCP messages to standard output.
const run = argv[0] === 'mcp' ? runMcpCommand(argv.slice(1), processOutput) : runCommand(argv)

run.then((result) => {
  if (typeof result === 'number') {
    process.exitCode = result
    return
  }
  const stop = (signal: string) =>
    result.stop(signal).then(
      () => process.exit(0),
      () => process.exit(1),
    )
  process.once('SIGINT', () => stop('SIGINT'))
  process.once('SIGTERM', () => stop('SIGTERM'))
})
