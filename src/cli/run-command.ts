/**
 * @module The `real-estate-service-mock` command, callable in-process: reads
 * the options, starts the standalone server and says where to reach it, or
 * ends with an exit code (`--help`, `--version`, `verify`, a usage error or
 * a failed start, told in one clear line). `bin.ts` only ties it to the
 * process: its arguments, its output, its signals.
 */
import { MockError } from '../engine/problems/mock-error.ts'
import { logPrefix as prefix } from '../engine/problems/log.ts'
import { HttpProblem } from '../engine/problems/http-problem.ts'
import { createMockWith, type Mock } from '../adapters/create-mock.ts'
import { middlewareAdapter } from '../adapters/middleware/create-middleware.ts'
import type { StateFile } from '../engine/session/state-file.ts'
import { createMockEngine } from '../engine/create-engine.ts'
import { writePactToFile } from './pact-file.ts'
import { isLoopbackName } from '../node-http/origin-policy.ts'
import { createServer } from '../server/create-server.ts'
import { CliError, CliExit, parseCliOptions, type CliOptions } from './cli-options.ts'
import { processOutput, type CommandOutput } from './command-output.ts'
import { loadHarFile, recordToFile } from './har-files.ts'
import { readJsonFile } from './read-json-file.ts'
import { simulatorLink } from './simulator-link.ts'
import { durationInWords } from './duration-in-words.ts'
import { runVerifyCommand } from './verify-command.ts'

/** The server the command left running; `stop` is what a signal does: the recording and the Pact written, the server closed. */
export type RunningCommand = { readonly url: string; readonly mock: Mock; stop(signal: string): Promise<void> }

/**
 * @param argv the arguments after the command's name.
 * @returns the running server, or the exit code of a command that ended.
 * @example
 * const result = await runCommand(['--port', '0', '--seed', '7'])
 * if (typeof result !== 'number') await result.stop('SIGTERM')
 */
export async function runCommand(
  argv: readonly string[],
  output: CommandOutput = processOutput,
): Promise<RunningCommand | number> {
  try {
    if (argv[0] === 'verify') return await runVerifyCommand(argv.slice(1), output)
    return await start(argv, output)
  } catch (error) {
    return failed(error, output)
  }
}

