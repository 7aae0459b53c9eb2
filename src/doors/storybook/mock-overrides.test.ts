import { describe, expect, test } from 'vitest'
import { wellKnownRealEstateObjects } from '../../../fixtures/index.ts'
import { createMock } from '../browser/create-browser-mock.ts'
import { applyOverrides } from './mock-overrides.ts'

const database = () => createMock({ seed: 42 }).database()

describe('applyOverrides', () => {
  test('an object override merges into the record with its id', async () => {
    const db = await database()
    const before = db.findRealEstateObject('re-0001')
    await applyOverrides(db, {
      realEstateObjects: [{ id: 're-0001', name: 'Renamed', owner: { name: 'New Owner' }, tags: [] }],
    })
    const after = db.findRealEstateObject('re-0001')
    expect(after).toEqual({ ...before, name: 'Renamed', owner: { ...before?.owner, name: 'New Owner' }, tags: [] })
    expect(db.findRealEstateObject('re-0002')?.name).toBe(wellKnownRealEstateObjects[1]?.name)
  })

  test('an object override keeps the object where it stands in the list', async () => {
    const db = await database()
    const keys = db.listKeys()
    await applyOverrides(db, {
      realEstateObjects: [{ id: 're-0002', name: 'Renamed' }],
      accounts: { 'bob.agent': { enabled: false } },
    })
    expect(db.listKeys()).toEqual(keys)
  })

  test('overrides take their turn with other writes: a settings update asked for after them sees them', async () => {
    const db = await database()
    const applied = applyOverrides(db, { settings: { activity_logs: false } })
    let seen: boolean | undefined
    const updated = db.updateSettings((current) => {
      seen = current.activity_logs
      return undefined
    })
    await Promise.all([applied, updated])
    expect(seen).toBe(false)
  })

  test('a complete object with a new id is added', async () => {
    const db = await database()
    const object = { ...structuredClone(wellKnownRealEstateObjects[0]!), id: 're-9999', name: 'Added for a story' }
    await applyOverrides(db, { realEstateObjects: [object] })
    expect(db.findRealEstateObject('re-9999')).toEqual(object)
  })

  test('a partial object with a new id is refused, naming the entry', async () => {
    const db = await database()
    await expect(applyOverrides(db, { realEstateObjects: [{ id: 're-9999', name: 'Half' }] })).rejects.toThrow(
      /Failed to apply the mock overrides to realEstateObjects\[0\] \(id "re-9999"\), a new object,: it does not fit the schema \(.*\/description/,
    )
  })

  test('an account override is keyed by username and merges nested fields', async () => {
    const db = await database()
    await applyOverrides(db, { accounts: { 'alice.admin': { enabled: false, preferences: { language: 'de-DE' } } } })
    const account = db.findAccount('alice.admin')
    expect(account?.enabled).toBe(false)
    expect(account?.preferences.language).toBe('de-DE')
    expect(account?.preferences.time_zone).toBeTruthy()
    expect(db.findAccountByToken(account?.auth_token ?? '')?.enabled).toBe(false)
  })

  test('a new account must carry the username it is keyed by', async () => {
    const db = await database()
    const alice = structuredClone(db.findAccount('alice.admin')!)
    await expect(applyOverrides(db, { accounts: { 'zoe.new': alice } })).rejects.toThrow(
      /seurity_settings.username is "alice.admin"/,
    )
  })

  test('a settings override merges and is checked as a whole', async () => {
    const db = await database()
    await applyOverrides(db, { settings: { activity_logs: false, security_settings: { min_password_length: 16 } } })
    expect(db.getSettings().activity_logs).toBe(false)
    expect(db.getSettings().security_settings.min_password_length).toBe(16)
    expect(db.getSettings().security_settings.max_password_length).toBe(128)

    await expect(applyOverrides(db, { settings: { security_settings: { min_password_length: 500 } } })).rejects.toThrow(
      /settings: it does not fit the schema \(\/security_settings\/min_password_length: must not exceed max_password_length/,
    )
    expect(db.getSettings().security_settings.min_password_length).toBe(16)
  })

  test('a wrong type or an unknown key is refused', async () => {
    const db = await database()
    await expect(applyOverrides(db, { realEstateObjects: [{ id: 're-0001', tags: 'one' as never }] })).rejects.toThrow(
      /\/tags/,
    )
    await expect(applyOverrides(db, { settings: { colour: 'red' } as never })).rejects.toThrow(/colour/)
  })

  test('a reset brings back the seeded records', async () => {
    const mock = createMock({ seed: 42 })
    const db = await mock.database()
    await applyOverrides(db, {
      settings: { activity_logs: false },
      realEstateObjects: [{ id: 're-0001', name: 'Renamed' }],
      accounts: { 'bob.agent': { first_name: 'Robert' } },
    })
    await mock.reset()
    expect(db.getSettings().activity_logs).toBe(true)
    expect(db.findRealEstateObject('re-0001')?.name).toBe(wellKnownRealEstateObjects[0]?.name)
    expect(db.findAccount('bob.agent')?.first_name).not.toBe('Robert')
  })
})
