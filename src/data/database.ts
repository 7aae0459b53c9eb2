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
} from '../schema/index.ts'
import type { SeedData } from './seed-data.ts'
import { KeyIndex } from './key-index.ts'

const collectionNames = ['realEstateObjects', 'accounts', 'settings'] as const
type CollectionName = (typeof collectionNames)[number]

export class Database {
  readonly realEstateObjects = new Collection({ schema: realEstateObjectSchema })
  readonly accounts = new Collection({ schema: userAccountSchema })
  readonly settings = new Collection({ schema: storedAccountSettingsSchema })

  readonly #objectsById = new KeyIndex(this.realEstateObjects, (object) => object.id)
  readonly #accountsByUsername = new KeyIndex(this.accounts, (account) => account.seurity_settings.username)
  readonly #accountsByToken = new KeyIndex(this.accounts, (account) => account.auth_token)
  /** Collections written to since they were filled: only these need restoring. */
  readonly #changed = new Set<CollectionName>()
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
      const markChanged = () => database.#changed.add(name)
      database[name].hooks.on('create', markChanged)
      database[name].hooks.on('update', markChanged)
      database[name].hooks.on('delete', markChanged)
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
      const updated = await this.settings.update(current, {
        data(draft) {
          draft.preferences = next.preferences
          draft.security_settings = next.security_settings
          draft.subscription_management.show_plans_modal_window = next.subscription_management.show_plans_modal_window
          draft.subscription_management.show_plans_modal_window_repeat_after =
            next.subscription_management.show_plans_modal_window_repeat_after
          draft.activity_logs = next.activity_logs
        },
      })
      return updated ?? current
    })
  }

  /**
   * Brings the data back to `data`, rebuilding only the collections that
   * changed, so that a reset after a test that only patched the settings
   * costs next to nothing.
   */
  restore(data: SeedData): Promise<void> {
    return this.#serialize(async () => {
      const changed = [...this.#changed]
      for (const name of changed) this[name].clear()
      await this.#fill(data, changed)
    })
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
    this.#changed.clear()
  }

  #serialize<T>(change: () => Promise<T> | T): Promise<T> {
    const result = this.#writes.then(change)
    this.#writes = result.catch(() => undefined)
    return result
  }
}
