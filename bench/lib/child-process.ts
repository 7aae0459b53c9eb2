/** @module Child processes of the bench: TypeScript scripts run through tsx, and servers waited for. */
import { fork, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { fileURLToPath } from 'node:url'

export const benchDirectory = fileURLToPath(new URL('..', import.meta.url))
export const projectDirectory = fileURLToPath(new URL('../..', import.meta.url))

/** Forks `script` (relative to bench/) with tsx and `--expose-gc` (and `nodeFlags`), IPC on. */
export function forkScript(script: string, args: readonly string[] = [], nodeFlags: readonly string[] = []): ChildProcess {
  return fork(new URL(`../${script}`, import.meta.url), [...args], {
    execArgv: ['--import', 'tsx', '--expose-gc', ...nodeFlags],
    cwd: projectDirectory,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
}

/** The first IPC message of `child`; rejects if it exits before sending one. */
export function nextMessage<T>(child: ChildProcess): Promise<T> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`Child process exited with code ${code} before answering.`))
    child.once('exit', onExit)
    child.once('message', (message) => {
      child.off('exit', onExit)
      resolve(message as T)
    })
  })
}

/** Runs a script that sends one message and exits; resolves with the message. */
export async function runScript<T>(script: string, args: readonly string[] = []): Promise<T> {
  const child = forkScript(script, args)
  const message = await nextMessage<T>(child)
  if (child.exitCode === null) await once(child, 'exit')
  return message
}

/** Polls `url` until it answers 200; resolves with the milliseconds waited. */
export async function waitForOk(url: string, timeoutMs = 20_000): Promise<number> {
  const startedAt = performance.now()
  for (;;) {
    try {
      const response = await fetch(url)
      await response.arrayBuffer()
      if (response.status === 200) return performance.now() - startedAt
    } catch {
      // Not listening yet.
    }
    if (performance.now() - startedAt > timeoutMs) throw new Error(`Failed to reach ${url} within ${timeoutMs} ms.`)
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}

/** Stops a child and waits for it to be gone. */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = once(child, 'exit')
  child.kill('SIGKILL')
  await exited
}
