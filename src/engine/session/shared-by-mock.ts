/** @module What every session of one mock shares: the options, the scenarios, the seeded data, the real service. */
import { builtInScenarios } from '../scenarios/built-in-scenarios.ts'
import type { ScenarioDefinition } from '../scenarios/define-scenario.ts'
import { defaultCounts } from '../../data/seed-data.ts'
import { realServiceOf, type RealService } from '../hybrid/real-service.ts'
import { DatasetStore } from './dataset-store.ts'
import type { MockOptions } from './mock-options.ts'
import type { JournalEntry, JournalExchange } from '../journal/request-journal.ts'

/** What every session of one mock shares: the options, the scenarios, the seeded data. */
export type SharedByMock = {
  readonly options: MockOptions
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
  return {
    options,
    scenarios,
    datasets: new DatasetStore({ ...defaultCounts, ...options.counts }),
    real: realServiceOf(options.real),
    journalListeners: new Set(),
  }
}
