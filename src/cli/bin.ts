#!/usr/bin/env node
/**
 * @module The `real-estate-service-mock` command as a process: its arguments
 * to `runCommand`, its exit code back, and a signal (Ctrl-C, SIGTERM) closes
 * the running server cleanly.
 */
import { runCommand } from './run-command.ts'

runCommand(process.argv.slice(2)).then((result) => {
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
