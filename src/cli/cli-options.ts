/**
 * @module The command line of the standalone server, parsed with commander.
 * Bad input is a `CliError` with one clear line; the entry point prints it
 * and exits with code 2.
 */
import parseBytes from 'bytes'
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander'
import packageJson from '../../package.json' with { type: 'json' }
import type { MockOptions } from '../engine/session/mock-options.ts'
import { latencySpecSchema, type LatencySpec } from '../engine/simulation/latency.ts'
import { scheduleEntrySchema, type ScheduleEntry } from '../engine/scenarios/schedule.ts'
import ms, { type StringValue } from 'ms'
import { operationIds } from '../model/operations.ts'
import {
  defaultRealTimeout,
  routeModes,
  routeSettingsSchema,
  type RouteSettings,
} from '../engine/hybrid/real-service.ts'
import type { ControlGuardOptions } from '../doors/middleware/control-guard.ts'
import { normalOrigin } from '../doors/middleware/origin-policy.ts'
import type { ServerOptions } from '../server/create-server.ts'
import { defaultHeldAnswers } from '../server/held-answers.ts'
import { defaultLinger } from '../server/lingering-response.ts'
import { defaultPactParties, pactNameLimit } from '../engine/journal/journal-pact.ts'

export type CliOptions = MockOptions &
  ControlGuardOptions & {
    port: number
    host: string
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

const integer = (name: string, min: number, max: number) => (value: string) => {
  if (!/^-?\d+$/.test(value.trim())) throw new InvalidArgumentError(`${name} must be a whole number, got "${value}".`)
  const number = Number(value)
  if (number < min || number > max)
    throw new InvalidArgumentError(`${name} must be between ${min} and ${max}, got ${number}.`)
  return number
}

/** `300`, `150-400` or `infinite`. */
function parseLatency(value: string): LatencySpec {
  const range = value.match(/^(\d+)-(\d+)$/)
  const candidate =
    value === 'infinite'
      ? value
      : range
        ? [Number(range[1]), Number(range[2])]
        : /^\d+$/.test(value)
          ? Number(value)
          : value
  const parsed = latencySpecSchema.safeParse(candidate)
  if (!parsed.success)
    throw new InvalidArgumentError(
      `latency must be milliseconds ("300"), a range ("150-400") or "infinite", got "${value}".`,
    )
  return parsed.data
}

/** An origin as scheme, host and optional port, e.g. `https://app.example.test`; collected when repeated. */
function collectOrigin(value: string, previous: string[] = []): string[] {
  try {
    return [...previous, normalOrigin(value)]
  } catch {
    throw new InvalidArgumentError(`cors-origin must be an origin such as https://app.example.test, got "${value}".`)
  }
}

/** `maintenance@30s+10s`: the scenario, when its window opens, for how long, and `/20s` to open again every 20 s; collected when repeated. */
function collectSchedule(value: string, previous: ScheduleEntry[] = []): ScheduleEntry[] {
  const match = value.match(/^([^@]+)@([^+/]+)(?:\+([^/]+))?(?:\/(.+))?$/)
  const parsed =
    match &&
    scheduleEntrySchema.safeParse({
      scenario: match[1],
      after: match[2],
      ...(match[3] ? { for: match[3] } : {}),
      ...(match[4] ? { every: match[4] } : {}),
    })
  if (!match || !parsed?.success) {
    throw new InvalidArgumentError(
      `schedule takes scenario@after+for, e.g. "maintenance@30s+10s" ("/20s" after it to repeat every 20 s), got "${value}".`,
    )
  }
  return [
    ...previous,
    {
      scenario: match[1]!,
      after: match[2]!,
      ...(match[3] ? { for: match[3] } : {}),
      ...(match[4] ? { every: match[4] } : {}),
    },
  ]
}

/** `getAccount=real`, `*=real-then-mock`: an operation (or all four) and its mode; collected when repeated. */
function collectRoute(value: string, previous: RouteSettings = {}): RouteSettings {
  const [name, mode, ...rest] = value.split('=')
  const parsed = routeSettingsSchema.safeParse({ [name!.trim()]: mode?.trim() })
  if (rest.length > 0 || mode === undefined || !parsed.success) {
    throw new InvalidArgumentError(
      `route takes operation=mode, e.g. "getAccount=real", with an operation of ${operationIds.join(', ')} or "*" and a mode of ${routeModes.join(', ')}, got "${value}".`,
    )
  }
  return { ...previous, ...parsed.data }
}

/** An absolute http(s) URL, e.g. `https://staging.example.com`. */
function parseRealUrl(value: string): string {
  try {
    const url = new URL(value)
    if (url.protocol === 'http:' || url.protocol === 'https:') return value
  } catch {
    // Told below, in the option's own words.
  }
  throw new InvalidArgumentError(`real must be an http(s) URL such as http://127.0.0.1:8080, got "${value}".`)
}

/** `3s`, `500ms` or milliseconds (`1500`), as `ms` reads them; `name` is the option's, for its error. */
const duration =
  (name: string) =>
  (value: string): number => {
    const milliseconds = /^\d+$/.test(value.trim()) ? Number(value) : ms(value as StringValue)
    if (typeof milliseconds !== 'number' || !Number.isFinite(milliseconds) || milliseconds <= 0) {
      throw new InvalidArgumentError(`${name} must be a duration such as 3s, 500ms or 1500 (ms), got "${value}".`)
    }
    return milliseconds
  }

/** A size such as `1048576`, `512kb` or `2mb` (powers of 1024, as `bytes` reads them); `name` is the option's, for its error. */
const size =
  (name: string) =>
  (value: string): number => {
    const bytes = /^\d+$/.test(value.trim()) ? Number(value) : parseBytes(value)
    if (bytes === null || !Number.isSafeInteger(bytes) || bytes < 1) {
      throw new InvalidArgumentError(`${name} must be a size such as 1048576, 512kb or 2mb, got "${value}".`)
    }
    return bytes
  }

/** A consumer or provider name of the Pact: 1 to 128 characters, not only spaces. */
const pactName = (option: string) => (value: string) => {
  if (value.trim() === '' || value.length > pactNameLimit)
    throw new InvalidArgumentError(
      `${option} must be 1 to ${pactNameLimit} characters, not only spaces, got "${value}".`,
    )
  return value
}

/** Host names, comma-separated or repeated; `all` takes any host. */
function collectHosts(value: string, previous: string[] | true = []): string[] | true {
  if (previous === true || value === 'all') return true
  const hosts = value
    .split(',')
    .map((host) => host.trim())
    .filter(Boolean)
  const bad = hosts.find((host) => !/^\.?[a-z0-9-]+(?:\.[a-z0-9-]+)*$/i.test(host))
  if (bad !== undefined)
    throw new InvalidArgumentError(
      `allowed-hosts takes host names such as mock.example.test or .example.test, got "${bad}".`,
    )
  return [...previous, ...hosts]
}

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
      'A mock of the Real Estate and Account Service: the four operations, seeded data, scenarios.\nAlso: real-estate-service-mock verify --against <url> checks a real service for drift (verify --help).',
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
        .default(42)
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
    .addOption(new Option('--svc <label>', 'path segment standing for the service name').default('svc'))
    .addOption(
      new Option('--objects <count>', 'real estate objects to generate')
        .default(25)
        .argParser(integer('objects', 0, 1_000_000)),
    )
    .addOption(
      new Option('--accounts <count>', 'accounts to generate').default(10).argParser(integer('accounts', 0, 100_000)),
    )
    .addOption(
      new Option('--session-ttl <minutes>', 'drop a session (X-Mock-Session) idle this long')
        .default(30)
        .argParser(integer('session-ttl', 1, 7 * 24 * 60)),
    )
    .addOption(
      new Option('--max-sessions <count>', 'sessions kept at most; the least recently used go first')
        .default(1000)
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
      new Option('--control-token <token>', 'require "Authorization: Bearer <token>" on the control API').env(
        'MOCK_CONTROL_TOKEN',
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
        .default(defaultRealTimeout, '3s')
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
        .default(1024 * 1024, '1mb')
        .argParser(size('max-body')),
    )
    .addOption(
      new Option(
        '--linger-size <size>',
        'after answering before a body was read (a 413), read and drop at most this much more of it, so the client sees the answer; past it, read none',
      )
        .default(defaultLinger.bytes, '16mb')
        .argParser(size('linger-size')),
    )
    .addOption(
      new Option(
        '--linger-time <duration>',
        'after answering before a body was read (a 413), close the connection at most this long after',
      )
        .default(defaultLinger.ms, '5s')
        .argParser(duration('linger-time')),
    )
    .addOption(
      new Option(
        '--held-pause <size>',
        'stop reading a client that leaves this much of its answers unread, until it reads',
      )
        .default(defaultHeldAnswers.pauseAbove, '1mb')
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
    controlToken?: string
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
    sessionTtl: options.sessionTtl * 60_000,
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
