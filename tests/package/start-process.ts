/**
 * @module Starts a long-running command (the mock's CLI, a dev server) on a
 * free port (`--port 0`) and reads the address it prints, so no port is guessed.
 */
import { spawn } from 'node:child_process'
import { cleanEnv } from './run-command.ts'

export type RunningProcess = { url: string; output: () => string; stop: () => Promise<void> }

/**
 * Resolves once the output matches `ready`, whose first group is the URL. The command runs in a process
 * group of its own, and `stop()` ends the whole group: `npx` does not pass SIGTERM on to the command it runs.
 */
export function startProcess(
  command: string,
  args: readonly string[],
  cwd: string,
  ready: RegExp,
  env = cleanEnv(),
): Promise<RunningProcess> {
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
  let output = ''
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve()
      child.once('exit', () => resolve())
      process.kill(-child.pid!, 'SIGTERM')
    })

  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const url = output.match(ready)?.[1]
      if (url) resolve({ url, output: () => output, stop })
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', onData)
    child.on('error', reject)
    child.on('exit', (code) =>
      reject(new Error(`"${command} ${args.join(' ')}" exited with ${code} before it was ready.\n${output}`)),
    )
  })
}
