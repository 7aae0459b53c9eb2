import type { AccountSettingsUpdate, RealEstateObject, StoredAccountSettings, UserAccount } from '../model/index.ts'
import type { Collections } from './collections.ts'

/**
 * A mock's data: its objects, accounts and settings. `mock.database()` gives it; the next answer shows a change.
 * @example
 * ```ts
 * import { createMock } from 'real-estate-service-mock/node'
 * const database = await createMock().database()
 * await database.putAccount('bob.agent', (account) => ({ ...account!, first_name: 'Jane' }))
 * ```
 */
export interface Database {
  /** The objects, an @msw/data collection: `database.realEstateObjects.findFirst(…)`, `.update(…)`, `.create(…)`. */
  readonly realEstateObjects: Collections['realEstateObjects']
  /** The accounts, an @msw/data collection, like `realEstateObjects`. */
  readonly accounts: Collections['accounts']
  /** The real estate object with this id, or `undefined`. */
  findRealEstateObject(id: string): RealEstateObject | undefined
  /** The account with this username, or `undefined`. */
  findAccount(username: string): UserAccount | undefined
  /** The account whose token this is (what a bearer token names), or `undefined`. */
  findAccountByToken(token: string): UserAccount | undefined
  /** Ids of the objects and usernames of the accounts, in stored order (well-known first). */
  listKeys(): { realEstateObjects: string[]; accounts: string[] }
  /** The account settings: one record, the same object until a change stores a new one. */
  getSettings(): StoredAccountSettings
  /**
   * Replaces the updatable part of the settings with what `produce` makes of the current ones
   * (checked against the schema), or leaves them as they are when it gives `undefined`. Runs after
   * every write before it, so concurrent updates never mix.
   * @example
   * await database.updateSettings((current) => ({ ...current, activity_logs: false }))
   */
  updateSettings(
    produce: (current: StoredAccountSettings) => AccountSettingsUpdate | undefined,
  ): Promise<StoredAccountSettings>
  /**
   * Replaces the whole settings record with what `produce` makes of the current one, or leaves it
   * when it gives `undefined`; if `produce` throws, nothing changes.
   * @example
   * await database.replaceSettings((current) => ({ ...current, activity_logs: false }))
   */
  replaceSettings(
    produce: (current: StoredAccountSettings) => StoredAccountSettings | undefined,
  ): Promise<StoredAccountSettings>
  /**
   * Stores what `produce` makes of the object with this id (`undefined` when there is none): it
   * replaces that object where it stands, or is added after the others.
   * @example
   * await database.putRealEstateObject('re-0001', (current) => ({ ...current!, name: 'Renamed' }))
   */
  putRealEstateObject(
    id: string,
    produce: (current: RealEstateObject | undefined) => RealEstateObject,
  ): Promise<RealEstateObject>
  /**
   * Stores what `produce` makes of the account with this username, like `putRealEstateObject`.
   * The account it gives may carry another username.
   * @example
   * await database.putAccount('alice.admin', (current) => ({ ...current!, enabled: false }))
   */
  putAccount(username: string, produce: (current: UserAccount | undefined) => UserAccount): Promise<UserAccount>
}
