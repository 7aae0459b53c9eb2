/**
 * @module The story's data in its older name and shape, deprecated:
 * `parameters.mock.overrides` and `applyOverrides`, with the objects as a
 * list of entries carrying their `id`. Turned into `StoryData` (every
 * collection keyed) and applied by `applyStoryData`; kept for one minor version.
 */
import type { Database } from '../../data/database.ts'
import type { RealEstateObject, StoredAccountSettings, UserAccount } from '../../model/index.ts'
import { warnDeprecated } from '../../engine/problems/warn-deprecated.ts'
import { applyStoryData, type StoryData } from './apply-story-data.ts'
import { mergeOverride, type DeepPartial } from './merge-override.ts'

/** @deprecated Use `StoryData`: the same changes, with `realEstateObjects` keyed by id as `accounts` are by username. */
export type MockOverrides = {
  settings?: DeepPartial<StoredAccountSettings>
  realEstateObjects?: readonly ({ id: string } & DeepPartial<RealEstateObject>)[]
  accounts?: Readonly<Record<string, DeepPartial<UserAccount>>>
}

/**
 * The same changes as `StoryData`: each object entry under its `id` (two entries with one id merged, as
 * applying them one after the other did).
 * @example
 * storyDataOf({ realEstateObjects: [{ id: 're-0001', name: 'Renamed' }] })
 * // { realEstateObjects: { 're-0001': { id: 're-0001', name: 'Renamed' } } }
 */
export function storyDataOf(overrides: MockOverrides): StoryData {
  const { realEstateObjects: list, ...rest } = overrides
  if (!list) return rest
  const realEstateObjects: Record<string, DeepPartial<RealEstateObject>> = {}
  for (const entry of list) {
    const earlier = realEstateObjects[entry.id]
    realEstateObjects[entry.id] = earlier ? mergeOverride(earlier, entry as DeepPartial<typeof earlier>) : entry
  }
  return { ...rest, realEstateObjects }
}

/** Warns, once, that `parameters.mock.overrides` is now `parameters.mock.data`. */
export function warnOverridesDeprecated(): void {
  warnDeprecated(
    'parameters.mock.overrides',
    "a story's data changes are called data, so that override names one thing, an operation's answer (mock.override); data keys objects by id as it keys accounts by username",
    'parameters.mock.data (realEstateObjects: { "re-0001": { … } })',
  )
}

/**
 * @deprecated Use `applyStoryData(database, data)`, which keys objects by id.
 * @example
 * await applyOverrides(await mock.database(), { realEstateObjects: [{ id: 're-0001', name: 'Renamed' }] })
 */
export function applyOverrides(database: Database, overrides: MockOverrides): Promise<void> {
  warnDeprecated(
    'applyOverrides',
    "a story's data changes are called data, and objects are keyed by id as accounts are by username",
    'applyStoryData(database, { realEstateObjects: { "re-0001": { … } } })',
  )
  return applyStoryData(database, storyDataOf(overrides))
}
