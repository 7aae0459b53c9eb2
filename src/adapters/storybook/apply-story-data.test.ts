import { describe, expect, test } from 'vitest'
import { wellKnownRealEstateObjects } from '../../../fixtures/index.ts'
import { createMock } from '../browser/create-browser-mock.ts'
import { applyStoryData } from './apply-story-data.ts'

const database = () => createMock({ seed: 42 }).database()

describe('applyStoryData', () => {
  test('an object entry merges into the record under its id', async () => {
    const db = await database()
    const before = db.findRealEstateObject('re-0001')
    await applyStoryData(db, {
      realEstateObjects: { 're-0001': { name: 'Renamed', owner: { name: 'New Owner' }, tags: [] } },
    })
    const after = db.findRealEstateObject('re-0001')
    expect(after).toEqual({ ...before, name: 'Renamed', owner: { ...before?.owner, name: 'New Owner' }, tags: [] })
    expect(db.findRealEstateObject('re-0002')?.name).toBe(wellKnownRealEstateObjects[1]?.name)
  })

  test('a changed object keeps its place in the list', async () => {
    const db = await database()
    const keys = db.listKeys()
    await applyStoryData(db, {
      realEstateObjects: { 're-0002': { name: 'Renamed' } },
      accounts: { 'bob.agent': { enabled: false } },
    })
    expect(db.listKeys()).toEqual(keys)
  })

  test('the data takes its turn with other writes: a settings update asked for after it sees it', async () => {
    const db = await database()
    const applied = applyStoryData(db, { settings: { activity_logs: false } })
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
    await applyStoryData(db, { realEstateObjects: { 're-9999': object } })
    expect(db.findRealEstateObject('re-9999')).toEqual(object)
  })

  test('a partial object with a new id is refused, naming the entry', async () => {
    const db = await database()
    await expect(applyStoryData(db, { realEstateObjects: { 're-9999': { name: 'Half' } } })).rejects.toThrow(
      /Failed to apply the story's data to realEstateObjects\["re-9999"\], a new object,: it does not fit the schema \(.*\/description/,
    )
  })

  test('an account entry is keyed by username and merges nested fields', async () => {
    const db = await database()
    await applyStoryData(db, { accounts: { 'alice.admin': { enabled: false, preferences: { language: 'de-DE' } } } })
    const account = db.findAccount('alice.admin')
    expect(account?.enabled).toBe(false)
    expect(account?.preferences.language).toBe('de-DE')
    expect(account?.preferences.time_zone).toBeTruthy()
    expect(db.findAccountByToken(account?.auth_token ?? '')?.enabled).toBe(false)
  })

  test('a new account must carry the username it is keyed by', async () => {
    const db = await database()
    const alice = structuredClone(db.findAccount('alice.admin')!)
    await expect(applyStoryData(db, { accounts: { 'zoe.new': alice } })).rejects.toThrow(
      /accounts\["zoe.new"\]: it names itself "alice.admin"/,
    )
  })

  test('a new record may leave its key out: the key gives it', async () => {
    const db = await database()
    const { id: _, ...object } = structuredClone(wellKnownRealEstateObjects[0]!)
    const { seurity_settings, ...account } = structuredClone(db.findAccount('alice.admin')!)
    const { username: __, ...security } = seurity_settings
    await applyStoryData(db, {
      realEstateObjects: { 're-9999': object },
      accounts: { 'zoe.new': { ...account, seurity_settings: security } },
    })
    expect(db.findRealEstateObject('re-9999')?.id).toBe('re-9999')
    expect(db.findAccount('zoe.new')?.seurity_settings.username).toBe('zoe.new')
  })

  test('an entry that names another record than its key is refused, new or merged', async () => {
    const db = await database()
    await expect(applyStoryData(db, { realEstateObjects: { 're-0001': { id: 're-0002' } } })).rejects.toThrow(
      /realEstateObjects\["re-0001"\]: it names itself "re-0002"/,
    )
    expect(db.findRealEstateObject('re-0001')?.id).toBe('re-0001')
  })

  test('the settings merge and are checked as a whole', async () => {
    const db = await database()
    await applyStoryData(db, { settings: { activity_logs: false, security_settings: { min_password_length: 16 } } })
    expect(db.getSettings().activity_logs).toBe(false)
    expect(db.getSettings().security_settings.min_password_length).toBe(16)
    expect(db.getSettings().security_settings.max_password_length).toBe(128)

    await expect(applyStoryData(db, { settings: { security_settings: { min_password_length: 500 } } })).rejects.toThrow(
      /settings: it does not fit the schema \(\/security_settings\/min_password_length: must not exceed max_password_length/,
    )
    expect(db.getSettings().security_settings.min_password_length).toBe(16)
  })

  test('a wrong type or an unknown key is refused', async () => {
    const db = await database()
    await expect(applyStoryData(db, { realEstateObjects: { 're-0001': { tags: 'one' as never } } })).rejects.toThrow(
      /\/tags/,
    )
    await expect(applyStoryData(db, { settings: { colour: 'red' } as never })).rejects.toThrow(/colour/)
  })

  test('a reset brings back the seeded records', async () => {
    const mock = createMock({ seed: 42 })
    const db = await mock.database()
    await applyStoryData(db, {
      settings: { activity_logs: false },
      realEstateObjects: { 're-0001': { name: 'Renamed' } },
      accounts: { 'bob.agent': { first_name: 'Robert' } },
    })
    await mock.reset()
    expect(db.getSettings().activity_logs).toBe(true)
    expect(db.findRealEstateObject('re-0001')?.name).toBe(wellKnownRealEstateObjects[0]?.name)
    expect(db.findAccount('bob.agent')?.first_name).not.toBe('Robert')
  })
})
