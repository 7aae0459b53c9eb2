/**
 * @module The records faker makes for a seed, after the well-known ones:
 * objects from the stream `[seed, 1]`, accounts from `[seed, 2]`, so that
 * more accounts never change the objects and more of either keeps the first.
 */
import type { RealEstateObject, StoredAccountSettings, UserAccount } from '../model/index.ts'
import { createSeededFaker } from './create-seeded-faker.ts'
import { fakeAccount } from './fake-account.ts'
import { fakeRealEstateObject } from './fake-real-estate-object.ts'

const objectStream = 1
const accountStream = 2

/** Objects number `from + 1` to `to` of `seed` (the first `from` are the well-known ones). */
export function generateObjects(seed: number, from: number, to: number): RealEstateObject[] {
  const faker = createSeededFaker([seed, objectStream])
  const objects: RealEstateObject[] = []
  for (let index = from; index < to; index++) objects.push(fakeRealEstateObject(faker, sequentialId('re', index + 1)))
  return objects
}

/** Accounts after `wellKnown` up to `to` in all, their usernames unlike the well-known ones'. */
export function generateAccounts(
  seed: number,
  wellKnown: readonly UserAccount[],
  to: number,
  settings: StoredAccountSettings,
): UserAccount[] {
  const usernames = new Set(wellKnown.map((account) => account.seurity_settings.username))
  const faker = createSeededFaker([seed, accountStream])
  const accounts: UserAccount[] = []
  for (let index = wellKnown.length; index < to; index++) {
    const account = fakeAccount(faker, sequentialId('acc', index + 1), settings, (name) => usernames.has(name))
    usernames.add(account.seurity_settings.username)
    accounts.push(account)
  }
  return accounts
}

function sequentialId(prefix: string, number: number): string {
  return `${prefix}-${String(number).padStart(4, '0')}`
}
