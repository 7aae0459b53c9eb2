/**
 * @module What the sessions of one mock share: the seeded data per seed, each
 * scenario's data made from it, and one pristine database of each that no
 * request ever writes to. A session's database lies over the pristine one
 * and copies only what it changes, so a new session costs next to nothing.
 */
import { EngineDatabase } from '../../data/engine-database.ts'
import { createSeedData, type SeedCounts, type SeedData } from '../../data/seed-data.ts'
import type { ScenarioDefinition } from '../scenarios/define-scenario.ts'
import { dataSourceOf } from '../scenarios/stack-scenarios.ts'

export class DatasetStore {
  readonly #counts: SeedCounts
  readonly #seeded = new Map<number, SeedData>()
  readonly #snapshots = new Map<string, SeedData>()
  readonly #pristine = new Map<string, Promise<EngineDatabase>>()

  constructor(counts: SeedCounts) {
    this.#counts = counts
  }

  /**
   * The data of `scenario` for `seed`, made once. It is never handed out to be
   * changed: databases store the schema's parse output, fresh copies of it.
   */
  snapshot(seed: number, scenario: ScenarioDefinition): SeedData {
    const key = datasetKey(seed, scenario)
    let snapshot = this.#snapshots.get(key)
    if (!snapshot) {
      let seeded = this.#seeded.get(seed)
      if (!seeded) this.#seeded.set(seed, (seeded = createSeedData(seed, this.#counts)))
      // A scenario's own function gets a copy, as it may change what it is given.
      snapshot = scenario.data ? scenario.data(structuredClone(seeded), { seed }) : seeded
      this.#snapshots.set(key, snapshot)
    }
    return snapshot
  }

  /** A database of `scenario`'s data that reads the shared pristine one until it changes something. */
  async layered(seed: number, scenario: ScenarioDefinition): Promise<EngineDatabase> {
    const key = datasetKey(seed, scenario)
    let pristine = this.#pristine.get(key)
    if (!pristine) this.#pristine.set(key, (pristine = EngineDatabase.create(this.snapshot(seed, scenario))))
    return EngineDatabase.over(await pristine)
  }
}

/** Scenarios without data of their own share the seeded data; a stack shares the data of its last scenario with data. */
function datasetKey(seed: number, scenario: ScenarioDefinition): string {
  return `${seed}:${dataSourceOf(scenario) ?? ''}`
}
