#!/usr/bin/env node
/**
 * @module The `real-estate-service-mock` command: reads options, starts the
 * standalone server, logs where to reach it, and closes cleanly on a signal.
 */
import { MockError } from '../engine/problems/mock-error.ts'
import { logPrefix as prefix } from '../engine/problems/log.ts'
import { HttpProblem } from '../engine/problems/http-problem.ts'
import type { Mock } from '../doors/create-mock.ts'
import type { StateFile } from '../engine/session/state-file.ts'
import { createMock } from '../doors/middleware/create-node-mock.ts'
import { CliError, CliExit, parseCliOptions, type CliOptions } from './cli-options.ts'
import { createServer } from '../server/create-server.ts'
import { runVerifyCommand } from './verify-command.ts'
import { loadHarFile, recordToFile } from './har-files.ts'
import { readJsonFile } from './read-json-file.ts'
import { isLoopbackName } from '../doors/middleware/origin-policy.ts'


async function main(): Promise<void> {
  if (process.argv[2] === 'verify') {
    process.exitCode = await runVerifyCommand(process.argv.slice(3))
    return
  }
  let options: CliOptions
  try {
    options = parseCliOptions(process.argv.slice(2))
  } catch (error) {
    if (error instanceof CliExit) {
      process.stdout.write(error.message)
      return
    }
    throw error
  }

  const mock = createMock(options)
  // Build the seeded data before listening, so the first request is answered at once.
  await mock.database()
  if (options.statePath !== undefined) await loadStateFile(mock, options.statePath)
  if (options.fromHarPath !== undefined) await loadHarFile(mock, options.fromHarPath)
  const recordingFile = options.recordPath === undefined ? undefined : recordToFile(mock, options.recordPath)
  const server = createServer({
    mock,
    corsOrigins: options.corsOrigins,
    allowedHosts: options.allowedHosts,
    controlToken: options.controlToken,
    maxBody: options.maxBody,
  })
  let url: string
  try {
    url = await server.listen(options.port, options.host)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'EADDRINUSE') throw new CliError(`Failed to start: port ${options.port} on ${options.host} is already in use. Please choose another with --port.`)
    if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') throw new CliError(`Failed to start: cannot listen on host "${options.host}". Please check --host.`)
    if (code === 'EACCES') throw new CliError(`Failed to start: no permission to listen on port ${options.port}. Please choose a port above 1023.`)
    throw error
  }

  if (!isLoopbackName(options.host)) {
    console.warn(
      `${prefix} Warning: listening on ${options.host}, so other machines can reach the mock${options.controlToken ? '; the control API needs the control token' : ' and drive its control API (set --control-token to require a token)'}.`,
    )
  }
  console.log(`${prefix} Serving the Real Estate and Account Service at ${url}${mock.paths.servicePath}`)
  console.log(`${prefix} Seed ${mock.seed}, scenario "${mock.settings.scenario().name}"${options.auth ? ', authentication enforced' : ''}.`)
  for (const window of options.schedule ?? []) {
    console.log(`${prefix} Scheduled: "${String(window.scenario)}" from ${window.after}${window.for === undefined ? ' on' : ` for ${window.for}`}${window.every === undefined ? '' : `, every ${window.every}`}.`)
  }
  if (options.real) {
    const routes = Object.entries(mock.settings.routes().value).map(([operation, mode]) => `${operation}=${mode}`).join(', ')
    console.log(`${prefix} Real service: ${options.real.url} (timeout ${options.real.timeout} ms); routes ${routes}. Change them with PUT ${mock.paths.controlPrefix}/routes.`)
    if (options.recordPath !== undefined) console.log(`${prefix} Recording the real service's answers to ${options.recordPath} (HAR 1.2).`)
  }
  console.log(`${prefix} Control API: ${url}${mock.paths.controlPrefix}/resources, /reset, /scenarios, /requests, /sessions, /openapi.json`)
  console.log(`${prefix} Sessions: send X-Mock-Session: <id> for state of its own (idle ones dropped after ${options.sessionTtl! / 60_000} min).`)
  console.log(`${prefix} Simulator page: ${url}${mock.paths.controlPrefix}/${options.controlToken ? `?token=${encodeURIComponent(options.controlToken)}` : ''}`)
  console.log(`${prefix} Try: curl ${url}${mock.paths.servicePath}/AccountService`)

  const stop = (signal: string) => {
    console.log(`${prefix} ${signal} received, closing.`)
    recordingFile?.flush()
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    )
  }
  process.once('SIGINT', () => stop('SIGINT'))
  process.once('SIGTERM', () => stop('SIGTERM'))
}

/** Loads `--state`: the file is checked whole first, and a file that does not fit stops the start with every problem listed. */
async function loadStateFile(mock: Mock, path: string): Promise<void> {
  const file = await readJsonFile(path, 'state file', '--state', 'Please export it with GET /__mock/snapshots/<name>.')
  try {
    const entry = await mock.history.load(file as StateFile)
    console.log(`${prefix} Loaded the state file ${path} (${entry.label}); restore it any time with POST ${mock.paths.controlPrefix}/snapshots/${mock.history.snapshots().at(-1)!.name}/restore.`)
  } catch (error) {
    if (!(error instanceof HttpProblem)) throw error
    const problems = (error.errors ?? []).map(({ pointer, detail }) => `\n  ${pointer || '/'}: ${detail}`).join('')
    throw new CliError(`Failed to load the state file ${path}: it does not fit the resources' schemas, so nothing was loaded.${problems}`)
  }
}

main().catch((error: unknown) => {
  if (error instanceof CliError) {
    console.error(`${prefix} ${error.message}`)
    process.exit(error.exitCode)
  }
  if (error instanceof MockError) {
    // An unknown --scenario: the message already lists the known ones.
    console.error(`${prefix} ${error.message}`)
    process.exit(2)
  }
  if (error instanceof HttpProblem) {
    // An option the mock refused when made (a --schedule entry): its problems, by entry.
    console.error(`${prefix} Failed to start: ${error.message}${(error.errors ?? []).map(({ pointer, detail }) => ` ${pointer}: ${detail}`).join(';')}`)
    process.exit(2)
  }
  console.error(`${prefix} Failed to start: an unexpected error occurred.`, error)
  process.exit(1)
})
