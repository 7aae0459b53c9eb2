/**
 * @module The `real-estate-service-mock` command as the command-line tests
 * run it. In this process, through `runCommand` (what `bin.ts` calls): to its
 * end (`runCommandLine`), or serving until stopped (`startCommandLine`).
 * As a process, for the few smoke tests of `bin.ts` itself: its exit code and
 * its signals (`spawnCommandLine`).
 */
import { spawn } from 'node:child_process'
import type { CommandOutput } from '../../src/cli/command-output.ts'
import { runCommand, type RunningCommand } from '../../src/cli/run-command.ts'

/** What the command wrote, as a process's standard output and error would hold it. */
function capture(): CommandOutput & { stdout: string; stderr: string } {
  const output = {
    stdout: '',
    stderr: '',
    out: (text: string) => void (output.stdout += text),
    err: (text: string) => void (output.stderr += text),
  }
  return output
}

/** Runs the command to its end: its exit code and output. A command that starts serving instead fails the test. */
export async function runCommandLine(
  args: readonly string[],
): Promise<{ status: number; stdout: string; stderr: string }> {
  const output = capture()
  const result = await runCommand(args, output)
  if (typeof result !== 'number') {
    await result.stop('SIGTERM')
    throw new Error(`The command was expected to end, but it served at ${result.url}.\n${output.stdout}`)
  }
  return { status: result, stdout: output.stdout, stderr: output.stderr }
}

export type StartedCommand = RunningCommand & { output(): string }

/** Starts the command serving (give it `--port 0`); a command that ends instead fails the test with what it wrote. */
export async function startCommandLine(args: readonly string[]): Promise<StartedCommand> {
  const output = capture()
  const result = await runCommand(args, output)
  if (typeof result === 'number')
    throw new Error(`The command ended with ${result} instead of serving.\n${output.stdout}${output.stderr}`)
  return {
    url: result.url,
    mock: result.mock,
    stop: (signal) => result.stop(signal),
    output: () => output.stdout + output.stderr,
  }
}

/** Starts the command as a process, from the sources; `ready` resolves with its URL once the banner is out (its last line says how to try it). */
export function spawnCommandLine(args: readonly string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/bin.ts', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  const ready = new Promise<string>((resolve, reject) => {
    const onData = () => {
      const match = stdout.match(/at (http:\/\/\S+?)\/svc\/v1[\s\S]*Try: curl/)
      if (match) resolve(match[1]!)
    }
    child.stdout.on('data', (chunk: Buffer) => ((stdout += chunk), onData()))
    child.stderr.on('data', (chunk: Buffer) => void (stderr += chunk))
    child.once('exit', (code) => reject(new Error(`exited with ${code}: ${stdout}${stderr}`)))
  })
  // Caught here so that a command that never serves fails the test through `exited`, not as an unhandled rejection.
  ready.catch(() => {})
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  return { child, ready, exited, stdout: () => stdout, stderr: () => stderr }
}
