import { afterEach, describe, expect, test, vi } from 'vitest'

const getBuiltinModule = process.getBuiltinModule

/** Fresh modules in a runtime like a browser's, which cannot require an ES module. */
async function asInABrowser() {
  vi.resetModules()
  // @ts-expect-error: removed to stand for a runtime without it
  process.getBuiltinModule = undefined
  return { ...(await import('./seed-data.ts')), ...(await import('./load-faker.ts')) }
}

afterEach(() => {
  process.getBuiltinModule = getBuiltinModule
})

describe('faker on demand', () => {
  test('the default data needs no faker; another seed needs it loaded first, then gives the same data', async () => {
    const expected = { seven: (await import('./seed-data.ts')).createSeedData(7, { accounts: 12 }) }
    const { createSeedData, prepareSeedData, fakerNow } = await asInABrowser()
    expect(createSeedData().realEstateObjects).toHaveLength(25)
    expect(() => fakerNow()).toThrow(/loads on demand/)
    expect(() => createSeedData(7, { accounts: 12 })).toThrow(/loads on demand/)
    await prepareSeedData(7, { accounts: 12 })
    expect(createSeedData(7, { accounts: 12 })).toStrictEqual(expected.seven)
  })

  test('prepareSeedData loads nothing for the default seed and counts', async () => {
    const { prepareSeedData, fakerNow } = await asInABrowser()
    await prepareSeedData()
    await prepareSeedData(42, { realEstateObjects: 10 })
    expect(() => fakerNow()).toThrow(/loads on demand/)
  })
})
