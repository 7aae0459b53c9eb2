/**
 * @module What is the mock's rather than a session's: the options, the
 * mock-wide settings (the service's name and base URL, the control API's
 * prefix), the scenarios, the seeded data, the real service. The engine
 * makes it once; every session reads it.
 */
import { builtInScenarios } from '../scenarios/built-in-scenarios.ts'
import type { ScenarioDefinition } from '../scenarios/define-scenario.ts'
import { defaultCounts } from '../../data/seed-data.ts'
import { realServiceOf, type RealService } from '../hybrid/real-service.ts'
import { DatasetStore } from './dataset-store.ts'
import type { MockOptions } from './mock-options.ts'
import type { JournalEntry, JournalExchange } from '../journal/request-journal.ts'
import { defaultSvc } from '../../model/create-paths.ts'
import { controlPrefixOf } from '../request/control-prefix.ts'

/** What every session of one mock shares: the options, the mock-wide settings, the scenarios, the seeded data. */
export type SharedByMock = {
  readonly options: MockOptions
  /** The path segment standing for the service's name, e.g. `svc`. */
  readonly svc: string
  /** Origin the handlers answer for, without a trailing slash; `*` for any. */
  readonly baseUrl: string
  /** Path the service's operations live under, e.g. `/svc/v1`. */
  readonly servicePath: string
  /** Path prefix of the control API, e.g. `/__mock`. */
  readonly controlPrefix: string
  readonly scenarios: ReadonlyMap<string, ScenarioDefinition>
  readonly datasets: DatasetStore
  /** The real service of hybrid mode, checked; `undefined` when there is none. */
  readonly real: RealService | undefined
  /** Told of every entry any session's journal records (`--pact-out` keeps a Pact of them all). */
  readonly journalListeners: Set<SessionJournalListener>
}

/** Told of an entry a session's journal recorded, with its exchange as given and the session's seed. */
export type SessionJournalListener = (entry: JournalEntry, exchange: JournalExchange | undefined, seed: number) => void

/** The options every session shares, with the scenarios registered and a store for the seeded data. */
export function shareByMock(options: MockOptions): SharedByMock {
  const scenarios = new Map<string, ScenarioDefinition>()
  for (const scenario of [...builtInScenarios, ...(options.scenarios ?? [])]) scenarios.set(scenario.name, scenario)
  const svc = options.svc ?? defaultSvc
  return {
    options,
    svc,
    baseUrl: (options.baseUrl ?? '*').replace(/\/+$/, ''),
    servicePath: `/${svc}/v1`,
    controlPrefix: controlPrefixOf(options.controlPrefix),
    scenarios,
    datasets: new DatasetStore({ ...defaultCounts, ...options.counts }),
    real: realServiceOf(options.real),
    journalListeners: new Set(),
  }
}
