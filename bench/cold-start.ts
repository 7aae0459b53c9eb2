/**
 * @module Concern 4: from launching a command to its first `200`. The built
 * command (`node lib/bin.js`) against json-server's (`node …/json-server/lib/bin.js`),
 * and, in a full run, `npx real-estate-service-mock` from the packed and
 * installed package against `npx json-server` installed beside it; `npm
 * start` and the sources through tsx for information. Rounds alternate the
 * commands (forward, then backward); a ratio is the median of the ratios
 * within each round, so that a noisy moment weighs on both sides.
 */
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { join } from 'node:path'
import type { BenchRow } from './lib/bench-row.ts'
import { builtCommand, ensureBuiltCommand } from './lib/built-command.ts'
import { projectDirectory, waitForOk } from './lib/child-process.ts'
import { installPackedPackage, npxEnvironment } from './lib/installed-package.ts'
import { runConcern } from './lib/run-concern.ts'
import { freePort, writeJsonServerDb } from './lib/start-targets.ts'
import { median, spread } from './lib/stats.ts'

type Command = {
  name: string
  command: string
  args: (port: number) => string[]
  probe: string
  cwd?: string
  env?: NodeJS.ProcessEnv
}
/** A command measured against a baseline, and the largest ratio to it that meets the target, if any. */
type Pair = { ours: Command; baseline: Command; maxRatio?: number; maxMs?: number }

const servicePath = '/svc/v1/AccountService'
const maxRatio = 1.3

/** Milliseconds from spawn to the first 200 of `probe`; the whole process group is stopped after. */
async function coldStart({ command, args, probe, cwd = projectDirectory, env }: Command): Promise<number> {
  const port = await freePort()
  const startedAt = performance.now()
  const child = spawn(command, args(port), { cwd, env, stdio: 'ignore', detached: true })
  try {
    await waitForOk(`http://127.0.0.1:${port}${probe}`, 60_000)
    return performance.now() - startedAt
  } finally {
    const exited = once(child, 'exit')
    process.kill(-child.pid!, 'SIGKILL')
    await exited
  }
}

runConcern(async (settings) => {
  ensureBuiltCommand()
  const db = writeJsonServerDb()
  const jsonServerArgs = (port: number) => [db, '--port', String(port), '--host', '127.0.0.1']
  const jsonServer: Command = {
    name: 'json-server',
    command: process.execPath,
    args: (port) => [join(projectDirectory, 'node_modules/json-server/lib/bin.js'), ...jsonServerArgs(port)],
    probe: '/settings',
  }
  const ourArgs = (port: number) => ['--port', String(port)]
  const pairs: Pair[] = [
    {
      ours: {
        name: 'node lib/bin.js',
        command: process.execPath,
        args: (port) => [builtCommand, ...ourArgs(port)],
        probe: servicePath,
      },
      baseline: jsonServer,
      maxRatio,
    },
    // `npm start` runs the built command when it is current, after npm's own start and a look at the sources' dates.
    {
      ours: {
        name: 'npm start',
        command: 'npm',
        args: (port) => ['start', '--silent', '--', ...ourArgs(port)],
        probe: servicePath,
      },
      baseline: jsonServer,
      maxMs: 1000,
    },
  ]
  if (!settings.quick) {
    pairs.push({
      ours: {
        name: 'node --import tsx src/cli/bin.ts',
        command: process.execPath,
        args: (port) => ['--import', 'tsx', 'src/cli/bin.ts', ...ourArgs(port)],
        probe: servicePath,
      },
      baseline: jsonServer,
    })
    // What a user of the published package runs: npx finds the installed bin, as it finds json-server's.
    const consumer = await installPackedPackage()
    const npx = (name: string, args: (port: number) => string[], probe: string): Command => ({
      name: `npx ${name}`,
      command: 'npx',
      args: (port) => ['--no-install', name, ...args(port)],
      probe,
      cwd: consumer,
      env: npxEnvironment(),
    })
    pairs.push({
      ours: npx('real-estate-service-mock', ourArgs, servicePath),
      baseline: npx('json-server', jsonServerArgs, '/settings'),
      maxRatio,
    })
  }

  const commands = [
    ...new Map(
      pairs.flatMap(({ ours, baseline }) => [ours, baseline]).map((command) => [command.name, command]),
    ).values(),
  ]
  // One start of each first, untimed: a user's second start, with the files in the OS's cache, is the usual one.
  for (const command of commands) await coldStart(command)
  const times = new Map<string, number[]>(commands.map(({ name }) => [name, []]))
  const rounds = settings.quick ? 3 : 7
  for (let round = 0; round < rounds; round++) {
    for (const command of round % 2 ? [...commands].reverse() : commands)
      times.get(command.name)!.push(await coldStart(command))
  }

  return pairs.map(({ ours, baseline, maxRatio: ratioLimit, maxMs }): BenchRow => {
    const ourTimes = times.get(ours.name)!
    const baselineTimes = times.get(baseline.name)!
    const value = median(ourTimes)
    const ratio = median(ourTimes.map((time, round) => time / baselineTimes[round]!))
    const judged =
      ratioLimit !== undefined
        ? { target: `≤ ${ratioLimit}× ${baseline.name}`, met: ratio <= ratioLimit }
        : maxMs !== undefined
          ? { target: `< ${maxMs} ms`, met: value < maxMs }
          : {}
    return {
      concern: 'cold start',
      measure: `${ours.name} → first 200`,
      value,
      unit: 'ms',
      spread: spread(ourTimes),
      comparisons: [{ against: baseline.name, value: median(baselineTimes), ratio }],
      ...judged,
    }
  })
})
