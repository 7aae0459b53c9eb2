/**
 * @module The data of one session: a database per dataset (the seeded data,
 * and each scenario with data of its own), made on first use. The default
 * session holds its data itself; other sessions lie over the data shared by
 * all (`DatasetStore`). Every database it makes is watched: `onEdit` is told
 * at the end of each write that changed one, and `onMade` of each database's
 * data as made.
 */
import { EngineDatabase } from '../../data/engine-database.ts'
import type { DataSnapshot } from '../../data/data-snapshot.ts'
import type { SeedData } from '../../data/seed-data.ts'
import type { ScenarioDefinition } from '../scenarios/define-scenario.ts'
import { dataSourceOf } from '../scenarios/stack-scenarios.ts'
import type { DatasetStore } from './dataset-store.ts'
import { seededDataset } from './state-snapshot.ts'

type Dataset = {
  readonly seeded: SeedData
  readonly database: Promise<EngineDatabase>
  /** Set once the database is made: the state is read from it without waiting. */
  made?: EngineDatabase
}

/** Who is told of the data's changes: the session, which records them. */
export type DataWatcher = {
  /** A write to one of the databases ended, having changed it. */
  onEdit(): void
  /** A database was made, holding `initial`: what the timeline's patches of it start from. */
  onMade(dataset: string, initial: DataSnapshot): void
}

export class SessionData {
  readonly #seed: number
  readonly #store: DatasetStore
  readonly #scenarios: ReadonlyMap<string, ScenarioDefinition>
  /** Holds its data itself (the default session) rather than over the shared pristine data. */
  readonly #ownsData: boolean
  readonly #watcher: DataWatcher
  readonly #datasets = new Map<string, Dataset>()

  constructor(
    seed: number,
    store: DatasetStore,
    scenarios: ReadonlyMap<string, ScenarioDefinition>,
    ownsData: boolean,
    watcher: DataWatcher,
  ) {
    this.#seed = seed
    this.#store = store
    this.#scenarios = scenarios
    this.#ownsData = ownsData
    this.#watcher = watcher
  }

  /** The database of a scenario; scenarios without data of their own share the seeded data. */
  database(scenario: ScenarioDefinition): Promise<EngineDatabase> {
    return this.#dataset(scenario).database
  }

  /** The database of a scenario when it is made already, without waiting for it; else `undefined`. */
  databaseNow(scenario: ScenarioDefinition): EngineDatabase | undefined {
    return this.#dataset(scenario).made
  }

  /** Whether `name` is a dataset of this mock: `default`, or a scenario with data of its own. */
  knowsDataset(name: string): boolean {
    return this.#scenarioOfDataset(name) !== undefined
  }

  /** The seeded data as made, even when the session never used it. */
  seededData(): DataSnapshot {
    return this.#store.snapshot(this.#seed, this.#scenarios.get(seededDataset)!)
  }

  /** Each made database's data now, by dataset name, by reference. */
  now(): Map<string, DataSnapshot> {
    const data = new Map<string, DataSnapshot>()
    for (const [name, { made }] of this.#datasets) if (made) data.set(name, made.snapshot())
    return data
  }

  /**
   * Brings each database to the data `target` holds for it, or back to its data as made
   * (`initialOf`); with `makeMissing`, the datasets `target` holds that were never used are made first.
   */
  async bringTo(
    target: ReadonlyMap<string, DataSnapshot>,
    initialOf: (dataset: string) => DataSnapshot | undefined,
    makeMissing = false,
  ): Promise<void> {
    if (makeMissing) for (const name of target.keys()) await this.#dataset(this.#scenarioOfDataset(name)!).database
    await Promise.all(
      [...this.#datasets].map(async ([name, { database }]) => {
        const made = await database
        const wanted = target.get(name) ?? initialOf(name)
        if (wanted) await made.bringTo(wanted)
      }),
    )
  }

  /** Every database back to the data it was made from. */
  async restore(): Promise<void> {
    await Promise.all(
      [...this.#datasets.values()].map(async ({ seeded, database }) => (await database).restore(seeded)),
    )
  }

  /** The scenario whose data a dataset name stands for: `default` for the seeded data. */
  #scenarioOfDataset(name: string): ScenarioDefinition | undefined {
    const scenario = this.#scenarios.get(name)
    if (name === seededDataset) return scenario
    return scenario?.data ? scenario : undefined
  }

  #dataset(scenario: ScenarioDefinition): Dataset {
    const name = dataSourceOf(scenario) ?? seededDataset
    let dataset = this.#datasets.get(name)
    if (!dataset) {
      const seeded = this.#store.snapshot(this.#seed, scenario)
      const database = this.#ownsData ? EngineDatabase.create(seeded) : this.#store.layered(this.#seed, scenario)
      const made: Dataset = { seeded, database }
      // Watched before anyone else awaits the database: its data as made is read before any edit.
      void database.then(
        (ready) => {
          made.made = ready
          this.#watcher.onMade(name, ready.snapshot())
          ready.onEdit(() => this.#watcher.onEdit())
        },
        () => undefined,
      )
      dataset = made
      this.#datasets.set(name, dataset)
    }
    return dataset
  }
}
