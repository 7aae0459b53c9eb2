/**
 * @module A CPU profile of a server under load, taken by `node --cpu-prof` in the server's own process:
 * the built command (this tree's `lib/bin.js`, or another tree's), or `raw` for the limit. The server is
 * left idle first (as a developer's server mostly is, and as the bench leaves it between rounds), then
 * warmed up, loaded, and ended with SIGTERM, which writes the profile. The summary keeps the load's
 * seconds only (the profile covers the start too), per request.
 *
 *   node --import tsx bench/probes/cpu-prof-probe.ts [lib/bin.js|raw, default this tree's] [operation, default "GET object"] [idle seconds, default 12] [seconds, default 5]
 */
import { once } from 'node:events'
import { mkdtempSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { forkScript, nextMessage } from '../lib/child-process.ts'
import { load } from '../lib/load.ts'
import { mockPaths, operations, recordAnswers, startCommand, stopTargets, type Target } from '../lib/start-targets.ts'
import { formatProfileSummary, summarizeProfile } from '../lib/summarize-profile.ts'

const [which = '', operationName = 'GET object', idleText = '12', secondsText = '5'] = process.argv.slice(2)
const operation = operations.find(({ name }) => name === operationName)
if (!operation) throw new Error(`Failed to profile: no operation "${operationName}".`)
const directory = mkdtempSync(join(tmpdir(), 'cpu-prof-'))
const flags = ['--cpu-prof', `--cpu-prof-dir=${directory}`, '--cpu-prof-interval=100']

async function profiledTarget(): Promise<Target> {
  if (which !== 'raw') return startCommand({ command: which || undefined, nodeFlags: flags })
  const ours = await startCommand()
  const answers = await recordAnswers(ours)
  await stopTargets([ours])
  const child = forkScript('servers/raw-server.ts', [answers], flags)
  const { url } = await nextMessage<{ url: string }>(child)
  return { name: 'raw', url, process: child, paths: mockPaths() }
}

const target = await profiledTarget()
await new Promise((resolve) => setTimeout(resolve, Number(idleText) * 1000))
await load(target, operation, 1, 10)
const result = await load(target, operation, Number(secondsText), 10)
// SIGTERM ends both the command and the raw server's process normally, and Node writes the profile on exit.
const exited = once(target.process, 'exit')
target.process.kill('SIGTERM')
await exited
const [file] = readdirSync(directory).filter((name) => name.endsWith('.cpuprofile'))
if (!file) throw new Error(`Failed to profile: no profile was written to ${directory}.`)
console.log(
  `${which || 'lib/bin.js'} ${operation.name} after ${idleText} s idle: ${Math.round(result.requestsPerSecond)} req/s, ` +
    `server CPU ${result.serverCpuPerRequest?.toFixed(1)} µs/request (profiler on)\n${join(directory, file)}`,
)
console.log(
  formatProfileSummary(
    summarizeProfile(join(directory, file), /profiler-hook/, Number(secondsText) * 1000 + 300),
    30,
    result.requests,
  ),
)
