/** @module What `createMock` accepts, and the defaults it fills in. */
import type { SeedCounts } from '../../data/seed-data.ts'
import type { ScenarioDefinition } from '../scenarios/define-scenario.ts'
import type { ScenarioChoice } from '../scenarios/scenario-name.ts'
import type { FaultSettings } from '../simulation/faults.ts'
import type { LatencySettings } from '../simulation/latency.ts'
import type { ScheduleEntry } from '../scenarios/schedule.ts'
import type { RealServiceOptions } from '../hybrid/real-service.ts'

/**
 * What `createMock` takes, and every adapter with it (`startMock`, `mockLoader`, `createServer`, the Vite plugin, the Playwright fixture): the data's seed and counts, the service's paths, the scenario and the simulation settings, the journal's and the sessions' limits, and hybrid mode. Every option has a default.
 *
 * @example
 * ```ts
 * import type { MockOptions } from 'real-estate-service-mock'
 *
 * const options: MockOptions = { seed: 7, scenario: ['slow', 'auth'], counts: { accounts: 3 } }
 * ```
 */
export type MockOptions = {
  /** Same seed, same data, on every run and machine. Default 42. */
  seed?: number
  /** How many objects and accounts, well-known ones included. Default 25 and 10. */
  counts?: Partial<SeedCounts>
  /** The path segment standing for the service's name. Default `svc`. */
  svc?: string
  /** Origin the handlers answer for, e.g. `https://api.example.com`. Default: any origin. */
  baseUrl?: string
  /** Path prefix of the control API. Default `/__mock`. */
  controlPrefix?: string
  /** Scenario in force until changed; several stack left to right (`['slow', 'auth']` or `'slow,auth'`). Default `default`. */
  scenario?: ScenarioChoice
  /** Scenarios on a schedule, from when the mock is made (and again from each reset). Default: none. */
  schedule?: readonly ScheduleEntry[]
  /** Your own scenarios, beside the built-in ones. */
  scenarios?: readonly ScenarioDefinition[]
  /** Response time; overrides the scenario's. Default: none. */
  latency?: LatencySettings
  /**
   * Response time of the environment, used when neither `latency` nor the
   * scenario sets one (the browser entry passes a realistic range). Default: none.
   */
  defaultLatency?: LatencySettings
  /** Injected failures; per operation, they override the scenario's. Default: none. */
  faults?: FaultSettings
  /** Enforce the simulated authentication; overrides the scenario. Default: the scenario's choice (off). */
  auth?: boolean
  /** Entries the request journal keeps, per session. Default 1000. */
  journalSize?: number
  /** Versions of the state the timeline keeps, per session (undo goes back this far). Default 100. */
  timelineSize?: number
  /**
   * A named session idle this long is dropped: milliseconds, or a duration such as `'30m'` or `'2h'`
   * (as the `ms` package reads it; digits alone in a string are milliseconds too), a week (`'7d'`) at most,
   * as for `--session-ttl`: a `RangeError` beyond. Default `'30m'`.
   * @example
   * createMock({ sessionTtl: '10m' })
   */
  sessionTtl?: number | string
  /** Named sessions kept at most; beyond it, the least recently used is dropped. Default 1000. */
  maxSessions?: number
  /**
   * Hybrid mode: the real service, and which operations go to it
   * (`routes: { getAccount: 'real', '*': 'real-then-mock' }`). Default: none, the mock answers all.
   * @example
   * createMock({ real: { url: 'https://staging.example.com', routes: { getRealEstateObject: 'real-then-mock' } } })
   */
  real?: RealServiceOptions
}
