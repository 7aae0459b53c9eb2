/**
 * @module The command line of the standalone server, parsed with commander.
 * Bad input is a `CliError` with one clear line; the command (`runCommand`)
 * prints it and ends with exit code 2.
 */
import bytes from 'bytes'
import { Command, CommanderError, Option } from 'commander'
import ms from 'ms'
import packageJson from '../../package.json' with { type: 'json' }
import type { MockOptions } from '../engine/session/mock-options.ts'
import type { LatencySpec } from '../engine/simulation/latency.ts'
import type { ScheduleEntry } from '../engine/scenarios/schedule.ts'
import { defaultRealTimeout, type RouteSettings } from '../engine/hybrid/real-service.ts'
import type { ServerOptions } from '../server/create-server.ts'
import { defaultHeldAnswers } from '../server/held-answers.ts'
import { defaultLinger } from '../server/lingering-response.ts'
import { defaultPactParties } from '../engine/journal/journal-pact.ts'
import { defaultCounts, defaultSeed } from '../data/seed-data.ts'
import { defaultMaxSessions } from '../engine/session/session-registry.ts'
import { defaultSessionTtl } from '../engine/session/session-ttl.ts'
import { defaultMaxBody } from '../node-http/node-engine-request.ts'
import {
  collectHosts,
  collectOrigin,
  collectRoute,
  collectSchedule,
  duration,
  integer,
  pactName,
  parseLatency,
  parseRealUrl,
  parseSessionTtl,
  size,
} from './option-values.ts'
import { defaultSvc } from '../model/create-paths.ts'

export type CliOptions = MockOptions &
  Pick<ServerOptions, 'corsOrigins' | 'allowedHosts' | 'controlToken'> & {
    port: number
    host: string
    /** In ms: the command reads the duration. */
    sessionTtl: number
    maxBody: number
    linger: NonNullable<ServerOptions['linger']>
    heldAnswers: NonNullable<ServerOptions['heldAnswers']>
    /** A state file (an exported snapshot) to load before listening. */
    statePath?: string
    /** A HAR file whose recorded answers seed the data before listening. */
    fromHarPath?: string
    /** Where the real service's answers are recorded, as HAR. */
    recordPath?: string
    /** Where the Pact of every answer is written (`--pact-out`), and between whom. */
    pact?: { path: string; consumer: string; provider: string }
  }

/** A usage error: the message is the whole story, no stack trace. */
export class CliError extends Error {
  readonly exitCode: number
  constructor(message: string, exitCode = 2) {
    super(message)
    this.name = 'CliError'
    this.exitCode = exitCode
  }
}

/** Thrown for `--help` and `--version`: the text is printed, and the process ends with 0. */
export class CliExit extends Error {}

/** A default size as `--help` shows it and the option takes it back: `1mb`. */
const sizeText = (size: number) => bytes.format(size)!.toLowerCase()
/** A default duration as `--help` shows it and the option takes it back: `3s`. */
const durationText = (milliseconds: number) => ms(milliseconds)

/**
 * Reads the arguments (without `node` and the script); `PORT` and `SEED` in
 * the environment stand in for `--port` and `--seed`.
 * @example
 * parseCliOptions(['--port', '4010', '--seed', '7'])
 */
