import { describe, expect, test } from 'vitest'
import { createSeedData } from '../data/seed-data.ts'
import {
  accountSettingsPatchSchema,
  accountSettingsSchema,
  accountSettingsUpdateSchema,
  storedAccountSettingsSchema,
  toUpdateForm,
  withUpdate,
  type AccountSettingsUpdate,
} from './account-settings.ts'
import { lengthBoundPairs } from './length-bounds.ts'

const stored = createSeedData().settings
const update = toUpdateForm(stored)

describe('toUpdateForm', () => {
  test('stored settings -> the update form: everything but the plans, valid by the strict update schema', () => {
    const { plans: _plans, ...window } = stored.subscription_management
    expect(update).toEqual({ ...stored, subscription_management: window })
    expect(accountSettingsUpdateSchema.safeParse(update).success).toBe(true)
  })
})

describe('withUpdate', () => {
  test('an update -> every updatable field from it, the plans kept', () => {
    const changed: AccountSettingsUpdate = {
      preferences: { language_default: 'de-DE', time_zone_default: 'Europe/Berlin', notifications_default: false },
      security_settings: { ...update.security_settings, max_password_length: 99, require_two_factor_auth: true },
      subscription_management: { show_plans_modal_window: false, show_plans_modal_window_repeat_after: 3 },
      activity_logs: !stored.activity_logs,
    }
    const result = withUpdate(stored, changed)
    expect(result).toEqual({
      ...changed,
      subscription_management: { ...changed.subscription_management, plans: stored.subscription_management.plans },
    })
    expect(storedAccountSettingsSchema.safeParse(result).success).toBe(true)
    expect(toUpdateForm(result)).toEqual(changed)
  })
})

describe('the settings schemas', () => {
  test.each(lengthBoundPairs.map((pair) => [pair.min, pair] as const))(
    'whole settings with %s above its maximum -> refused at the minimum, naming the maximum; equal ones kept',
    (_, pair) => {
      const cases = [
        [accountSettingsUpdateSchema, update],
        [storedAccountSettingsSchema, stored],
      ] as const
      for (const [schema, settings] of cases) {
        const withBounds = (min: number, max: number) => ({
          ...settings,
          security_settings: { ...settings.security_settings, [pair.min]: min, [pair.max]: max },
        })
        const issues = schema.safeParse(withBounds(9, 8)).error?.issues
        expect(issues?.map((issue) => [issue.path, issue.message])).toEqual([
          [['security_settings', pair.min], expect.stringContaining(pair.max)],
        ])
        expect(schema.safeParse(withBounds(8, 8)).success).toBe(true)
      }
    },
  )

  test('the full form -> with the caller-dependent permissions and token; the stored form without them', () => {
    const full = { ...stored, permissions: ['read_advertisements'], auth_token: 'token' }
    expect(accountSettingsSchema.safeParse(full).success).toBe(true)
    expect(storedAccountSettingsSchema.safeParse(full).success).toBe(false)
    expect(storedAccountSettingsSchema.safeParse(stored).success).toBe(true)
  })

  test('a PATCH body -> any part, one side of a length pair alone included; no unknown or read-only key', () => {
    expect(accountSettingsPatchSchema.safeParse({}).success).toBe(true)
    expect(accountSettingsPatchSchema.safeParse({ security_settings: { min_username_length: 500 } }).success).toBe(true)
    expect(accountSettingsPatchSchema.safeParse({ preferences: { notifications_default: false } }).success).toBe(true)
    expect(accountSettingsPatchSchema.safeParse({ subscription_management: { plans: [] } }).success).toBe(false)
    expect(accountSettingsPatchSchema.safeParse({ auth_token: 'x' }).success).toBe(false)
    expect(accountSettingsPatchSchema.safeParse({ preferences: { language_default: 'not a tag!' } }).success).toBe(
      false,
    )
  })
})
