/**
 * @module `sessionTtlMs`: how long a named session may idle, as `createMock`
 * takes it (milliseconds, or a duration such as `'30m'`), in milliseconds.
 * A number stays milliseconds, as it always was; text is read by `ms`, the
 * way schedules and the command's durations are.
 */
import ms, { type StringValue } from 'ms'

export const defaultSessionTtl = 30 * 60_000

/**
 * The time-to-live in ms; `undefined` is the default, 30 minutes. Anything that is not a positive
 * duration is refused when the mock is made.
 * @example
 * sessionTtlMs('30m') // 1800000
 * sessionTtlMs(90_000) // 90000
 */
export function sessionTtlMs(value: number | string | undefined): number {
  if (value === undefined) return defaultSessionTtl
  // `ms` reads '30m', '2h', '1.5h' (and throws on ''); a bare number in text is milliseconds, as in a schedule.
  const milliseconds =
    typeof value === 'number'
      ? value
      : /^\d+$/.test(value.trim())
        ? Number(value)
        : value.trim() === ''
          ? Number.NaN
          : ms(value as StringValue)
  if (typeof milliseconds === 'number' && Number.isFinite(milliseconds) && milliseconds > 0) return milliseconds
  throw new RangeError(
    `Failed to create the mock: sessionTtl must be a positive number of ms or a duration such as "30m", got ${JSON.stringify(value) ?? String(value)}.`,
  )
}
