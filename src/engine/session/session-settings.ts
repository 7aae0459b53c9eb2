/**
 * @module The settings of one session: the scenario in force (with the
 * schedule over it), explicit latency, faults and auth, each operation's
 * route, and the random streams that draw delays and faults. Each setter
 * checks its input as the control API does. Recording a change is not its
 * job: the session runs every setter through `Session.commit`.
 */
import { z } from '../../model/zod.ts'
import { fieldErrorsOf } from '../../model/field-errors-of.ts'
import type { OperationId } from '../../model/operations.ts'
import {
  routeSettingsSchema,
  routeTableOf,
  type RealService,
  type RouteSettings,
  type RouteTable,
} from '../hybrid/real-service.ts'
import { MockError } from '../problems/mock-error.ts'
import { shownInput } from '../problems/shown-input.ts'
import type { ScenarioDefinition } from '../scenarios/define-scenario.ts'
import { Schedule, type ScheduleEntry } from '../scenarios/schedule.ts'
import { scenarioNames, stackScenarios } from '../scenarios/stack-scenarios.ts'
import type { Behaviour } from '../simulation/behaviour.ts'
import { faultSettingsSchema, layerFaults, pickFault, type Fault, type FaultSettings } from '../simulation/faults.ts'
import { delayOf, latencyFor, latencySettingsSchema, type LatencySettings } from '../simulation/latency.ts'
import { createRandomStream } from '../simulation/seeded-random.ts'
import type { MockOptions } from './mock-options.ts'
import type { SettingsSnapshot } from './state-snapshot.ts'

/** Every operation answered by the mock: the routes of a mock with no real service, made once (read on every request). */
const allMock = Object.freeze(routeTableOf({}))

const latencyStream = 11
const faultStream = 12

export class SessionSettings {
  readonly #options: MockOptions
  readonly #seed: number
  readonly #scenarios: ReadonlyMap<string, ScenarioDefinition>
  readonly #real: RealService | undefined
  #scenario!: ScenarioDefinition
  #latency: LatencySettings | undefined
  #faults: FaultSettings | undefined
  #auth: boolean | undefined
  /** The behaviour `behaviourOf` gave last, with what it was made of. */
  #lastBehaviour:
    | {
        scenario: ScenarioDefinition
        latency: LatencySettings | undefined
        faults: FaultSettings | undefined
        auth: boolean | undefined
        behaviour: Behaviour
      }
    | undefined
  #schedule: Schedule | undefined
  /** Modes set since the start or the last reset; `undefined`: the options' modes. */
  #routes: RouteTable | undefined
  readonly #latencyRandom
  #faultRandom

  /** @param options The session's options: the mock's, with the session's own seed and scenario over them. */
  constructor(
    options: MockOptions,
    seed: number,
    scenarios: ReadonlyMap<string, ScenarioDefinition>,
    real: RealService | undefined,
  ) {
    this.#options = options
    this.#seed = seed
    this.#scenarios = scenarios
    this.#real = real
    this.#latencyRandom = createRandomStream([seed, latencyStream])
    this.#faultRandom = createRandomStream([options.faults?.seed ?? seed, faultStream])
    this.reset()
  }

  get scenario(): ScenarioDefinition {
    return this.#scenario
  }

