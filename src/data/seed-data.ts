/**
 * @module The seeded dataset: a pure function of `(seed, counts)`. The
 * well-known fixtures come first; faker fills the rest up to the counts. The
 * default seed's records ship prebuilt (`default-seed-records.json`, written
 * by `npm run seed-data`), so the default data needs no faker.
 */
import { defaultAccountSettings, wellKnownAccounts, wellKnownRealEstateObjects } from '../../fixtures/index.ts'
import type { RealEstateObject, StoredAccountSettings, UserAccount } from '../model/index.ts'
import prebuilt from './default-seed-records.json' with { type: 'json' }
import { generateAccounts, generateObjects } from './generate-seed-records.ts'
import { loadFaker } from './load-faker.ts'

/** Everything the model holds, as plain JSON. */
export type SeedData = {
  realEstateObjects: RealEstateObject[]
  accounts: UserAccount[]
  settings: StoredAccountSettings
}

export type SeedCounts = {
  /** Real estate objects in all, well-known ones included (at least their number). */
  realEstateObjects: number
  /** Accounts in all, well-known ones included (at least their number). */
  accounts: number
}

export const defaultSeed = 42
export const defaultCounts: SeedCounts = { realEstateObjects: 25, accounts: 10 }

const prebuiltObjects = prebuilt.realEstateObjects as RealEstateObject[]
const prebuiltAccounts = prebuilt.accounts as UserAccount[]

/**
 * Builds the dataset for a seed. The same arguments give byte-identical JSON.
 * In a browser, data beyond the prebuilt needs `prepareSeedData` first.
 * @example
 * const data = createSeedData(42, { realEstateObjects: 1000, accounts: 10 })
 */
export function createSeedData(seed: number = defaultSeed, counts: Partial<SeedCounts> = {}): SeedData {
  const { realEstateObjects: objectCount, accounts: accountCount } = { ...defaultCounts, ...counts }
  const settings = structuredClone(defaultAccountSettings)
  const objects: RealEstateObject[] = structuredClone(wellKnownRealEstateObjects)
  const accounts: UserAccount[] = structuredClone(wellKnownAccounts)
  // A prefix of the prebuilt records is the same data: more of a collection keeps the first ones.
  if (isPrebuilt(seed, objectCount, objects.length, prebuiltObjects)) {
    objects.push(...structuredClone(prebuiltObjects.slice(0, Math.max(0, objectCount - objects.length))))
  } else {
    objects.push(...generateObjects(seed, objects.length, objectCount))
  }
  if (isPrebuilt(seed, accountCount, accounts.length, prebuiltAccounts)) {
    accounts.push(...structuredClone(prebuiltAccounts.slice(0, Math.max(0, accountCount - accounts.length))))
  } else {
    accounts.push(...generateAccounts(seed, accounts, accountCount, settings))
  }
  return { realEstateObjects: objects, accounts, settings }
}

/** Whether `createSeedData(seed, counts)` needs faker, which a browser has to load first. */
export function needsFaker(seed: number = defaultSeed, counts: Partial<SeedCounts> = {}): boolean {
  const { realEstateObjects: objectCount, accounts: accountCount } = { ...defaultCounts, ...counts }
  return !(
    isPrebuilt(seed, objectCount, wellKnownRealEstateObjects.length, prebuiltObjects) &&
    isPrebuilt(seed, accountCount, wellKnownAccounts.length, prebuiltAccounts)
  )
}

/** Loads faker when `seed` and `counts` need it, so that `createSeedData` can then run in a browser. */
export async function prepareSeedData(seed?: number, counts?: Partial<SeedCounts>): Promise<void> {
  if (needsFaker(seed, counts)) await loadFaker()
}

function isPrebuilt(seed: number, count: number, wellKnown: number, records: readonly unknown[]): boolean {
  return seed === defaultSeed && count <= wellKnown + records.length
}