export function parseCliOptions(argv: readonly string[]): CliOptions {
  const output: string[] = []
  const program = new Command()
    .name('real-estate-service-mock')
    .description(
      'A mock of the Real Estate and Account Service: the four operations, seeded data, scenarios.\nAlso: real-estate-service-mock verify --against <url> checks a real service for drift (verify --help);\nreal-estate-service-mock mcp runs an MCP server on stdio for coding agents (mcp --help).',
    )
    .version(packageJson.version, '-v, --version')
    .addOption(
      new Option('-p, --port <number>', 'port to listen on (0: any free port)')
        .env('PORT')
        .default(4010)
        .argParser(integer('port', 0, 65535)),
    )
    .addOption(new Option('-H, --host <address>', 'address to listen on').default('127.0.0.1'))
    .addOption(
      new Option('-s, --seed <number>', 'seed of the generated data')
        .env('SEED')
        .default(defaultSeed)
        .argParser(integer('seed', -(2 ** 31), 2 ** 31 - 1)),
    )
    .addOption(
      new Option(
        '--scenario <name>',
        'scenario in force at start (see GET /__mock/scenarios); "slow,auth" stacks them',
      ).default('default'),
    )
    .addOption(
      new Option(
        '--schedule <scenario@after+for>',
        'stack a scenario on top while a window is open, e.g. maintenance@30s+10s (repeatable; "/20s" repeats it)',
      ).argParser(collectSchedule),
    )
    .addOption(new Option('--auth', 'enforce the simulated bearer-token authentication'))
    .addOption(new Option('--latency <ms>', 'response time: "300", "150-400" or "infinite"').argParser(parseLatency))
    .addOption(new Option('--svc <label>', 'path segment standing for the service name').default(defaultSvc))
    .addOption(
      new Option('--objects <count>', 'real estate objects to generate')
        .default(defaultCounts.realEstateObjects)
        .argParser(integer('objects', 0, 1_000_000)),
    )
    .addOption(
      new Option('--accounts <count>', 'accounts to generate')
        .default(defaultCounts.accounts)
        .argParser(integer('accounts', 0, 100_000)),
    )
    .addOption(
      new Option('--session-ttl <duration>', 'drop a session (X-Mock-Session) idle this long, e.g. 30m or 2h, up to 7d')
        .default(defaultSessionTtl, durationText(defaultSessionTtl))
        .argParser(parseSessionTtl),
    )
    .addOption(
      new Option('--max-sessions <count>', 'sessions kept at most; the least recently used go first')
        .default(defaultMaxSessions)
        .argParser(integer('max-sessions', 0, 1_000_000)),
    )
    .addOption(
      new Option(
        '--cors-origin <origin>',
        'trust this origin too: credentialed CORS and the control API (repeatable)',
      ).argParser(collectOrigin),
    )
    .addOption(
      new Option(
        '--allowed-hosts <hosts>',
        'answer these Host names too, comma-separated; ".example.test" takes subdomains; "all" any',
      ).argParser(collectHosts),
    )
    .addOption(
      new Option(
        '--control-token <token>',
        'require "Authorization: Bearer <token>" on the control API (beyond loopback, one is made when none is given)',
      ).env('MOCK_CONTROL_TOKEN'),
    )
    .addOption(
      new Option(
        '--no-control-token',
        'leave the control API open on a --host other machines reach, to anyone who reaches it',
      ),
    )
    .addOption(
      new Option('--state <file.json>', 'start in the state of a snapshot exported with GET /__mock/snapshots/<name>'),
    )
    .addOption(
      new Option('--real <url>', 'hybrid mode: the real service to send operations to (see --route)').argParser(
        parseRealUrl,
      ),
    )
    .addOption(
      new Option(
        '--route <operation=mode>',
        'with --real: an operation\'s mode, mock, real or real-then-mock, e.g. getAccount=real; "*=real" for all (repeatable)',
      ).argParser(collectRoute),
    )
    .addOption(
      new Option('--real-timeout <duration>', 'with --real: how long the real service may take, e.g. 3s or 500ms')
        .default(defaultRealTimeout, durationText(defaultRealTimeout))
        .argParser(duration('real-timeout')),
    )
    .addOption(
      new Option('--record <file.har>', 'with --real: record every answer of the real service to this HAR file'),
    )
    .addOption(
      new Option(
        '--from-har <file.har>',
        'seed the data from the recorded answers of the four operations in a HAR file',
      ),
    )
    .addOption(
      new Option(
        '--pact-out <file.json>',
        'write a Pact (v3) of everything the server answers to this file, kept up to date and written again on stop',
      ),
    )
    .addOption(
      new Option('--pact-consumer <name>', 'with --pact-out: the consumer the Pact names')
        .default(defaultPactParties.consumer)
        .argParser(pactName('pact-consumer')),
    )
    .addOption(
      new Option('--pact-provider <name>', 'with --pact-out: the provider the Pact names')
        .default(defaultPactParties.provider)
        .argParser(pactName('pact-provider')),
    )
    .addOption(
      new Option('--max-body <size>', 'largest request body taken, e.g. 1048576, 512kb, 2mb; larger ones answer 413')
        .default(defaultMaxBody, sizeText(defaultMaxBody))
        .argParser(size('max-body')),
    )
    .addOption(
      new Option(
        '--linger-size <size>',
        'after answering before a body was read (a 413), read and drop at most this much more of it, so the client sees the answer; past it, read none',
      )
        .default(defaultLinger.bytes, sizeText(defaultLinger.bytes))
        .argParser(size('linger-size')),
    )
    .addOption(
      new Option(
        '--linger-time <duration>',
        'after answering before a body was read (a 413), close the connection at most this long after',
      )
        .default(defaultLinger.ms, durationText(defaultLinger.ms))
        .argParser(duration('linger-time')),
    )
    .addOption(
      new Option(
        '--held-pause <size>',
        'stop reading a client that leaves this much of its answers unread, until it reads',
      )
        .default(defaultHeldAnswers.pauseAbove, sizeText(defaultHeldAnswers.pauseAbove))
        .argParser(size('held-pause')),
    )
    .addOption(
      new Option(
        '--held-close <count>',
        'close the connection of a client owed more answers than this (pipelined, unread)',
      )
        .default(defaultHeldAnswers.closeAbove)
        .argParser(integer('held-close', 1, 1_000_000)),
    )
    .exitOverride()
    .configureOutput({
      writeOut: (text) => output.push(text),
      writeErr: (text) => output.push(text),
      outputError: () => {},
    })
    .allowExcessArguments(false)

  try {
    program.parse([...argv], { from: 'user' })
  } catch (error) {
    if (error instanceof CommanderError) {
      if (error.exitCode === 0) throw new CliExit(output.join(''))
      const reason = error.message.replace(/^error: /, '').replace(/([^.])$/, '$1.')
      throw new CliError(`${reason} Run with --help to see the options.`)
    }
    throw error
  }
  const options = program.opts<{
    port: number
    host: string
    seed: number
    scenario: string
    auth?: boolean
    latency?: LatencySpec
    svc: string
    objects: number
    accounts: number
    sessionTtl: number
    maxSessions: number
    corsOrigin?: string[]
    allowedHosts?: string[] | true
    controlToken?: string | false
    maxBody: number
    lingerSize: number
    lingerTime: number
    heldPause: number
    heldClose: number
    state?: string
    schedule?: ScheduleEntry[]
    real?: string
    route?: RouteSettings
    realTimeout: number
    record?: string
    fromHar?: string
    pactOut?: string
    pactConsumer: string
    pactProvider: string
  }>()
  if (options.real === undefined) {
    if (options.route && Object.values(options.route).some((mode) => mode !== 'mock'))
      throw new CliError('--route sends operations to the real service: please give its URL with --real <url>.')
    if (options.record !== undefined)
      throw new CliError("--record records the real service's answers: please give its URL with --real <url>.")
  }

  return {
    port: options.port,
    host: options.host,
    seed: options.seed,
    scenario: options.scenario,
    auth: options.auth,
    latency: options.latency,
    svc: options.svc,
    counts: { realEstateObjects: options.objects, accounts: options.accounts },
    sessionTtl: options.sessionTtl,
    maxSessions: options.maxSessions,
    corsOrigins: options.corsOrigin,
    allowedHosts: options.allowedHosts,
    controlToken: options.controlToken,
    maxBody: options.maxBody,
    linger: { bytes: options.lingerSize, ms: options.lingerTime },
    heldAnswers: { pauseAbove: options.heldPause, closeAbove: options.heldClose },
    statePath: options.state,
    schedule: options.schedule,
    real:
      options.real === undefined
        ? undefined
        : { url: options.real, timeout: options.realTimeout, routes: options.route },
    recordPath: options.record,
    fromHarPath: options.fromHar,
    pact:
      options.pactOut === undefined
        ? undefined
        : { path: options.pactOut, consumer: options.pactConsumer, provider: options.pactProvider },
  }
}
