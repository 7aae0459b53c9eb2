import { describe, expect, test } from 'vitest'
import { defaultAccountSettings, wellKnownAccounts, wellKnownRealEstateObjects } from '../../fixtures/index.ts'
import prebuilt from './default-seed-records.json' with { type: 'json' }
import { generateAccounts, generateObjects } from './generate-seed-records.ts'
import { createSeedData, defaultCounts, defaultSeed, needsFaker } from './seed-data.ts'

const stale = 'src/data/default-seed-records.json is stale: run `npm run seed-data` and commit the file.'

describe('the prebuilt default records', () => {
  test("are faker's records for the default seed and counts", () => {
    const objects = generateObjects(defaultSeed, wellKnownRealEstateObjects.length, defaultCounts.realEstateObjects)
    const accounts = generateAccounts(
      defaultSeed,
      wellKnownAccounts,
      defaultCounts.accounts,
      structuredClone(defaultAccountSettings),
    )
    expect(prebuilt.realEstateObjects, stale).toStrictEqual(objects)
    expect(prebuilt.accounts, stale).toStrictEqual(accounts)
  })

  test('make the default data, and any smaller counts, without faker', () => {
    expect(needsFaker()).toBe(false)
    expect(needsFaker(defaultSeed, { realEstateObjects: 5, accounts: 3 })).toBe(false)
    expect(needsFaker(defaultSeed, { realEstateObjects: defaultCounts.realEstateObjects + 1 })).toBe(true)
    expect(needsFaker(defaultSeed, { accounts: defaultCounts.accounts + 1 })).toBe(true)
    expect(needsFaker(7)).toBe(true)
  })

  test('give the same data as faker for counts below, at and above the default', () => {
    const data = createSeedData()
    expect(data.realEstateObjects).toHaveLength(defaultCounts.realEstateObjects)
    expect(data.accounts).toHaveLength(defaultCounts.accounts)
    const larger = createSeedData(defaultSeed, { realEstateObjects: 40, accounts: 15 })
    expect(larger.realEstateObjects.slice(0, defaultCounts.realEstateObjects)).toStrictEqual(data.realEstateObjects)
    expect(larger.accounts.slice(0, defaultCounts.accounts)).toStrictEqual(data.accounts)
    // Below the well-known records' number, the well-known records alone, as faker's loop gave.
    const fewest = createSeedData(defaultSeed, { realEstateObjects: 1, accounts: 0 })
    expect(fewest.realEstateObjects).toStrictEqual(data.realEstateObjects.slice(0, wellKnownRealEstateObjects.length))
    expect(fewest.accounts).toStrictEqual(data.accounts.slice(0, wellKnownAccounts.length))
    const smaller = createSeedData(defaultSeed, { realEstateObjects: 6, accounts: 4 })
    expect(smaller.realEstateObjects).toStrictEqual(data.realEstateObjects.slice(0, 6))
    expect(smaller.accounts).toStrictEqual(data.accounts.slice(0, 4))
  })

  test('are copies: changing the data made never changes the next', () => {
    const first = createSeedData()
    first.realEstateObjects.at(-1)!.name = 'Changed'
    first.accounts.at(-1)!.first_name = 'Changed'
    const second = createSeedData()
    expect(second.realEstateObjects.at(-1)!.name).not.toBe('Changed')
    expect(second.accounts.at(-1)!.first_name).not.toBe('Changed')
  })
})