async function start(argv: readonly string[], output: CommandOutput): Promise<RunningCommand | number> {
  let options: CliOptions
  try {
    options = parseCliOptions(argv)
  } catch (error) {
    if (!(error instanceof CliExit)) throw error
    output.out(error.message)
    return 0
  }
  const log = (line: string) => output.out(`${prefix} ${line}\n`)

  const engine = createMockEngine(options)
  // Without msw handlers: the command serves over HTTP only, and starts without loading msw.
  const mock = createMockWith(options, { middleware: middlewareAdapter }, engine)
  // Build the seeded data before listening, so the first request is answered at once.
  await mock.database()
  if (options.statePath !== undefined) await loadStateFile(mock, options.statePath, log)
  if (options.fromHarPath !== undefined) await loadHarFile(mock, options.fromHarPath, output)
  const recordingFile = options.recordPath === undefined ? undefined : recordToFile(mock, options.recordPath, output)
  const pactFile = options.pact === undefined ? undefined : writePactToFile(engine, options.pact, output)
  const server = createServer({
    mock,
    corsOrigins: options.corsOrigins,
    allowedHosts: options.allowedHosts,
    controlToken: options.controlToken,
    maxBody: options.maxBody,
    linger: options.linger,
    heldAnswers: options.heldAnswers,
  })
  let url: string
  try {
    url = await server.listen(options.port, options.host)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'EADDRINUSE')
      throw new CliError(
        `Failed to start: port ${options.port} on ${options.host} is already in use. Please choose another with --port.`,
      )
    if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND')
      throw new CliError(`Failed to start: cannot listen on host "${options.host}". Please check --host.`)
    if (code === 'EACCES')
      throw new CliError(
        `Failed to start: no permission to listen on port ${options.port}. Please choose a port above 1023.`,
      )
    throw error
  }

  const { controlToken } = server
  if (!isLoopbackName(options.host)) {
    const control =
      controlToken === undefined
        ? ' and drive its control API (set --control-token to require a token)'
        : options.controlToken
          ? '; the control API needs the control token'
          : "; the control API needs the token made for this run, which the simulator page's link below carries (--control-token to choose it, --no-control-token to leave the control API open)"
    output.err(`${prefix} Warning: listening on ${options.host}, so other machines can reach the mock${control}.\n`)
  }
  log(`Serving the Real Estate and Account Service at ${url}${mock.paths.servicePath}`)
  log(
    `Seed ${mock.seed}, scenario "${mock.settings.scenario().name}"${options.auth ? ', authentication enforced' : ''}.`,
  )
  for (const window of options.schedule ?? []) {
    log(
      `Scheduled: "${String(window.scenario)}" from ${window.after}${window.for === undefined ? ' on' : ` for ${window.for}`}${window.every === undefined ? '' : `, every ${window.every}`}.`,
    )
  }
  if (options.real) {
    const routes = Object.entries(mock.settings.routes().value)
      .map(([operation, mode]) => `${operation}=${mode}`)
      .join(', ')
    log(
      `Real service: ${options.real.url} (timeout ${options.real.timeout} ms); routes ${routes}. Change them with PUT ${mock.paths.controlPrefix}/routes.`,
    )
    if (options.recordPath !== undefined)
      log(`Recording the real service's answers to ${options.recordPath} (HAR 1.2).`)
  }
  if (options.pact)
    log(
      `Writing a Pact (v3) between "${options.pact.consumer}" and "${options.pact.provider}" of every answer to ${options.pact.path}.`,
    )
  log(
    `Control API: ${url}${mock.paths.controlPrefix}/resources, /reset, /scenarios, /requests, /sessions, /openapi.json`,
  )
  log(
    `Sessions: send X-Mock-Session: <id> for state of its own (idle ones dropped after ${durationInWords(options.sessionTtl)}).`,
  )
  // The one place the token is printed: the link opens the page with it, and the page keeps it for the tab.
  const page = simulatorLink(url, mock.paths.controlPrefix, controlToken)
  log(`Simulator page: ${page.href}${page.note === undefined ? '' : ` (${page.note})`}`)
  log(`Try: curl ${url}${mock.paths.servicePath}/AccountService`)

  return {
    url,
    mock,
    stop(signal) {
      log(`${signal} received, closing.`)
      recordingFile?.flush()
      if (pactFile) {
        pactFile.flush()
        log(
          `Wrote the Pact, ${pactFile.interactions} interaction${pactFile.interactions === 1 ? '' : 's'}, to ${options.pact!.path}.`,
        )
      }
      return server.close()
    },
  }
}

/** Loads `--state`: the file is checked whole first, and a file that does not fit stops the start with every problem listed. */
async function loadStateFile(mock: Mock, path: string, log: (line: string) => void): Promise<void> {
  const file = await readJsonFile(path, 'state file', '--state', 'Please export it with GET /__mock/snapshots/<name>.')
  try {
    const entry = await mock.history.load(file as StateFile)
    log(
      `Loaded the state file ${path} (${entry.label}); restore it any time with POST ${mock.paths.controlPrefix}/snapshots/${mock.history.snapshots().at(-1)!.name}/restore.`,
    )
  } catch (error) {
    if (!(error instanceof HttpProblem)) throw error
    const problems = (error.errors ?? []).map(({ pointer, detail }) => `\n  ${pointer || '/'}: ${detail}`).join('')
    throw new CliError(
      `Failed to load the state file ${path}: it does not fit the resources' schemas, so nothing was loaded.${problems}`,
    )
  }
}

/** The exit code of a command that could not start, its reason told on `err`: one clear line, no stack trace, for what the user can fix. */
function failed(error: unknown, output: CommandOutput): number {
  if (error instanceof CliError) {
    output.err(`${prefix} ${error.message}\n`)
    return error.exitCode
  }
  if (error instanceof MockError) {
    // An unknown --scenario: the message already lists the known ones.
    output.err(`${prefix} ${error.message}\n`)
    return 2
  }
  if (error instanceof HttpProblem) {
    // An option the mock refused when made (a --schedule entry): its problems, by entry.
    output.err(
      `${prefix} Failed to start: ${error.message}${(error.errors ?? []).map(({ pointer, detail }) => ` ${pointer}: ${detail}`).join(';')}\n`,
    )
    return 2
  }
  output.err(
    `${prefix} Failed to start: an unexpected error occurred. ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  )
  return 1
}
