/**
 * @module The seeded dataset: a pure function of `(seed, counts)`. The
 * well-known fixtures come first; faker fills the rest up to the counts.
 */
import { defaultAccountSettings, wellKnownAccounts, wellKnownRealEstateObjects } from '../../fixtures/index.ts'
import type { RealEstateObject, StoredAccountSettings, UserAccount } from '../model/index.ts'
import { createSeededFaker } from './create-seeded-faker.ts'
import { fakeAccount } from './fake-account.ts'
import { fakeRealEstateObject } from './fake-real-estate-object.ts'

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

// Each collection draws from its own stream, so more accounts never change the objects.
const objectStream = 1
const accountStream = 2

/**
 * Builds the dataset for a seed. The same arguments give byte-identical JSON.
 * @example
 * const data = createSeedData(42, { realEstateObjects: 1000, accounts: 10 })
 */
export function createSeedData(seed: number = defaultSeed, counts: Partial<SeedCounts> = {}): SeedData {
  const { realEstateObjects: objectCount, accounts: accountCount } = { ...defaultCounts, ...counts }
  const settings = structuredClone(defaultAccountSettings)

  const objects: RealEstateObject[] = structuredClone(wellKnownRealEstateObjects)
  const objectFaker = createSeededFaker([seed, objectStream])
  for (let index = objects.length; index < objectCount; index++) {
    objects.push(fakeRealEstateObject(objectFaker, sequentialId('re', index + 1)))
  }

  const accounts: UserAccount[] = structuredClone(wellKnownAccounts)
  const usernames = new Set(accounts.map((account) => account.seurity_settings.username))
  const accountFaker = createSeededFaker([seed, accountStream])
  for (let index = accounts.length; index < accountCount; index++) {
    const account = fakeAccount(accountFaker, sequentialId('acc', index + 1), settings, (name) => usernames.has(name))
    usernames.add(account.seurity_settings.username)
    accounts.push(account)
  }

  return { realEstateObjects: objects, accounts, settings }
}

function sequentialId(prefix: string, number: number): string {
  return `${prefix}-${String(number).padStart(4, '0')}`
}
