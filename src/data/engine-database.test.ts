import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { toUpdateForm } from '../model/index.ts'
import { EngineDatabase } from './engine-database.ts'
import { createSeedData, type SeedData } from './seed-data.ts'

const seed = () => createSeedData(42, { realEstateObjects: 40, accounts: 12 })

/** Everything a client can see of the data, in stored order. */
const contents = (db: EngineDatabase) => ({
  realEstateObjects: db.realEstateObjects.all(),
  accounts: db.accounts.all(),
  settings: [db.getSettings()],
})
const asSeeded = (data: SeedData) => ({
  realEstateObjects: data.realEstateObjects,
  accounts: data.accounts,
  settings: [data.settings],
})

/** Every record can be found by each of its keys, as the stored object itself. */
function expectLookupsToMatch(db: EngineDatabase): void {
  for (const object of db.realEstateObjects.all()) expect(db.findRealEstateObject(object.id)).toBe(object)
  for (const account of db.accounts.all()) {
    expect(db.findAccount(account.seurity_settings.username)).toBe(account)
    expect(db.findAccountByToken(account.auth_token)).toBe(account)
  }
}

describe('EngineDatabase records are versions: a change stores a new object, a lookup gives the stored one', () => {
  test('two lookups without a change give the same object, the one the collection stores', async () => {
    const db = await EngineDatabase.create(seed())
    const object = db.findRealEstateObject('re-0001')
    expect(object).toBeDefined()
    expect(db.findRealEstateObject('re-0001')).toBe(object)
    expect(db.realEstateObjects.findFirst((q) => q.where({ id: 're-0001' }))).toBe(object)
    const account = db.findAccount('alice.admin')
    expect(db.findAccount('alice.admin')).toBe(account)
    expect(db.findAccountByToken(account!.auth_token)).toBe(account)
    expect(db.getSettings()).toBe(db.getSettings())
  })

  test('an update through the collection gives a new object and leaves the old one as it was', async () => {
    const db = await EngineDatabase.create(seed())
    const before = db.findRealEstateObject('re-0002')!
    const beforeJson = JSON.stringify(before)
    const neighbour = db.findRealEstateObject('re-0003')
    await db.realEstateObjects.update((q) => q.where({ id: 're-0002' }), {
      data: (draft) => void (draft.name = 'Edited'),
    })
    const after = db.findRealEstateObject('re-0002')!
    expect(after).not.toBe(before)
    expect(after.name).toBe('Edited')
    expect(JSON.stringify(before)).toBe(beforeJson)
    expect(db.findRealEstateObject('re-0002')).toBe(after)
    expect(db.findRealEstateObject('re-0003')).toBe(neighbour)
  })

  test('updateSettings, replaceSettings and the put methods give new objects too', async () => {
    const db = await EngineDatabase.create(seed())
    const settings = db.getSettings()
    const updated = await db.updateSettings((current) => ({ ...current, activity_logs: !current.activity_logs }))
    expect(updated).not.toBe(settings)
    expect(db.getSettings()).toBe(updated)
    const replaced = await db.replaceSettings((current) => ({ ...current }))
    expect(replaced).not.toBe(updated)
    expect(db.getSettings()).toBe(replaced)

    const object = db.findRealEstateObject('re-0001')!
    const put = await db.putRealEstateObject('re-0001', (current) => ({ ...current!, name: 'Put' }))
    expect(put).not.toBe(object)
    expect(db.findRealEstateObject('re-0001')).toBe(put)
    const account = db.findAccount('alice.admin')!
    const putAccount = await db.putAccount('alice.admin', (current) => ({ ...current!, enabled: false }))
    expect(putAccount).not.toBe(account)
    expect(db.findAccountByToken(account.auth_token)).toBe(putAccount)
  })

  test('updateCheckedSettings stores a checked update as a new record that shares the parts left alone', async () => {
    const db = await EngineDatabase.create(seed())
    const settings = db.getSettings()
    const update = { ...toUpdateForm(settings), activity_logs: !settings.activity_logs }
    const updated = await db.updateCheckedSettings(() => update)
    expect(updated).not.toBe(settings)
    expect(db.getSettings()).toBe(updated)
    expect(updated).toEqual({ ...settings, activity_logs: !settings.activity_logs })
    expect(updated.preferences).toBe(settings.preferences)
    expect(updated.subscription_management.plans).toBe(settings.subscription_management.plans)
    expect(await db.updateCheckedSettings(() => undefined)).toBe(updated)
  })

  test('restore puts back the very records it was filled with, and keeps the others', async () => {
    const data = seed()
    const db = await EngineDatabase.create(data)
    const untouched = db.findRealEstateObject('re-0005')
    const edited = db.findRealEstateObject('re-0006')
    await db.realEstateObjects.update((q) => q.where({ id: 're-0006' }), {
      data: (draft) => void (draft.name = 'Edited'),
    })
    const editedVersion = db.findRealEstateObject('re-0006')
    await db.restore(data)
    expect(db.findRealEstateObject('re-0005')).toBe(untouched)
    const restored = db.findRealEstateObject('re-0006')
    expect(restored).toBe(edited)
    expect(restored).not.toBe(editedVersion)
    expect(restored).toEqual(data.realEstateObjects[5])
  })
})

