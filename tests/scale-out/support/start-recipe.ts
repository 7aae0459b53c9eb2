/**
 * @module Runs examples/scale-out/start.sh as a user runs it, with the copies
 * started from the sources (no build needed), and reads what it prints: the
 * front's URL and each copy's port and pid.
 */
import { spawn } from 'node:child_process'
import { resolve } from 'node:path'
import { cleanEnv } from '../../package/run-command.ts'

const root = resolve(import.meta.dirname, '../../..')

type Copy = { url: string; port: number; pid: number }

export type RunningRecipe = {
  /** nginx's URL: where clients send every request. */
  front: string
  nginxPid: number
  copies: Copy[]
  /** start.sh's temp folder (nginx's pid, temp and logs, the copies' output). */
  folder: string
  output: () => string
  /** Sends `signal` to start.sh and resolves with its exit code once it ended. */
  stop: (signal: NodeJS.Signals) => Promise<number | null>
}

export function startRecipe(options: {
  mocks: number
  port: number
  firstMockPort: number
  nginx: string
  args: readonly string[]
}): Promise<RunningRecipe> {
  const child = spawn(resolve(root, 'examples/scale-out/start.sh'), options.args, {
    cwd: root,
    env: cleanEnv({
      MOCKS: String(options.mocks),
      PORT: String(options.port),
      FIRST_MOCK_PORT: String(options.firstMockPort),
      NGINX: options.nginx,
      // From the sources: the recipe is about the balancer, and a test that built lib/ first would
      // cost a build per run and race the package test's own build.
      MOCK_COMMAND: `${process.execPath} --import tsx src/cli/bin.ts`,
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)))
  const stop = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal)
    return exited
  }

  return new Promise((ready, fail) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const [, front, nginxPid] = /behind nginx at (http:\/\/\S+) \(pid (\d+)\)/.exec(output) ?? []
      if (front === undefined) return
      const copies = [...output.matchAll(/Mock copy on (http:\/\/127\.0\.0\.1:(\d+)) \(pid (\d+)\)/g)].map(
        ([, url, port, pid]) => ({ url: url!, port: Number(port), pid: Number(pid) }),
      )
      const folder = /output in (\S+)\/mock-\d+\.log/.exec(output)?.[1] ?? ''
      ready({ front, nginxPid: Number(nginxPid), copies, folder, output: () => output, stop })
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', onData)
    child.once('error', fail)
    void exited.then((code) => fail(new Error(`start.sh exited with ${code} before nginx was ready.\n${output}`)))
  })
}
