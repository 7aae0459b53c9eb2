/**
 * @module The in-memory model: one @msw/data collection per resource, with
 * lookups by id, username and token. It knows nothing of HTTP: a missing
 * record is `undefined`.
 */
import { Collection } from '@msw/data'
import {
  realEstateObjectSchema,
  storedAccountSettingsSchema,
  userAccountSchema,
  type AccountSettingsUpdate,
  type RealEstateObject,
  type StoredAccountSettings,
  type UserAccount,
} from '../model/index.ts'
import type { SeedData } from './seed-data.ts'
import { KeyIndex } from './key-index.ts'
import type { StandardSchemaV1 } from '@standard-schema/spec'

const collectionNames = ['realEstateObjects', 'accounts', 'settings'] as const
type CollectionName = (typeof collectionNames)[number]

export class Database {
  readonly realEstateObjects = new Collection({ schema: realEstateObjectSchema })
  readonly accounts = new Collection({ schema: userAccountSchema })
  readonly settings = new Collection({ schema: storedAccountSettingsSchema })

  readonly #objectsById = new KeyIndex(this.realEstateObjects, (object) => object.id)
  readonly #accountsByUsername = new KeyIndex(this.accounts, (account) => account.seurity_settings.username)
  readonly #accountsByToken = new KeyIndex(this.accounts, (account) => account.auth_token)
  /**
   * Collections written to since they were filled, and how: records edited in
   * place (by id) are put back one by one; a created or deleted record, or an
   * edit of a record without an id, rebuilds the collection.
   */
  readonly #changed = new Map<CollectionName, Set<string> | 'rebuild'>()
  /** Writes run one after another, so two updates in flight never interleave. */
  #writes: Promise<unknown> = Promise.resolve()

  /**
   * A database holding `data`. Each record is checked against its schema.
   * @example
   * const db = await Database.create(createSeedData(42))
   */
  static async create(data: SeedData): Promise<Database> {
    const database = new Database()
    for (const name of collectionNames) {
      const markRebuild = () => database.#changed.set(name, 'rebuild')
      database[name].hooks.on('create', markRebuild)
      database[name].hooks.on('delete', markRebuild)
      database[name].hooks.on('update', ({ data }) => {
        const ids = [idOf(data.prevRecord), idOf(data.nextRecord)]
        const edited = database.#changed.get(name) ?? new Set<string>()
        if (edited === 'rebuild' || ids.includes(undefined)) return markRebuild()
        for (const id of ids) edited.add(id!)
        database.#changed.set(name, edited)
      })
    }
    await database.#fill(data, collectionNames)
    return database
  }

  findRealEstateObject(id: string): RealEstateObject | undefined {
    return this.#objectsById.get(id)
  }

  findAccount(username: string): UserAccount | undefined {
    return this.#accountsByUsername.get(username)
  }

  findAccountByToken(token: string): UserAccount | undefined {
    return this.#accountsByToken.get(token)
  }

  /** Ids of the objects and usernames of the accounts, in stored order (well-known first). */
  listKeys(): { realEstateObjects: string[]; accounts: string[] } {
    return {
      realEstateObjects: this.realEstateObjects.all().map((object) => object.id),
      accounts: this.accounts.all().map((account) => account.seurity_settings.username),
    }
  }

  getSettings(): StoredAccountSettings {
    return this.#settingsRecord()
  }

  /**
   * Replaces the updatable part of the settings with what `produce` makes of
   * the current ones, or leaves them as they are when it gives `undefined`.
   * Runs after every write before it, so reading, deciding and writing are one
   * step: concurrent updates never mix.
   * @example
   * await db.updateSettings((current) => ({ ...pick(current), activity_logs: false }))
   */
  updateSettings(
    produce: (current: StoredAccountSettings) => AccountSettingsUpdate | undefined,
  ): Promise<StoredAccountSettings> {
    return this.#serialize(async () => {
      const current = this.#settingsRecord()
      const next = produce(current)
      if (!next) return current
      // A new record replaces the old one: @msw/data's `update` (a mutative draft and a second
      // schema pass) costs three times as much, and readers see the old record until the swap.
      const replacement = await this.settings.create({
        ...current,
        preferences: next.preferences,
        security_settings: next.security_settings,
        subscription_management: { ...current.subscription_management, ...next.subscription_management },
        activity_logs: next.activity_logs,
      })
      this.settings.delete(current)
      return replacement
    })
  }

  /**
   * Brings the data back to `data`, rebuilding only the collections that
   * changed, so that a reset after a test that only patched the settings
   * costs next to nothing.
   */
  restore(data: SeedData): Promise<void> {
    return this.#serialize(async () => {
      const rebuilt: CollectionName[] = []
      for (const [name, edited] of [...this.#changed]) {
        if (edited === 'rebuild' || name === 'settings') rebuilt.push(name)
        else {
          await this.#putBack(name, edited, data)
          this.#changed.delete(name)
        }
      }
      for (const name of rebuilt) this.#empty(name)
      await this.#fill(data, rebuilt)
    })
  }

  /** Restores the records edited in place from `data`, each by its id, in place: the order is kept. */
  async #putBack(name: 'realEstateObjects' | 'accounts', ids: ReadonlySet<string>, data: SeedData): Promise<void> {
    const originals = new Map<string, object>()
    for (const record of data[name] as Array<{ id: string }>) if (ids.has(record.id)) originals.set(record.id, record)
    const collection = this[name] as unknown as Collection<StandardSchemaV1<unknown, Record<string, unknown>>>
    for (const record of [...collection.all()]) {
      const original = originals.get(String(record.id))
      if (!original) continue
      await collection.update(record, {
        data(draft) {
          for (const key of Object.keys(draft)) delete draft[key]
          Object.assign(draft, structuredClone(original))
        },
      })
    }
    // An edited id that is no longer in the snapshot was new: only a rebuild removes it.
    if ([...ids].some((id) => !originals.has(id))) {
      this.#empty(name)
      await this.#fill(data, [name])
    }
  }

  /**
   * Empties a collection in one step. `Collection.clear()` removes records
   * one by one from the front of an array, which is quadratic; `all()` is the
   * collection's own array, so truncating it is the same end state.
   */
  #empty(name: CollectionName): void {
    const records = this[name].all()
    records.length = 0
    if (this[name].count() !== 0) this[name].clear()
    for (const index of [this.#objectsById, this.#accountsByUsername, this.#accountsByToken]) index.invalidate()
  }

  #settingsRecord() {
    const settings = this.settings.findFirst()
    if (!settings) throw new Error('Failed to read the account settings: the settings record is missing.')
    return settings
  }

  async #fill(data: SeedData, names: readonly CollectionName[]): Promise<void> {
    // Records are the schema's parse output, fresh objects: `data` itself is never shared with the model.
    if (names.includes('settings')) await this.settings.create(data.settings)
    if (names.includes('realEstateObjects')) for (const object of data.realEstateObjects) await this.realEstateObjects.create(object)
    if (names.includes('accounts')) for (const account of data.accounts) await this.accounts.create(account)
    for (const name of names) this.#changed.delete(name)
  }

  #serialize<T>(change: () => Promise<T> | T): Promise<T> {
    const result = this.#writes.then(change)
    this.#writes = result.catch(() => undefined)
    return result
  }
}

function idOf(record: unknown): string | undefined {
  const id = (record as { id?: unknown } | undefined)?.id
  return typeof id === 'string' ? id : undefined
}
