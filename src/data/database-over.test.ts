import { describe, expect, test } from 'vitest'
import { EngineDatabase } from './engine-database.ts'
import { createSeedData } from './seed-data.ts'

describe('EngineDatabase.over: copy-on-write over a base', () => {
  const data = createSeedData(42, { realEstateObjects: 5, accounts: 3 })

  test('reads the base until it writes, and a write never reaches the base', async () => {
    const base = await EngineDatabase.create(data)
    const layer = EngineDatabase.over(base)
    const [objectId] = base.listKeys().realEstateObjects
    expect(layer.findRealEstateObject(objectId!)).toBe(base.findRealEstateObject(objectId!))
    expect(layer.getSettings()).toBe(base.getSettings())

    await layer.updateSettings((current) => ({ ...current, activity_logs: !current.activity_logs }))
    expect(layer.getSettings().activity_logs).toBe(!data.settings.activity_logs)
    expect(base.getSettings().activity_logs).toBe(data.settings.activity_logs)
    // Only the settings were copied: objects are still the base's own records.
    expect(layer.findRealEstateObject(objectId!)).toBe(base.findRealEstateObject(objectId!))
  })

  test('two layers over one base do not see each other', async () => {
    const base = await EngineDatabase.create(data)
    const [one, two] = [EngineDatabase.over(base), EngineDatabase.over(base)]
    const [objectId] = base.listKeys().realEstateObjects
    await one.putRealEstateObject(objectId!, (current) => ({ ...current!, name: 'One' }))
    expect(one.findRealEstateObject(objectId!)?.name).toBe('One')
    expect(two.findRealEstateObject(objectId!)?.name).toBe(data.realEstateObjects[0]!.name)
    expect(base.findRealEstateObject(objectId!)?.name).toBe(data.realEstateObjects[0]!.name)
  })

  test('its collections are reachable only once materialized, and then are its own', async () => {
    const base = await EngineDatabase.create(data)
    const layer = EngineDatabase.over(base)
    expect(() => layer.accounts).toThrow(/materialize/)
    await layer.materialize()
    const [username] = base.listKeys().accounts
    await layer.accounts.update((query) => query.where({ seurity_settings: { username: username! } }), {
      data: (draft) => void (draft.enabled = false),
    })
    expect(layer.findAccount(username!)?.enabled).toBe(false)
    expect(base.findAccount(username!)?.enabled).toBe(data.accounts[0]!.enabled)
    expect(layer.findAccountByToken(data.accounts[0]!.auth_token)?.enabled).toBe(false)
  })

  test('restore puts its copies back to the data and keeps reading the base for the rest', async () => {
    const base = await EngineDatabase.create(data)
    const layer = EngineDatabase.over(base)
    await layer.updateSettings((current) => ({ ...current, activity_logs: !current.activity_logs }))
    await layer.restore(data)
    expect(layer.getSettings()).toEqual(base.getSettings())
    expect(layer.listKeys()).toEqual(base.listKeys())
  })
})