describe('EngineDatabase.put methods', () => {
  test('a put replaces the record where it stands; a put of a missing key adds at the end', async () => {
    const data = seed()
    const db = await EngineDatabase.create(data)
    const keys = db.listKeys().realEstateObjects
    await db.putRealEstateObject('re-0003', (current) => ({ ...current!, tags: ['renovated'] }))
    expect(db.listKeys().realEstateObjects).toEqual(keys)
    expect(db.findRealEstateObject('re-0003')?.tags).toEqual(['renovated'])

    const added = await db.putRealEstateObject('re-9999', (current) => ({
      ...structuredClone(data.realEstateObjects[0]!),
      id: 're-9999',
      name: String(current),
    }))
    expect(db.listKeys().realEstateObjects).toEqual([...keys, 're-9999'])
    expect(db.findRealEstateObject('re-9999')).toBe(added)
    expect(added.name).toBe('undefined')
  })

  test('a put whose produce throws changes nothing, and later writes still run', async () => {
    const db = await EngineDatabase.create(seed())
    const before = db.findRealEstateObject('re-0001')
    await expect(
      db.putRealEstateObject('re-0001', () => {
        throw new Error('bad override')
      }),
    ).rejects.toThrow('bad override')
    expect(db.findRealEstateObject('re-0001')).toBe(before)
    await db.putRealEstateObject('re-0001', (current) => ({ ...current!, name: 'Later' }))
    expect(db.findRealEstateObject('re-0001')?.name).toBe('Later')
  })

  test('writes run one after another in the order they were asked for', async () => {
    const db = await EngineDatabase.create(seed())
    const seen: boolean[] = []
    await Promise.all([
      db.updateSettings((current) => (seen.push(current.activity_logs), { ...current, activity_logs: false })),
      db.replaceSettings((current) => (seen.push(current.activity_logs), { ...current, activity_logs: true })),
      db.updateSettings((current) => (seen.push(current.activity_logs), undefined)),
    ])
    expect(seen).toEqual([true, false, true])
    expect(db.getSettings().activity_logs).toBe(true)
  })
})

