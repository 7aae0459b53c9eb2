/**
 * @module A story's own data: `parameters.mock.overrides`, laid over the
 * seeded records of the story's scenario after each reset, so one story can
 * show a long name or a disabled account without a scenario of its own.
 */
import type { z } from 'zod'
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
 * arrays replace, omitted fields keep their seeded value.
 */
export type MockOverrides = {
  /** Merged into the stored settings (the full form less `permissions` and `auth_token`). */
  settings?: DeepPartial<StoredAccountSettings>
  /**
   * Merged into the object with the same `id`. An `id` the data lacks adds
   * an object, which must then be complete.
   */
  realEstateObjects?: readonly ({ id: string } & DeepPartial<RealEstateObject>)[]
  /**
   * Keyed by username, merged into that account. A username the data lacks
   * adds an account, which must then be complete and carry that username.
   */
  accounts?: Readonly<Record<string, DeepPartial<UserAccount>>>
}

/**
 * Lays `overrides` over the records in `database`, through its serialized
 * writes, so a request in flight never sees half a record. Every changed
 * record is checked against its schema first, so a story cannot serve data
 * the real service never would; a bad override throws and changes nothing
 * from it on.
 * @example
 * await applyOverrides(await mock.database('default'), {
 *   realEstateObjects: [{ id: 're-0001', name: 'A very long name that wraps' }],
 * })
 */
export async function applyOverrides(database: Database, overrides: MockOverrides): Promise<void> {
  const { settings } = overrides
  if (settings) {
    await database.replaceSettings((current) =>
      parse(storedAccountSettingsSchema, mergeOverride(current, settings), 'settings'),
    )
  }

  for (const [index, override] of (overrides.realEstateObjects ?? []).entries()) {
    const label = `realEstateObjects[${index}] (id "${override.id}")`
    await database.putRealEstateObject(override.id, (current) =>
      current
        ? parse(realEstateObjectSchema, mergeOverride(current, override), label)
        : parse(realEstateObjectSchema, override, `${label}, a new object,`),
    )
  }

  for (const [username, override] of Object.entries(overrides.accounts ?? {})) {
    const label = `accounts["${username}"]`
    await database.putAccount(username, (current) => {
      if (current) return parse(userAccountSchema, mergeOverride(current, override), label)
      const account = parse(userAccountSchema, override, `${label}, a new account,`)
      if (account.seurity_settings.username !== username) {
        throw overrideError(
          label,
          `its seurity_settings.username is "${account.seurity_settings.username}"`,
          'use the same username as the key',
        )
      }
      return account
    })
  }
}

function parse<Schema extends z.ZodType>(schema: Schema, value: unknown, label: string): z.output<Schema> {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  const problems = result.error.issues.map((issue) => `/${issue.path.join('/')}: ${issue.message}`).join('; ')
  throw overrideError(
    label,
    `it does not fit the schema (${problems})`,
    'fix the override or give every field of a new record',
  )
}

function overrideError(label: string, why: string, what: string): TypeError {
  return new TypeError(`Failed to apply the mock overrides to ${label}: ${why}. Please ${what}.`)
}
