/**
 * @module How the command reads each option's value: whole numbers, latency,
 * origins, schedules, routes, URLs, durations, sizes, Pact names and hosts.
 * A bad value is commander's `InvalidArgumentError`, in the option's own words.
 */
import parseBytes from 'bytes'
import { InvalidArgumentError } from 'commander'
import ms, { type StringValue } from 'ms'
import { operationIds } from '../model/operations.ts'
import { latencySpecSchema, type LatencySpec } from '../engine/simulation/latency.ts'
import { scheduleEntrySchema, type ScheduleEntry } from '../engine/scenarios/schedule.ts'
import { routeModes, routeSettingsSchema, type RouteSettings } from '../engine/hybrid/real-service.ts'
import { normalOrigin } from '../node-http/origin-policy.ts'
import { pactNameLimit } from '../engine/journal/journal-pact.ts'
import { warnDeprecated } from '../engine/problems/warn-deprecated.ts'
import { sessionTtlFits, sessionTtlRange } from '../engine/session/session-ttl.ts'

export const integer = (name: string, min: number, max: number) => (value: string) => {
  if (!/^-?\d+$/.test(value.trim())) throw new InvalidArgumentError(`${name} must be a whole number, got "${value}".`)
  const number = Number(value)
  if (number < min || number > max)
    throw new InvalidArgumentError(`${name} must be between ${min} and ${max}, got ${number}.`)
  return number
}

/** `300`, `150-400` or `infinite`. */
export function parseLatency(value: string): LatencySpec {
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
export function collectOrigin(value: string, previous: string[] = []): string[] {
  try {
    return [...previous, normalOrigin(value)]
  } catch {
    throw new InvalidArgumentError(`cors-origin must be an origin such as https://app.example.test, got "${value}".`)
  }
}

/** `maintenance@30s+10s`: the scenario, when its window opens, for how long, and `/20s` to open again every 20 s; collected when repeated. */
export function collectSchedule(value: string, previous: ScheduleEntry[] = []): ScheduleEntry[] {
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
export function collectRoute(value: string, previous: RouteSettings = {}): RouteSettings {
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
export function parseRealUrl(value: string): string {
  try {
    const url = new URL(value)
    if (url.protocol === 'http:' || url.protocol === 'https:') return value
  } catch {
    // Told below, in the option's own words.
  }
  throw new InvalidArgumentError(`real must be an http(s) URL such as http://127.0.0.1:8080, got "${value}".`)
}

/** `3s`, `500ms` or milliseconds (`1500`), as `ms` reads them; `name` is the option's, for its error. */
export const duration =
  (name: string) =>
  (value: string): number => {
    const milliseconds = /^\d+$/.test(value.trim()) ? Number(value) : ms(value as StringValue)
    if (typeof milliseconds !== 'number' || !Number.isFinite(milliseconds) || milliseconds <= 0) {
      throw new InvalidArgumentError(`${name} must be a duration such as 3s, 500ms or 1500 (ms), got "${value}".`)
    }
    return milliseconds
  }

/**
 * `--session-ttl`: a duration such as `30m` or `2h`, in ms. A bare number is minutes, as the option
 * took before it read durations: deprecated with a warning, and still minutes, so that no command
 * line in use changes meaning (docs/decisions/one-name-per-idea.md).
 */
export function parseSessionTtl(value: string): number {
  if (/^\d+$/.test(value.trim())) {
    warnDeprecated(
      `--session-ttl ${value.trim()} (minutes, without a unit)`,
      'the option takes a duration, as createMock({ sessionTtl }) does',
      `--session-ttl ${value.trim()}m`,
    )
    return checkedSessionTtl(Number(value) * 60_000, value)
  }
  return checkedSessionTtl(value.trim() === '' ? Number.NaN : ms(value as StringValue), value)
}

/** The range is `createMock`'s own (`sessionTtlFits`): the command takes no time-to-live the mock would refuse. */
function checkedSessionTtl(milliseconds: number | undefined, value: string): number {
  if (sessionTtlFits(milliseconds)) return milliseconds
  throw new InvalidArgumentError(
    `session-ttl must be a duration such as 30m or 2h, ${sessionTtlRange}, got "${value}".`,
  )
}

/** A size such as `1048576`, `512kb` or `2mb` (powers of 1024, as `bytes` reads them); `name` is the option's, for its error. */
export const size =
  (name: string) =>
  (value: string): number => {
    const bytes = /^\d+$/.test(value.trim()) ? Number(value) : parseBytes(value)
    if (bytes === null || !Number.isSafeInteger(bytes) || bytes < 1) {
      throw new InvalidArgumentError(`${name} must be a size such as 1048576, 512kb or 2mb, got "${value}".`)
    }
    return bytes
  }

/** A consumer or provider name of the Pact: 1 to 128 characters, not only spaces. */
export const pactName = (option: string) => (value: string) => {
  if (value.trim() === '' || value.length > pactNameLimit)
    throw new InvalidArgumentError(
      `${option} must be 1 to ${pactNameLimit} characters, not only spaces, got "${value}".`,
    )
  return value
}

/** Host names, comma-separated or repeated; `all` takes any host. */
export function collectHosts(value: string, previous: string[] | true = []): string[] | true {
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
