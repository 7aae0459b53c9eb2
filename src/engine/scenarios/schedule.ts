/**
 * @module Scenarios on a schedule: an outage window, a degradation ramp, a
 * flapping service. Each entry stacks its scenario on top of the one in
 * force while it is active, measured on the mock's clock (`Date.now()`, so
 * fake timers drive it in tests) from when the schedule was set.
 */
import ms from 'ms'
import { z } from '../../model/zod.ts'
import type { ScenarioChoice } from './scenario-name.ts'
import { fieldErrorsOf } from '../../model/field-errors-of.ts'
import { HttpProblem } from '../problems/http-problem.ts'

/** Milliseconds, or text such as `'30s'`, `'500ms'`, `'2m'`. */
const durationSchema = z.pipe(
  z.union([z.number().check(z.int(), z.nonnegative()), z.string()]),
  z.transform((value: number | string, context) => {
    if (typeof value === 'number') return value
    // `ms` reads '30s', '2m', '1.5h'; a bare number in text is milliseconds.
    const parsed = /^\d+$/.test(value.trim()) ? Number(value) : ms(value as ms.StringValue)
    if (typeof parsed !== 'number' || !Number.isFinite(parsed) || parsed < 0) {
      // zod/mini's transform has no `addIssue`; an issue pushed here is finished as one added there.
      context.issues.push({
        code: 'custom',
        message: `"${value}" is not a duration: use milliseconds or text such as "30s", "500ms", "2m"`,
        input: value,
      })
      return z.NEVER
    }
    return Math.round(parsed)
  }),
)

export const scheduleEntrySchema = z
  .strictObject({
    /** When the window opens, from when the schedule was set. */
    after: durationSchema,
    /** How long it stays open; absent: until the schedule is changed. */
    for: z.optional(durationSchema),
    /** Opens again this long after each opening (a flapping service); needs `for`. */
    every: z.optional(durationSchema),
    /** The scenario (or scenarios, stacked) in force on top while it is open. */
    scenario: z.union([
      z.string().check(z.minLength(1)),
      z.array(z.string().check(z.minLength(1))).check(z.minLength(1)),
    ]) as unknown as z.ZodMiniType<ScenarioChoice>,
  })
  .check(
    z.refine((entry) => entry.every === undefined || (entry.for !== undefined && entry.every > entry.for), {
      message: '"every" needs a "for" shorter than it',
      path: ['every'],
    }),
  )

const scheduleSchema = z.array(scheduleEntrySchema)

/** One window, as given: durations in ms or as text. */
export type ScheduleEntry = z.input<typeof scheduleEntrySchema>
type Window = z.output<typeof scheduleEntrySchema>

/** A window as `GET /__mock/schedule` shows it. */
export type ScheduleWindowInfo = {
  after: number
  for: number | null
  every: number | null
  scenario: string
  /** ISO 8601 times of the opening now or next, and of its end (`null`: never ends). */
  opens: string | null
  closes: string | null
  active: boolean
}

export class Schedule {
  readonly entries: readonly ScheduleEntry[]
  readonly #windows: readonly Window[]
  readonly #startedAt: number

  /** `entries` checked already (`scheduleSchema`); the clock starts now. */
  constructor(entries: readonly ScheduleEntry[], startedAt = Date.now()) {
    this.entries = entries
    this.#windows = scheduleSchema.parse(entries)
    this.#startedAt = startedAt
  }

  /**
   * A schedule of `entries` (none when there are no entries), or an
   * `HttpProblem` listing every entry that does not fit by JSON Pointer:
   * malformed, or naming a scenario that `scenarioNamed` refuses.
   */
  static checked(
    entries: readonly ScheduleEntry[] | undefined,
    scenarioNamed: (name: string | readonly string[]) => unknown,
  ): Schedule | undefined {
    if (entries === undefined || entries.length === 0) return undefined
    const parsed = scheduleSchema.safeParse(entries)
    const errors = parsed.success ? [] : fieldErrorsOf(parsed.error.issues)
    for (const [position, entry] of entries.entries()) {
      const named: unknown = (entry as { scenario?: unknown } | null)?.scenario
      if (typeof named !== 'string' && !(Array.isArray(named) && named.every((name) => typeof name === 'string')))
        continue
      try {
        scenarioNamed(named)
      } catch (error) {
        errors.push({ pointer: `/${position}/scenario`, detail: (error as Error).message })
      }
    }
    if (errors.length > 0)
      throw new HttpProblem('validationFailed', 'The schedule was not changed: some entries do not fit.', { errors })
    return new Schedule(entries)
  }

  /** The scenario names of the windows open at `now`, in the schedule's order. */
  activeAt(now = Date.now()): string[] {
    return this.#windows
      .filter((window) => isOpen(window, now - this.#startedAt))
      .map((window) => scenarioText(window.scenario))
  }

  describe(now = Date.now()): { started: string; windows: ScheduleWindowInfo[] } {
    const elapsed = now - this.#startedAt
    return {
      started: new Date(this.#startedAt).toISOString(),
      windows: this.#windows.map((window) => {
        const opening = currentOrNextOpening(window, elapsed)
        const at = (offset: number | null) =>
          offset === null ? null : new Date(this.#startedAt + offset).toISOString()
        return {
          after: window.after,
          for: window.for ?? null,
          every: window.every ?? null,
          scenario: scenarioText(window.scenario),
          opens: at(opening),
          closes: at(opening === null || window.for === undefined ? null : opening + window.for),
          active: isOpen(window, elapsed),
        }
      }),
    }
  }
}

function scenarioText(scenario: string | readonly string[]): string {
  return typeof scenario === 'string' ? scenario : scenario.join(',')
}

function isOpen(window: Window, elapsed: number): boolean {
  if (elapsed < window.after) return false
  if (window.for === undefined) return true
  const since = elapsed - window.after
  return (window.every === undefined ? since : since % window.every) < window.for
}

/** When (ms from the start) the window opened last if it is open, else when it opens next; `null` once it never will. */
function currentOrNextOpening(window: Window, elapsed: number): number | null {
  if (elapsed < window.after) return window.after
  if (window.every === undefined)
    return window.for === undefined || elapsed < window.after + window.for ? window.after : null
  const cycles = Math.floor((elapsed - window.after) / window.every)
  const opening = window.after + cycles * window.every
  return elapsed - opening < window.for! ? opening : opening + window.every
}
