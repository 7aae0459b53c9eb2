import { describe, expect, test } from 'vitest'
import { EngineDatabase } from './engine-database.ts'
import { createSeedData } from './seed-data.ts'

const seeded = createSeedData(42, { realEstateObjects: 30, accounts: 5 })

describe('EngineDatabase snapshots', () => {
  test('a snapshot shares its records with the database, and an unchanged collection gives the same array again', async () => {
    const database = await EngineDatabase.create(seeded)
    const first = database.snapshot()
    await database.updateSettings((current) => ({ ...current, activity_logs: !current.activity_logs }))
    const second = database.snapshot()
    expect(second.realEstateObjects).toBe(first.realEstateObjects)
    expect(second.accounts).toBe(first.accounts)
    expect(second.settings).not.toBe(first.settings)
    expect(first.realEstateObjects[0]).toBe(database.realEstateObjects.all()[0])
  })

  test('a snapshot does not move when the database changes after it', async () => {
    const database = await EngineDatabase.create(seeded)
    const before = database.snapshot()
    await database.putRealEstateObject('re-0001', (current) => ({ ...current!, name: 'Renamed' }))
    database.realEstateObjects.delete(database.realEstateObjects.all()[3]!)
    expect(before.realEstateObjects).toHaveLength(30)
    expect(before.realEstateObjects[0]!.name).toBe('Harbor View Loft')
  })

  test('onEdit is told once per write that changed something, after the write stored it', async () => {
    const database = await EngineDatabase.create(seeded)
    const seen: string[] = []
    database.onEdit(() => seen.push(database.findRealEstateObject('re-0001')?.name ?? 'gone'))
    await database.putRealEstateObject('re-0001', (current) => ({ ...current!, name: 'Renamed' }))
    await database.realEstateObjects.update((q) => q.where({ id: 're-0001' }), {
      data: (object) => {
        object.name = 'Twice'
        object.description = 'Two fields, one write'
      },
    })
    await database.updateSettings(() => undefined)
    await database.realEstateObjects.updateMany((q) => q.where((object) => object.id < 're-0004'), {
      data: (object) => void (object.name = 'Many'),
    })
    database.realEstateObjects.delete((q) => q.where({ id: 're-0001' }))
    expect(seen).toEqual(['Renamed', 'Twice', 'Many', 'gone'])
  })

  test('a write that changes nothing tells nobody', async () => {
    const database = await EngineDatabase.create(seeded)
    let told = 0
    database.onEdit(() => told++)
    await database.updateSettings(() => undefined)
    await database.realEstateObjects.update((q) => q.where({ id: 'none' }), { data: () => undefined })
    await database.bringTo(database.snapshot())
    expect(told).toBe(0)
  })

  test('bringTo puts back updated, added and removed records, and leaves the rest as they are', async () => {
    const database = await EngineDatabase.create(seeded)
    const before = database.snapshot()
    const untouched = database.realEstateObjects.all()[10]
    await database.putRealEstateObject('re-0002', (current) => ({ ...current!, name: 'Changed' }))
    await database.putRealEstateObject('re-9999', () => ({ ...seeded.realEstateObjects[0]!, id: 're-9999' }))
    await database.updateSettings((current) => ({ ...current, activity_logs: !current.activity_logs }))

    await database.bringTo(before)
    expect(database.findRealEstateObject('re-0002')!.name).toBe(seeded.realEstateObjects[1]!.name)
    expect(database.findRealEstateObject('re-9999')).toBeUndefined()
    expect(database.getSettings().activity_logs).toBe(seeded.settings.activity_logs)
    expect(JSON.parse(JSON.stringify(database.snapshot()))).toEqual(JSON.parse(JSON.stringify(before)))
    expect(database.realEstateObjects.all()[10]).toBe(untouched)
  })

  test('a database over a base copies a collection only when bringTo must change it', async () => {
    const base = await EngineDatabase.create(seeded)
    const layer = EngineDatabase.over(base)
    const target = {
      ...layer.snapshot(),
      settings: { ...seeded.settings, activity_logs: !seeded.settings.activity_logs },
    }
    await layer.bringTo(target)
    expect(layer.getSettings().activity_logs).toBe(!seeded.settings.activity_logs)
    expect(base.getSettings().activity_logs).toBe(seeded.settings.activity_logs)
    expect(layer.snapshot().realEstateObjects).toBe(base.snapshot().realEstateObjects)
  })
})
