import { describe, expect, test } from 'vitest'
import type { AccountSettingsUpdate } from '../../model/index.ts'
import type { SettingsPointer } from './settings-fields.ts'
import { settingsPatch } from './settings-patch.ts'

const current: AccountSettingsUpdate = {
  preferences: { language_default: 'en-US', time_zone_default: 'Europe/Berlin', notifications_default: true },
  security_settings: {
    min_username_length: 3,
    max_username_length: 20,
    min_password_length: 8,
    max_password_length: 64,
    require_two_factor_auth: false,
  },
  subscription_management: { show_plans_modal_window: true, show_plans_modal_window_repeat_after: 7 },
  activity_logs: true,
}

describe('settingsPatch', () => {
  test.each<[string, [SettingsPointer, unknown][], Record<string, unknown>]>([
    [
      'nothing changed -> empty patch',
      [
        ['/activity_logs', true],
        ['/preferences/language_default', 'en-US'],
      ],
      {},
    ],
    ['a top-level field changed -> that field', [['/activity_logs', false]], { activity_logs: false }],
    [
      'two fields of one group changed -> one nested group',
      [
        ['/security_settings/min_username_length', 4],
        ['/security_settings/require_two_factor_auth', true],
      ],
      { security_settings: { min_username_length: 4, require_two_factor_auth: true } },
    ],
    [
      'fields of two groups changed -> both groups, nothing else',
      [
        ['/preferences/time_zone_default', 'UTC'],
        ['/subscription_management/show_plans_modal_window', true],
        ['/subscription_management/show_plans_modal_window_repeat_after', 0],
      ],
      {
        preferences: { time_zone_default: 'UTC' },
        subscription_management: { show_plans_modal_window_repeat_after: 0 },
      },
    ],
    [
      'text typed into a number field -> sent as typed',
      [['/security_settings/max_password_length', '12x']],
      { security_settings: { max_password_length: '12x' } },
    ],
  ])('%s', (_, values, patch) => {
    expect(settingsPatch(current, new Map(values))).toEqual(patch)
  })
})