describe('EngineDatabase.restore', () => {
  test.each([
    [
      'an update through the collection',
      (db: EngineDatabase) =>
        db.realEstateObjects.update((q) => q.where({ id: 're-0010' }), { data: (draft) => void (draft.name = 'x') }),
    ],
    [
      'every object renamed through the collection, more than are cheap to put back one by one',
      (db: EngineDatabase) =>
        db.realEstateObjects.updateMany((q) => q.where(() => true), { data: (draft) => void (draft.name = 'x') }),
    ],
    [
      'an id changed through the collection',
      (db: EngineDatabase) =>
        db.realEstateObjects.update((q) => q.where({ id: 're-0010' }), {
          data: (draft) => void (draft.id = 're-0011'),
        }),
    ],
    [
      'a record created through the collection',
      (db: EngineDatabase) => db.accounts.create({ ...structuredClone(db.accounts.all()[0]!), id: 'acc-new' }),
    ],
    [
      'sixty records created through the collection, more than are cheap to remove one by one',
      async (db: EngineDatabase) => {
        for (let index = 0; index < 60; index++)
          await db.realEstateObjects.create({
            ...structuredClone(db.realEstateObjects.all()[0]!),
            id: `re-extra-${index}`,
          })
      },
    ],
    [
      'a record deleted in the middle',
      (db: EngineDatabase) => db.realEstateObjects.delete((q) => q.where({ id: 're-0020' })),
    ],
    ['every record deleted', (db: EngineDatabase) => db.accounts.deleteMany((q) => q.where(() => true))],
    [
      'the settings replaced',
      (db: EngineDatabase) => db.updateSettings((current) => ({ ...current, activity_logs: false })),
    ],
    [
      'a put of a new account',
      (db: EngineDatabase) =>
        db.putAccount('zoe.new', () => ({ ...structuredClone(db.accounts.all()[1]!), id: 'acc-zoe' })),
    ],
  ])('after %s, brings back the seeded records in their order', async (_, change) => {
    const data = seed()
    const db = await EngineDatabase.create(data)
    await change(db)
    await db.restore(data)
    expect(contents(db)).toEqual(asSeeded(data))
    expectLookupsToMatch(db)
    expect(db.findRealEstateObject('re-0011')?.id).toBe('re-0011')
  })

  test('restore from other data than the last fill replaces everything', async () => {
    const db = await EngineDatabase.create(seed())
    const other = createSeedData(7, { realEstateObjects: 30, accounts: 11 })
    await db.restore(other)
    expect(contents(db)).toEqual(asSeeded(other))
    expectLookupsToMatch(db)
  })

  test('lookups follow records created, renamed and deleted through the collections', async () => {
    const db = await EngineDatabase.create(seed())
    // Lookups first, so that the tables exist before the changes.
    expect(db.findRealEstateObject('re-0007')).toBeDefined()
    expect(db.findAccount('new.name')).toBeUndefined()
    await db.realEstateObjects.update((q) => q.where({ id: 're-0007' }), {
      data: (draft) => void (draft.id = 're-seven'),
    })
    expect(db.findRealEstateObject('re-seven')?.id).toBe('re-seven')
    expect(db.findRealEstateObject('re-0007')).toBeUndefined()
    await db.accounts.update((q) => q.where({ id: 'acc-0011' }), {
      data: (draft) => void (draft.seurity_settings.username = 'new.name'),
    })
    expect(db.findAccount('new.name')?.id).toBe('acc-0011')
    const created = await db.realEstateObjects.create({
      ...structuredClone(db.realEstateObjects.all()[0]!),
      id: 're-new',
    })
    expect(db.findRealEstateObject('re-new')).toBe(created)
    await db.realEstateObjects.update((q) => q.where({ id: 're-new' }), {
      data: (draft) => void (draft.id = 're-renamed'),
    })
    expect(db.findRealEstateObject('re-new')).toBeUndefined()
    expect(db.findRealEstateObject('re-renamed')?.id).toBe('re-renamed')
    db.realEstateObjects.delete((q) => q.where({ id: 're-0002' }))
    expect(db.findRealEstateObject('re-0002')).toBeUndefined()
    expectLookupsToMatch(db)
    // A deletion and a creation before the next lookup leave the count as it was: positions still moved.
    db.realEstateObjects.delete((q) => q.where({ id: 're-0003' }))
    await db.realEstateObjects.create({ ...structuredClone(db.realEstateObjects.all()[0]!), id: 're-last' })
    expect(db.findRealEstateObject('re-0003')).toBeUndefined()
    expectLookupsToMatch(db)
  })

  test('any mix of changes through the collections and the methods is undone by one restore', async () => {
    const data = seed()
    const db = await EngineDatabase.create(data)
    const change = fc.oneof(
      fc.record({ kind: fc.constant('rename' as const), at: fc.nat(), name: fc.string() }),
      fc.record({
        kind: fc.constant('renumber' as const),
        at: fc.nat(),
        id: fc.constantFrom('re-0001', 're-0039', 're-x'),
      }),
      fc.record({ kind: fc.constant('create' as const), at: fc.nat() }),
      fc.record({ kind: fc.constant('delete' as const), at: fc.nat() }),
      fc.record({ kind: fc.constant('disable' as const), at: fc.nat() }),
      fc.record({ kind: fc.constant('settings' as const), at: fc.nat() }),
    )
    await fc.assert(
      fc.asyncProperty(fc.array(change, { maxLength: 8 }), async (changes) => {
        for (const { kind, ...args } of changes) {
          const objects = db.realEstateObjects.all()
          const accounts = db.accounts.all()
          const object = objects[args.at % Math.max(objects.length, 1)]
          const account = accounts[args.at % Math.max(accounts.length, 1)]
          if (kind === 'rename' && object)
            await db.realEstateObjects.update(object, {
              data: (draft) => void (draft.name = 'name' in args ? args.name : ''),
            })
          if (kind === 'renumber' && object)
            await db.realEstateObjects.update(object, {
              data: (draft) => void (draft.id = 'id' in args ? args.id : ''),
            })
          if (kind === 'create')
            await db.realEstateObjects.create({
              ...structuredClone(data.realEstateObjects[args.at % 40]!),
              id: `re-new-${args.at}`,
            })
          if (kind === 'delete' && object) db.realEstateObjects.delete(object)
          if (kind === 'disable' && account)
            await db.putAccount(account.seurity_settings.username, (current) => ({ ...current!, enabled: false }))
          if (kind === 'settings')
            await db.replaceSettings((current) => ({ ...current, activity_logs: args.at % 2 === 0 }))
        }
        await db.restore(data)
        expect(contents(db)).toEqual(asSeeded(data))
        expectLookupsToMatch(db)
      }),
      { numRuns: 60 },
    )
  })
})
