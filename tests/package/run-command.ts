/**
 * @module Runs a command to its end and gives back its output; a non-zero
 * exit is an error that carries the whole output, so a failure explains itself.
 */
import { spawn } from 'node:child_process'

export type CommandResult = { stdout: string; stderr: string }

/**
 * The environment minus the outer Vitest's markers, so a nested Vitest runs
 * as if started by hand; without colours, so output can be matched.
 */
export function cleanEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1' }
  for (const key of Object.keys(env)) {
    if (key.startsWith('VITEST') || key === 'NODE_ENV' || key === 'TEST' || key === 'FORCE_COLOR') delete env[key]
  }
  return { ...env, ...extra }
}

export function runCommand(
  command: string,
  args: readonly string[],
  cwd: string,
  env = cleanEnv(),
): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('error', reject)
    child.on('close', (code) => {
      if (code === 0) resolve({ stdout, stderr })
      else
        reject(
          new Error(
            `"${command} ${args.join(' ')}" in ${cwd} exited with ${code}.\n--- stdout\n${stdout}\n--- stderr\n${stderr}`,
          ),
        )
    })
  })
}
