/**
 * @module `createServer` takes a mock made beforehand or the options to make one, not both: beside a
 * ready `mock`, an option such as `seed` would make nothing, and would be dropped without a word. The
 * types refuse it (`ServerOptions`); this refuses it at run time, for JavaScript.
 */
import type { MockOptions } from '../engine/session/mock-options.ts'

/** Every option of `createMock`: the compiler fails here when one is added to `MockOptions` and not to this list. */
const mockOptionNames = Object.keys({
  seed: true,
  counts: true,
  svc: true,
  baseUrl: true,
  controlPrefix: true,
  scenario: true,
  schedule: true,
  scenarios: true,
  latency: true,
  defaultLatency: true,
  faults: true,
  auth: true,
  journalSize: true,
  timelineSize: true,
  sessionTtl: true,
  maxSessions: true,
  real: true,
} satisfies Record<keyof MockOptions, true>) as (keyof MockOptions)[]

/**
 * A `TypeError` naming the options that make a mock, when `options` gives a `mock` too.
 * @example
 * checkMockOrItsOptions({ mock, seed: 7 }) // TypeError: … seed makes a mock …
 */
export function checkMockOrItsOptions(options: { mock?: unknown } & Record<string, unknown>): void {
  if (options.mock === undefined) return
  const given = mockOptionNames.filter((name) => options[name] !== undefined)
  if (given.length === 0) return
  const names = given.join(', ')
  throw new TypeError(
    `Failed to create the server: ${names} ${given.length === 1 ? 'makes' : 'make'} a mock, and a ready mock is given as mock, so ${given.length === 1 ? 'it' : 'they'} would mean nothing. ` +
      `Please pass ${given.length === 1 ? 'it' : 'them'} to createMock instead: createServer({ mock: createMock({ ${names} }) }).`,
  )
}
