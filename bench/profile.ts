/**
 * @module Where the time goes: CPU profiles of the standalone server under
 * load, one per operation (start-up left out), or of the built command's
 * cold start (`node --cpu-prof`), each summed up by function. Not part of
 * `npm run bench`.
 *
 *   node --import tsx bench/profile.ts server [seconds, default 5] [command|ours|raw|raw+N|patch|middleware|fetch|vite] [sessions]
 *   node --import tsx bench/profile.ts cold-start   (builds lib/ first if stale)
 *
 * `command` profiles the built command (`lib/bin.js`, as users start it;
 * built first if stale), `ours` the same server run from the sources
 * (`createServer()` through tsx: the profile names source files); `raw`
 * profiles the raw `node:http` baseline under the same load, for comparison;
 * `raw+N` the same baseline spinning N µs per request before it answers (what
 * a server with N µs of JavaScript of its own per request can reach); `patch` the minimal honest PATCH
 * server (`servers/patch-server.ts`, its PATCH only);
 * the others are our adapters (bench/servers/). `sessions`, a
 * number, spreads the requests over that many sessions (`X-Mock-Session`,
 * each request naming the next in turn, as bench/session-throughput.ts does);
 * absent, requests name none. Profile files stay in a temporary folder, named
 * in the output.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { forkScript, nextMessage, projectDirectory, stopChild, waitForOk } from './lib/child-process.ts'
import { ensureBuiltCommand } from './lib/built-command.ts'
import { load, type LoadResult } from './lib/load.ts'
import { freePort, mockPaths, operations, recordAnswers, startCommand, stopTargets } from './lib/start-targets.ts'
import { formatProfileSummary, summarizeProfile } from './lib/summarize-profile.ts'

const [mode = 'server', secondsText = '5', which = 'ours', sessionsText = '0'] = process.argv.slice(2)
/** `raw+10`: the raw baseline, spinning 10 µs per request. */
const rawSpin = which.match(/^raw(?:\+(\d+))?$/)
const sessions = Array.from({ length: Number(sessionsText) }, (_, index) => `profile-${index}`)
const directory = mkdtempSync(join(tmpdir(), 'bench-profile-'))
/** The servers to profile, by the name given on the command line. */
const scripts: Record<string, string> = {
  ours: 'mock-server.ts',
  middleware: 'middleware-server.ts',
  fetch: 'fetch-server.ts',
  vite: 'vite-server.ts',
}
const hook = ['--import', fileURLToPath(new URL('lib/profiler-hook.ts', import.meta.url))]

type CpuTime = { cpuMicroseconds: number; systemMicroseconds: number }

async function forkedServer(script: string, args: string[]) {
  const child = forkScript(script, args, hook)
  const { url } = await nextMessage<{ url: string }>(child)
  return { name: which, url, paths: mockPaths(), process: child }
}

async function profiled(child: ChildProcess, file: string, during: () => Promise<void>): Promise<CpuTime> {
  child.send({ profile: 'start' })
  await nextMessage(child)
  await during()
  child.send({ profile: 'stop', file })
  return nextMessage<CpuTime>(child)
}

if (mode === 'server') {
  let answers = ''
  if (rawSpin || which === 'patch') {
    const ours = await startCommand()
    answers = await recordAnswers(ours)
    await stopTargets([ours])
  }
  for (const operation of which === 'patch' ? operations.filter(({ method }) => method === 'PATCH') : operations) {
    const target =
      which === 'command'
        ? { ...(await startCommand({ execArgv: ['--import', 'tsx', ...hook] })), name: which }
        : rawSpin
          ? await forkedServer('servers/raw-server.ts', [answers, rawSpin[1] ?? '0'])
          : which === 'patch'
            ? await forkedServer('servers/patch-server.ts', [answers])
            : await forkedServer(`servers/${scripts[which] ?? which}`, [])
    const child = target.process
    await load(target, operation, 1, 10, sessions)
    const file = join(
      directory,
      `${which}-${operation.name}${sessions.length ? `-${sessions.length}-sessions` : ''}.cpuprofile`.replace(
        /[^\w.]+/g,
        '-',
      ),
    )
    let result: LoadResult | undefined
    const cpu = await profiled(child, file, async () => {
      result = await load(target, operation, Number(secondsText), 10, sessions)
    })
    const perRequest = (microseconds: number) => (microseconds / result!.requests).toFixed(1)
    const line =
      `${which} ${operation.name}${sessions.length ? ` over ${sessions.length} sessions` : ''}: ${Math.round(result!.requestsPerSecond)} req/s, ${result!.failures} failed (profiler on); ` +
      `server CPU ${perRequest(cpu.cpuMicroseconds)} µs/request, of which kernel ${perRequest(cpu.systemMicroseconds)}`
    await stopChild(child)
    console.log(`\n${line}\n${file}\n${formatProfileSummary(summarizeProfile(file), 30, result!.requests)}`)
  }
} else if (mode === 'cold-start') {
  ensureBuiltCommand()
  const port = await freePort()
  const flags = ['--cpu-prof', `--cpu-prof-dir=${directory}`, '--cpu-prof-interval=100']
  const child = spawn(process.execPath, [...flags, 'lib/bin.js', '--port', String(port)], {
    cwd: projectDirectory,
    stdio: 'ignore',
  })
  const waited = await waitForOk(`http://127.0.0.1:${port}/svc/v1/AccountService`)
  console.log(`first 200 after ${Math.round(waited)} ms (the profiler slows it)`)
  // The command closes on SIGINT and exits, which writes the profile.
  const exited = once(child, 'exit')
  child.kill('SIGINT')
  await exited
  for (const name of readdirSync(directory).filter((entry) => entry.endsWith('.cpuprofile'))) {
    console.log(`\n${join(directory, name)}\n${formatProfileSummary(summarizeProfile(join(directory, name)), 40)}`)
  }
} else {
  throw new Error(`Failed to profile: unknown mode "${mode}". Please use "server" or "cold-start".`)
}
