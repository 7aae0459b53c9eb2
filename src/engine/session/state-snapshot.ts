/**
 * @module What one session's state is at a moment: its data per dataset and,
 * beside it, the settings in force (scenario, latency, faults, auth). Data
 * is held by reference (`DataSnapshot`), so a snapshot shares every unchanged
 * record with the state it was taken from.
 */
import type { DataSnapshot } from '../../data/data-snapshot.ts'
import type { FaultSettings } from '../simulation/faults.ts'
import type { LatencySettings } from '../simulation/latency.ts'

/** The settings a scenario switch or the control API change. */
export type SettingsSnapshot = {
  /** Name of the scenario in force. */
  readonly scenario: string
  readonly latency: LatencySettings | undefined
  readonly faults: FaultSettings | undefined
  readonly auth: boolean | undefined
}

/**
 * A session's state. `data` is keyed by dataset: `default` for the seeded
 * data that scenarios without data of their own share, else the name of the
 * scenario whose data it is. A dataset absent here is as it was made.
 */
export type StateSnapshot = {
  readonly settings: SettingsSnapshot
  readonly data: ReadonlyMap<string, DataSnapshot>
}

/** The dataset name of the seeded data. */
export const seededDataset = 'default'
