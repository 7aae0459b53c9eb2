/**
 * @module `sessionTtlMs`: how long a named session may idle, as `createMock`
 * takes it (milliseconds, or a duration such as `'30m'`), in milliseconds.
 * A number stays milliseconds, as it always was; text is read by `ms`, the
 * way schedules and the command's durations are. The range is the one
 * `--session-ttl` checks too (`sessionTtlFits`), so the two agree.
 */
import ms, { type StringValue } from 'ms'

export const defaultSessionTtl = 30 * 60_000

/**
 * The longest time-to-live: a week. A session kept longer is a state left behind rather than a
 * test's or a demo's, and a mistyped unit (`30d` for `30m`) is caught when the mock is made.
 */
export const longestSessionTtl = 7 * 24 * 60 * 60_000

/** The range in words, for the errors of `createMock` and of the command: "more than 0 ms, up to 7 days". */
export const sessionTtlRange = `more than 0 ms, up to ${ms(longestSessionTtl, { long: true })}`

/** Whether `milliseconds` is a time-to-live the mock takes: more than none, a week at most. */
export function sessionTtlFits(milliseconds: number | undefined): milliseconds is number {
  return typeof milliseconds === 'number' && milliseconds > 0 && milliseconds <= longestSessionTtl
}

/**
 * The time-to-live in ms; `undefined` is the default, 30 minutes. A value neither a number nor
 * text is a `TypeError`; one that is no duration, or outside `sessionTtlRange`, a `RangeError`.
 * @example
 * sessionTtlMs('30m') // 1800000
 * sessionTtlMs(90_000) // 90000
 * sessionTtlMs('30d') // RangeError: … up to 7 days …
 */
export function sessionTtlMs(value: number | string | undefined): number {
  if (value === undefined) return defaultSessionTtl
  const shown = JSON.stringify(value) ?? String(value)
  if (typeof value !== 'number' && typeof value !== 'string')
    throw new TypeError(
      `Failed to create the mock: sessionTtl must be a number of ms or a duration such as "30m", got ${shown}.`,
    )
  // `ms` reads '30m', '2h', '1.5h' (and throws on ''); a bare number in text is milliseconds, as in a schedule.
  const milliseconds =
    typeof value === 'number'
      ? value
      : /^\d+$/.test(value.trim())
        ? Number(value)
        : value.trim() === ''
          ? Number.NaN
          : ms(value as StringValue)
  if (sessionTtlFits(milliseconds)) return milliseconds
  throw new RangeError(
    `Failed to create the mock: sessionTtl must be a number of ms or a duration such as "30m", ${sessionTtlRange}, got ${shown}.`,
  )
}