  get scenarios(): ScenarioDefinition[] {
    return [...this.#scenarios.values()]
  }

  /**
   * The scenario named, or the scenarios named stacked left to right
   * (`'slow,auth'` or `['slow', 'auth']`). An unknown name is a `MockError`
   * (`UNKNOWN_SCENARIO`) that lists the known ones; two that can't stack, a
   * `SCENARIO_CONFLICT` naming both.
   */
  scenarioNamed(name: string | readonly string[]): ScenarioDefinition {
    const names = scenarioNames(name)
    if (names.length === 0)
      throw new MockError('UNKNOWN_SCENARIO', `No scenario was named. Known scenarios: ${this.#knownNames()}.`)
    return stackScenarios(names.map((one) => this.#scenarioCalled(one)))
  }

  /** Whether `name` names a scenario, or scenarios that stack. */
  knowsScenario(name: string): boolean {
    try {
      this.scenarioNamed(name)
      return true
    } catch {
      return false
    }
  }

  /**
   * The scenario of one request: the name its `X-Mock-Scenario` header gives,
   * else the one in force; with the scheduled scenarios open now stacked on top.
   */
  scenarioFor(headerValue: string | undefined): ScenarioDefinition {
    const base = headerValue === undefined ? this.#scenario : this.scenarioNamed(headerValue)
    const scheduled = this.#schedule?.activeAt()
    return scheduled?.length ? this.scenarioNamed([base.name, ...scheduled]) : base
  }

  /** Puts `scenario` (from `scenarioNamed`) in force. */
  useScenario(scenario: ScenarioDefinition): void {
    this.#scenario = scenario
  }

  /** The schedule in force, or `undefined`. */
  get schedule(): Schedule | undefined {
    return this.#schedule
  }

  /**
   * Puts scenarios on a schedule, from now on the mock's clock; `[]` or
   * `undefined` clears it. Entries that don't fit (an unknown scenario, a
   * duration that is not one) are a `422` problem with JSON Pointers, and the
   * schedule stays as it was.
   */
  setSchedule(entries: readonly ScheduleEntry[] | undefined): void {
    this.#schedule = Schedule.checked(entries, (name) => this.scenarioNamed(name))
  }

  /** The explicit latency, as set in code, by options or through the control API. */
  get latency(): LatencySettings | undefined {
    return this.#latency
  }

  /** Checked as `PUT /__mock/latency` checks it: a `MockError` (`INVALID_SETTING`) naming each offending field. */
  setLatency(latency: LatencySettings | undefined): void {
    this.#latency = checkedSetting('latency', latencySettingsSchema, latency)
  }

  get faults(): FaultSettings | undefined {
    return this.#faults
  }

  /** Checked as `PUT /__mock/faults` checks it: a misspelt operation or a status outside 400 to 599 is an `INVALID_SETTING`. */
  setFaults(faults: FaultSettings | undefined): void {
    this.#setCheckedFaults(checkedSetting('faults', faultSettingsSchema, faults))
  }

  get auth(): boolean | undefined {
    return this.#auth
  }

  setAuth(enforced: boolean | undefined): void {
    this.#auth = checkedSetting('auth', z.boolean(), enforced)
  }

  /** The real service of hybrid mode, `undefined` when the mock has none. */
  get real(): RealService | undefined {
    return this.#real
  }

  /** Each operation's mode: `mock`, `real` or `real-then-mock`. */
  get routes(): RouteTable {
    return this.#routes ?? this.#real?.routes ?? allMock
  }

  /**
   * Sets each operation's mode (`*` for all four; the ones not named are `mock`);
   * `undefined` goes back to the options' modes. An unknown operation or mode is
   * an `INVALID_SETTING`; a mode other than `mock` with no real service, a `NO_REAL_SERVICE`.
   */
  setRoutes(routes: RouteSettings | undefined): void {
    const checked = checkedSetting('routes', routeSettingsSchema, routes)
    const table = checked && routeTableOf(checked)
    if (table && !this.#real && Object.values(table).some((mode) => mode !== 'mock')) {
      throw new MockError(
        'NO_REAL_SERVICE',
        'Failed to set the routes: the mock has no real service to forward to. Start it with --real <url>, or createMock({ real: { url } }).',
      )
    }
    this.#routes = table
  }

  behaviourOf(scenario: ScenarioDefinition): Behaviour {
    // Asked on every request, nearly always of the same settings: the last answer stands while they do.
    const last = this.#lastBehaviour
    if (
      last !== undefined &&
      last.scenario === scenario &&
      last.latency === this.#latency &&
      last.faults === this.#faults &&
      last.auth === this.#auth
    )
      return last.behaviour
    const behaviour: Behaviour = Object.freeze({
      // Explicit setting, then the scenario's own, then the environment's default.
      latency: this.#latency ?? scenario.latency ?? this.#options.defaultLatency,
      faults: layerFaults(scenario.faults, this.#faults),
      auth: this.#auth ?? scenario.auth ?? false,
      readOnly: scenario.readOnly ?? false,
    })
    this.#lastBehaviour = { scenario, latency: this.#latency, faults: this.#faults, auth: this.#auth, behaviour }
    return behaviour
  }

  delayFor(behaviour: Behaviour, operation: OperationId): number | 'infinite' {
    return delayOf(latencyFor(behaviour.latency, operation), this.#latencyRandom)
  }

  faultFor(behaviour: Behaviour, operation: OperationId): Fault | undefined {
    return pickFault(behaviour.faults, operation, this.#faultRandom)
  }

  /** The settings a version of the state keeps. */
  snapshot(): SettingsSnapshot {
    return { scenario: this.#scenario.name, latency: this.#latency, faults: this.#faults, auth: this.#auth }
  }

  /** Whether these are the very settings `snapshot` holds (a cheap check; equal values set anew count as different). */
  sameAs(snapshot: SettingsSnapshot): boolean {
    return (
      this.#scenario.name === snapshot.scenario &&
      this.#latency === snapshot.latency &&
      this.#faults === snapshot.faults &&
      this.#auth === snapshot.auth
    )
  }

  /** Puts back settings a version kept (checked when they were set or loaded). */
  apply({ scenario, latency, faults, auth }: SettingsSnapshot): void {
    this.#scenario = this.scenarioNamed(scenario)
    this.#latency = latency
    this.#auth = auth
    this.#setCheckedFaults(faults)
  }

  /** Back to the options' settings: scenario, latency, faults, auth, schedule (started again), routes, delays drawn anew. */
  reset(): void {
    this.#scenario = this.scenarioNamed(this.#options.scenario ?? 'default')
    this.#latency = checkedSetting('latency', latencySettingsSchema, this.#options.latency)
    this.#auth = this.#options.auth
    this.#setCheckedFaults(checkedSetting('faults', faultSettingsSchema, this.#options.faults))
    // The options' schedule starts again with each reset, as if the mock were made anew.
    this.#schedule = Schedule.checked(this.#options.schedule, (name) => this.scenarioNamed(name))
    this.#routes = undefined
    this.#latencyRandom.restart()
  }

  #setCheckedFaults(faults: FaultSettings | undefined): void {
    this.#faults = faults
    this.#faultRandom = createRandomStream([faults?.seed ?? this.#seed, faultStream])
  }

  #scenarioCalled(name: string): ScenarioDefinition {
    const scenario = this.#scenarios.get(name)
    if (!scenario) {
      throw new MockError(
        'UNKNOWN_SCENARIO',
        `Unknown scenario "${shownInput(name)}". Known scenarios: ${this.#knownNames()}.`,
      )
    }
    return scenario
  }

  #knownNames(): string {
    return [...this.#scenarios.keys()].join(', ')
  }
}

/** `value` when `schema` takes it (or it is `undefined`, which unsets); else a `MockError` listing each problem by JSON Pointer. */
function checkedSetting<T>(name: string, schema: z.ZodMiniType<T>, value: T | undefined): T | undefined {
  if (value === undefined) return undefined
  const parsed = schema.safeParse(value)
  if (parsed.success) return parsed.data
  const problems = fieldErrorsOf(parsed.error.issues).map(({ pointer, detail }) => `${pointer || '/'}: ${detail}`)
  throw new MockError('INVALID_SETTING', `Failed to set the ${name}: ${problems.join('; ')}.`)
}
