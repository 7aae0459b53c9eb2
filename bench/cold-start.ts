/**
 * @module Concern 4: from launching the command to its first `200`, for
 * `npm start`, the built command, and the sources through tsx, against json-server.
 */
import { execFileSync, spawn } from 'node:child_process'
import { once } from 'node:events'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { compare, type BenchRow } from './lib/bench-row.ts'
import { projectDirectory, waitForOk } from './lib/child-process.ts'
import { runConcern } from './lib/run-concern.ts'
import { freePort, writeJsonServerDb } from './lib/start-targets.ts'
import { median, spread } from './lib/stats.ts'

type Command = { name: string; command: string; args: (port: number) => string[]; probe: string }

/** Milliseconds from spawn to the first 200 of `probe`; the whole process group is stopped after. */
async function coldStart({ command, args, probe }: Command): Promise<number> {
  const port = await freePort()
  const startedAt = performance.now()
  const child = spawn(command, args(port), { cwd: projectDirectory, stdio: 'ignore', detached: true })
  try {
    await waitForOk(`http://127.0.0.1:${port}${probe}`, 30_000)
    return performance.now() - startedAt
  } finally {
    const exited = once(child, 'exit')
    process.kill(-child.pid!, 'SIGKILL')
    await exited
  }
}

runConcern(async (settings) => {
  const db = writeJsonServerDb()
  const settingsPath = '/svc/v1/AccountService'
  const commands: Command[] = [
    { name: 'npm start', command: 'npm', args: (port) => ['start', '--silent', '--', '--port', String(port)], probe: settingsPath },
    { name: 'node --import tsx src/cli/bin.ts', command: process.execPath, args: (port) => ['--import', 'tsx', 'src/cli/bin.ts', '--port', String(port)], probe: settingsPath },
    { name: 'json-server', command: process.execPath, args: (port) => [join(projectDirectory, 'node_modules/json-server/lib/bin.js'), db, '--port', String(port), '--host', '127.0.0.1'], probe: '/settings' },
  ]
  // The built command is what `npm start` runs once `npm install` built it, and what the package's bin runs.
  // Build it first, so that `npm start` measures what it runs after a fresh `npm install`.
  const built = 'lib/bin.js'
  if (!settings.quick) execFileSync(process.execPath, [join(projectDirectory, 'node_modules/tsdown/dist/run.mjs')], { cwd: projectDirectory, stdio: 'ignore' })
  if (existsSync(join(projectDirectory, built))) {
    commands.splice(2, 0, { name: `node ${built}`, command: process.execPath, args: (port) => [built, '--port', String(port)], probe: settingsPath })
  }

  const times = new Map<string, number[]>(commands.map(({ name }) => [name, []]))
  const rounds = settings.quick ? 1 : 3
  for (let round = 0; round < rounds; round++) {
    for (const command of commands) times.get(command.name)!.push(await coldStart(command))
  }
  const jsonServer = median(times.get('json-server')!)
  return commands
    .filter(({ name }) => name !== 'json-server')
    .map(({ name }): BenchRow => {
      const value = median(times.get(name)!)
      // The built command is what users run; `npm start` and tsx add npm's and the compiler's start-up to it.
      const limit = name === `node ${built}` ? 400 : 1000
      return {
        concern: 'cold start',
        measure: `${name} → first 200`,
        value,
        unit: 'ms',
        spread: spread(times.get(name)!),
        comparisons: [compare('json-server', value, jsonServer)],
        target: `< ${limit} ms`,
        met: value < limit,
      }
    })
})
