/**
 * @module A story's own data: `parameters.mock.data`, laid over the seeded
 * records of the story's scenario after each reset, so one story can show a
 * long name or a disabled account without a scenario of its own. One shape
 * for every collection: records keyed by what names them (an object's `id`,
 * an account's username), each merged into the record with that key.
 */
import type { z } from '../../model/zod.ts'
import type { Database } from '../../data/database.ts'
import {
  realEstateObjectSchema,
  storedAccountSettingsSchema,
  userAccountSchema,
  type RealEstateObject,
  type StoredAccountSettings,
  type UserAccount,
} from '../../model/index.ts'
import { mergeOverride, type DeepPartial } from './merge-override.ts'

/**
 * Changes to the seeded data for one story. Plain objects merge key by key,
 * arrays replace, omitted fields keep their seeded value. A key the data
 * lacks adds a record, which must then be complete.
 */
export type StoryData = {
  /** Merged into the stored settings (the full form less `permissions` and `auth_token`). */
  settings?: DeepPartial<StoredAccountSettings>
  /** Keyed by id, merged into that object; the key is the object's `id`, which the entry may leave out. */
  realEstateObjects?: Readonly<Record<string, DeepPartial<RealEstateObject>>>
  /** Keyed by username, merged into that account; the key is its `seurity_settings.username`, which the entry may leave out. */
  accounts?: Readonly<Record<string, DeepPartial<UserAccount>>>
}

/**
 * Lays `data` over the records in `database`, through its serialized writes,
 * so a request in flight never sees half a record. Every changed record is
 * checked against its schema first, so a story cannot serve data the real
 * service never would; a bad entry throws and changes nothing from it on.
 * @example
 * await applyStoryData(await mock.database(), {
 *   realEstateObjects: { 're-0001': { name: 'A very long name that wraps' } },
 * })
 */
export async function applyStoryData(database: Database, data: StoryData): Promise<void> {
  const { settings } = data
  if (settings) {
    await database.replaceSettings((current) =>
      parse(storedAccountSettingsSchema, mergeOverride(current, settings), 'settings'),
    )
  }
  for (const [id, entry] of Object.entries(data.realEstateObjects ?? {})) {
    const label = `realEstateObjects["${id}"]`
    await database.putRealEstateObject(id, (current) =>
      keyed(
        current
          ? parse(realEstateObjectSchema, mergeOverride(current, entry), label)
          : parse(realEstateObjectSchema, { id, ...entry }, `${label}, a new object,`),
        (object) => object.id,
        id,
        label,
      ),
    )
  }
  for (const [username, entry] of Object.entries(data.accounts ?? {})) {
    const label = `accounts["${username}"]`
    await database.putAccount(username, (current) =>
      keyed(
        current
          ? parse(userAccountSchema, mergeOverride(current, entry), label)
          : parse(
              userAccountSchema,
              mergeOverride({ seurity_settings: { username } } as UserAccount, entry),
              `${label}, a new account,`,
            ),
        (account) => account.seurity_settings.username,
        username,
        label,
      ),
    )
  }
}

/** `record`, when it carries the key it is stored under; a record named by one key and carrying another would be found by neither. */
function keyed<Record>(record: Record, keyOf: (record: Record) => string, key: string, label: string): Record {
  if (keyOf(record) === key) return record
  throw storyDataError(label, `it names itself "${keyOf(record)}"`, 'use the same value as the key, or leave it out')
}

function parse<Schema extends z.ZodMiniType>(schema: Schema, value: unknown, label: string): z.output<Schema> {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  const problems = result.error.issues.map((issue) => `/${issue.path.join('/')}: ${issue.message}`).join('; ')
  throw storyDataError(
    label,
    `it does not fit the schema (${problems})`,
    "fix the story's data or give every field of a new record",
  )
}

function storyDataError(label: string, why: string, what: string): TypeError {
  return new TypeError(`Failed to apply the story's data to ${label}: ${why}. Please ${what}.`)
}
