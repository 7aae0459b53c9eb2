import { describe, expect, test } from 'vitest'
import { settingsFields } from './settings-fields.ts'

describe('settingsFields', () => {
  test('one field per leaf of the update form, in its order, each with a label', () => {
    expect(settingsFields.map((field) => [field.pointer, field.kind])).toEqual([
      ['/preferences/language_default', 'text'],
      ['/preferences/time_zone_default', 'text'],
      ['/preferences/notifications_default', 'boolean'],
      ['/security_settings/min_username_length', 'number'],
      ['/security_settings/max_username_length', 'number'],
      ['/security_settings/min_password_length', 'number'],
      ['/security_settings/max_password_length', 'number'],
      ['/security_settings/require_two_factor_auth', 'boolean'],
      ['/subscription_management/show_plans_modal_window', 'boolean'],
      ['/subscription_management/show_plans_modal_window_repeat_after', 'number'],
      ['/activity_logs', 'boolean'],
    ])
    for (const field of settingsFields) expect(field.label).not.toBe('')
  })

  test('a field at the top of the form has no group; the others have their section', () => {
    expect(settingsFields.find((field) => field.pointer === '/activity_logs')?.group).toBe('')
    expect(settingsFields.find((field) => field.pointer === '/preferences/language_default')?.group).toBe('preferences')
  })
})
