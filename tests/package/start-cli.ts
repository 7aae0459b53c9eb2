/**
 * @module Starts the installed command on a free port (`--port 0`) and reads
 * the address it prints, so no port is guessed.
 */
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { cleanEnv } from './run-command.ts'

export type RunningCli = { url: string; output: () => string; stop: () => Promise<void> }

export function startCli(projectDir: string, args: readonly string[]): Promise<RunningCli> {
  const bin = join(projectDir, 'node_modules', '.bin', 'real-estate-service-mock')
  const child = spawn(bin, ['--port', '0', ...args], { cwd: projectDir, env: cleanEnv(), stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve()
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
    })

  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const match = output.match(/Serving the Real Estate and Account Service at (http:\/\/\S+?:\d+)\//)
      if (match?.[1]) resolve({ url: match[1], output: () => output, stop })
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', onData)
    child.on('error', reject)
    child.on('exit', (code) => reject(new Error(`The command exited with ${code} before it was ready.\n${output}`)))
  })
}
