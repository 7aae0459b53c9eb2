/**
 * @module The `real-estate-service-mock` command as the command-line tests
 * run it, from the sources: to its end (`runCommandLine`), or in the
 * background until it prints where it listens (`startCommandLine`).
 */
import { spawn, spawnSync } from 'node:child_process'

const bin = ['--import', 'tsx', 'src/cli/bin.ts']

/** Runs the command to its end; its exit code and output. */
export function runCommandLine(args: readonly string[]) {
  return spawnSync(process.execPath, [...bin, ...args], { encoding: 'utf8', timeout: 30_000 })
}

/** Starts the command; `ready` resolves with its URL once the banner is out (its last line says how to try it). */
export function startCommandLine(args: readonly string[]) {
  const child = spawn(process.execPath, [...bin, ...args], { stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  const ready = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk
      const match = output.match(/at (http:\/\/\S+?)\/svc\/v1[\s\S]*Try: curl/)
      if (match) resolve(match[1]!)
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', onData)
    child.once('exit', (code) => reject(new Error(`exited with ${code}: ${output}`)))
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  return { child, ready, exited, output: () => output }
}
