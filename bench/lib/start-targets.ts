/**
 * @module The servers compared under load, each in its own process and
 * serving the same records: ours through each adapter (the built command as
 * users start it, `mock.fetch`, the middleware, the Vite plugin), the raw
 * `node:http` limit, json-server, and constant handlers on the Fetch adapter
 * and in Vite.
 */
import { fork, spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createSeedData } from '../../src/data/seed-data.ts'
import { builtCommand, ensureBuiltCommand } from './built-command.ts'
import { forkScript, nextMessage, projectDirectory, stopChild, waitForOk } from './child-process.ts'

export type Operation = { name: string; method: 'GET' | 'PATCH'; bodies?: string[] }
export type Target = { name: string; url: string; paths: Record<string, string>; process: ChildProcess }

/** Small valid updates, the same for every target; they alternate so that every request really writes. */
const patchBodies = [JSON.stringify({ activity_logs: false }), JSON.stringify({ activity_logs: true })]

export const operations: Operation[] = [
  { name: 'GET object', method: 'GET' },
  { name: 'GET settings', method: 'GET' },
  { name: 'GET account', method: 'GET' },
  { name: 'PATCH settings', method: 'PATCH', bodies: patchBodies },
]

/** The path of each operation on the mock (default seed and service path). */
export function mockPaths(service = '/svc/v1'): Record<string, string> {
  const data = createSeedData()
  return {
    'GET object': `${service}/RealEstateService/RealEstateObjects/${data.realEstateObjects[0]!.id}`,
    'GET settings': `${service}/AccountService`,
    'GET account': `${service}/AccountService/Accounts/${data.accounts[0]!.seurity_settings.username}`,
    'PATCH settings': `${service}/AccountService`,
  }
}

/** A server script of bench/servers/ that sends `{ url }` once listening, serving the mock's paths. */
export async function startServer(name: string, script: string, args: readonly string[] = []): Promise<Target> {
  const child = forkScript(`servers/${script}`, args)
  const { url } = await nextMessage<{ url: string }>(child)
  return { name, url, process: child, paths: mockPaths() }
}

/** Node flags that make the forked command answer `'heap'` with its heap after a full GC (`bench/lib/heap-probe.mjs`). */
export const heapProbe = ['--expose-gc', '--import', new URL('heap-probe.mjs', import.meta.url).href]

/**
 * Our standalone server as users start it: the built command, `node lib/bin.js --port 0`, with its
 * default options (journal on), built first if stale. With `execArgv` (e.g. `heapProbe`), it is
 * forked with those Node flags and an IPC channel instead. `command` starts another tree's built
 * `lib/bin.js` as it is (not rebuilt), and `nodeFlags` are Node flags without IPC (e.g. `--cpu-prof`).
 */
export async function startCommand(
  options: { execArgv?: readonly string[]; command?: string; nodeFlags?: readonly string[] } = {},
): Promise<Target> {
  const command = options.command ?? builtCommand
  if (!options.command) ensureBuiltCommand()
  const args = ['--port', '0']
  const child = options.execArgv
    ? fork(command, args, { cwd: projectDirectory, execArgv: [...options.execArgv], stdio: ['ignore', 'pipe', 'inherit', 'ipc'] })
    : spawn(process.execPath, [...(options.nodeFlags ?? []), command, ...args], {
        cwd: projectDirectory,
        stdio: ['ignore', 'pipe', 'inherit'],
      })
  return { name: 'ours', url: await servingUrl(child), process: child, paths: mockPaths() }
}

/** The URL the command prints once it listens (`… Serving … at http://127.0.0.1:4010/svc/v1`). */
function servingUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = ''
    const onExit = (code: number | null) => reject(new Error(`The command exited with ${code} before listening: ${output}`))
    child.once('exit', onExit)
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = /Serving the Real Estate and Account Service at (http:\/\/[^\s/]+)\//.exec(output)
      if (!match) return
      child.off('exit', onExit)
      // Read on, and drop, whatever else it prints, so that a full pipe never blocks it.
      child.stdout!.removeAllListeners('data').resume()
      resolve(match[1]!)
    })
  })
}

/** What `ours` answers to each operation, by `METHOD path`, to be served pre-serialised by the constant baselines. */
export async function recordAnswers(ours: Target): Promise<string> {
  const routes: Record<string, string> = {}
  for (const { name, method, bodies } of operations) {
    const path = ours.paths[name]!
    const response = await fetch(ours.url + path, { method, body: bodies?.at(-1), headers: { 'Content-Type': 'application/json' } })
    routes[`${method} ${path}`] = await response.text()
  }
  const file = join(mkdtempSync(join(tmpdir(), 'bench-answers-')), 'routes.json')
  writeFileSync(file, JSON.stringify(routes))
  return file
}

/** json-server 1.x over a db file holding the same records. */
export async function startJsonServer(): Promise<Target> {
  const data = createSeedData()
  const file = writeJsonServerDb(data)
  const port = await freePort()
  const child = spawn(process.execPath, [join(projectDirectory, 'node_modules/json-server/lib/bin.js'), file, '--port', String(port), '--host', '127.0.0.1'], {
    stdio: 'ignore',
  })
  const url = `http://127.0.0.1:${port}`
  await waitForOk(`${url}/settings`)
  return {
    name: 'json-server',
    url,
    process: child,
    paths: {
      'GET object': `/realEstateObjects/${data.realEstateObjects[0]!.id}`,
      'GET settings': '/settings',
      'GET account': `/accounts/${data.accounts[0]!.id}`,
      'PATCH settings': '/settings',
    },
  }
}

export function writeJsonServerDb(data = createSeedData()): string {
  const file = join(mkdtempSync(join(tmpdir(), 'bench-json-server-')), 'db.json')
  writeFileSync(file, JSON.stringify({ realEstateObjects: data.realEstateObjects, accounts: data.accounts, settings: data.settings }))
  return file
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No port.'))))
    })
  })
}

export async function stopTargets(targets: readonly Target[]): Promise<void> {
  await Promise.all(targets.map((target) => stopChild(target.process)))
}
