/**
 * @module `settingsFields`: the fields of the settings form, one per leaf of
 * the update form's schema and in its order, with the words a person reads.
 */
import { encodePointer } from 'json-ptr'
import { z } from 'zod'
import { accountSettingsUpdateSchema, type AccountSettingsUpdate } from '../../model/index.ts'

type UpdateForm = AccountSettingsUpdate

/** A section of the update form (a key that holds an object), or `''` for a field at the top. */
export type SettingsGroup =
  | { [K in keyof UpdateForm]: UpdateForm[K] extends Record<string, unknown> ? K : never }[keyof UpdateForm]
  | ''

/** The JSON Pointer of a field of the update form, e.g. `/preferences/language_default`. */
export type SettingsPointer = {
  [K in keyof UpdateForm]: UpdateForm[K] extends Record<string, unknown>
    ? `/${K}/${keyof UpdateForm[K] & string}`
    : `/${K}`
}[keyof UpdateForm]

export type SettingsField = {
  pointer: SettingsPointer
  group: SettingsGroup
  /** From the schema: a checkbox for booleans, a number input for numbers, text otherwise. */
  kind: 'text' | 'number' | 'boolean'
  label: string
  hint?: string
}

/** The words of each field; a field the schema gains fails the typecheck here until it has some. */
const fieldTexts: Record<SettingsPointer, { label: string; hint?: string }> = {
  '/preferences/language_default': { label: 'Default language', hint: 'BCP 47 tag, e.g. en-US' },
  '/preferences/time_zone_default': { label: 'Default time zone', hint: 'IANA name, e.g. Europe/Berlin' },
  '/preferences/notifications_default': { label: 'Notifications on by default' },
  '/security_settings/min_username_length': { label: 'Shortest username' },
  '/security_settings/max_username_length': { label: 'Longest username' },
  '/security_settings/min_password_length': { label: 'Shortest password' },
  '/security_settings/max_password_length': { label: 'Longest password' },
  '/security_settings/require_two_factor_auth': { label: 'Require two-factor authentication' },
  '/subscription_management/show_plans_modal_window': { label: 'Show the plans window' },
  '/subscription_management/show_plans_modal_window_repeat_after': {
    label: 'Show it again after',
    hint: 'days (the interface states no unit)',
  },
  '/activity_logs': { label: 'Keep activity logs' },
}

export const settingsGroupTitles: Record<SettingsGroup, string> = {
  preferences: 'Preferences',
  security_settings: 'Security',
  subscription_management: 'Subscription',
  '': 'Activity',
}

export const settingsFields: readonly SettingsField[] = leavesOf(accountSettingsUpdateSchema).map(
  ({ path, schema }) => {
    const pointer = encodePointer(path) as SettingsPointer
    return {
      pointer,
      group: (path.length > 1 ? path[0] : '') as SettingsGroup,
      kind: schema instanceof z.core.$ZodBoolean ? 'boolean' : schema instanceof z.core.$ZodNumber ? 'number' : 'text',
      ...fieldTexts[pointer],
    }
  },
)

function leavesOf(
  schema: z.core.$ZodObject,
  parent: readonly string[] = [],
): { path: string[]; schema: z.core.$ZodType }[] {
  return Object.entries(schema._zod.def.shape).flatMap(([key, child]) =>
    child instanceof z.core.$ZodObject
      ? leavesOf(child, [...parent, key])
      : [{ path: [...parent, key], schema: child }],
  )
}
