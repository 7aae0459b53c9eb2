import { describe, expect, test } from 'vitest'
import defaults from '../../fixtures/account-settings.json' with { type: 'json' }
import { toUpdateForm } from './account-settings.ts'
import { validateSettingsPatch } from './validate-settings-patch.ts'

const current = toUpdateForm(defaults)

describe('validateSettingsPatch', () => {
  test.each([
    ['{} -> unchanged', {}, current],
    [
      'one nested field -> merged, siblings kept',
      { preferences: { notifications_default: false } },
      { ...current, preferences: { ...current.preferences, notifications_default: false } },
    ],
    [
      'min raised to equal max -> accepted',
      { security_settings: { min_username_length: 32 } },
      { ...current, security_settings: { ...current.security_settings, min_username_length: 32 } },
    ],
    [
      'both bounds moved together -> judged together',
      { security_settings: { min_password_length: 200, max_password_length: 256 } },
      {
        ...current,
        security_settings: { ...current.security_settings, min_password_length: 200, max_password_length: 256 },
      },
    ],
    [
      'legacy IANA link Asia/Calcutta -> accepted',
      { preferences: { time_zone_default: 'Asia/Calcutta' } },
      { ...current, preferences: { ...current.preferences, time_zone_default: 'Asia/Calcutta' } },
    ],
    [
      'repeat interval 0 -> accepted',
      { subscription_management: { show_plans_modal_window_repeat_after: 0 } },
      {
        ...current,
        subscription_management: { ...current.subscription_management, show_plans_modal_window_repeat_after: 0 },
      },
    ],
  ])('%s', (_, body, expected) => {
    expect(validateSettingsPatch(current, body)).toEqual({ ok: true, settings: expected })
  })

  test.each([
    [
      'min above stored max -> pointer at min',
      { security_settings: { min_password_length: 129 } },
      ['/security_settings/min_password_length'],
    ],
    [
      'max below stored min -> pointer at max',
      { security_settings: { max_username_length: 3 } },
      ['/security_settings/max_username_length'],
    ],
    [
      'both sent, inverted -> both pointed at',
      { security_settings: { min_username_length: 9, max_username_length: 5 } },
      ['/security_settings/min_username_length', '/security_settings/max_username_length'],
    ],
    [
      'invalid max beside a valid min above the stored max -> both reported',
      { security_settings: { min_password_length: 500, max_password_length: -1 } },
      ['/security_settings/max_password_length', '/security_settings/min_password_length'],
    ],
    [
      'negative bound -> pointer',
      { security_settings: { min_username_length: -4 } },
      ['/security_settings/min_username_length'],
    ],
    [
      'string bound -> pointer',
      { security_settings: { min_username_length: '4' } },
      ['/security_settings/min_username_length'],
    ],
    [
      'lowercase zone name -> refused',
      { preferences: { time_zone_default: 'europe/berlin' } },
      ['/preferences/time_zone_default'],
    ],
    [
      'UTC offset as zone -> refused',
      { preferences: { time_zone_default: '+01:00' } },
      ['/preferences/time_zone_default'],
    ],
    ['underscore tag -> refused', { preferences: { language_default: 'en_US' } }, ['/preferences/language_default']],
    ['empty tag -> refused', { preferences: { language_default: '' } }, ['/preferences/language_default']],
    ['nested object replaced by array -> refused', { security_settings: [] }, ['/security_settings']],
    [
      'read-only plans under subscription_management',
      { subscription_management: { plans: [] } },
      ['/subscription_management/plans'],
    ],
    ['key needing escapes', { preferences: { 'x~/y': 1 } }, ['/preferences/x~0~1y']],
  ])('%s', (_, body, pointers) => {
    const result = validateSettingsPatch(current, body)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.errors.map((error) => error.pointer)).toEqual(pointers)
  })

  test('a read-only key is told read-only, an unknown key unknown', () => {
    const result = validateSettingsPatch(current, { auth_token: 't', nickname: 'n' })
    expect(result).toEqual({
      ok: false,
      errors: [
        { pointer: '/auth_token', detail: 'auth_token is read-only' },
        { pointer: '/nickname', detail: 'nickname is not a field of the settings update form' },
      ],
    })
  })

  test('only the max sent, below the stored min -> the max is pointed at, and the detail names both values', () => {
    const result = validateSettingsPatch(current, { security_settings: { max_username_length: 3 } })
    expect(result).toEqual({
      ok: false,
      errors: [
        {
          pointer: '/security_settings/max_username_length',
          detail: `min_username_length (${current.security_settings.min_username_length}) must not exceed max_username_length (3)`,
        },
      ],
    })
  })

  test('stored bounds already inverted, the body sends neither -> the stored min is pointed at', () => {
    const inverted = { ...current, security_settings: { ...current.security_settings, min_password_length: 200 } }
    const result = validateSettingsPatch(inverted, { activity_logs: false })
    expect(result.ok ? [] : result.errors.map((error) => error.pointer)).toEqual([
      '/security_settings/min_password_length',
    ])
  })

  test.each([
    [
      'plans under subscription_management -> read-only',
      { subscription_management: { plans: [] } },
      'plans is read-only',
    ],
    [
      'another key under subscription_management -> unknown, not read-only',
      { subscription_management: { extras: [] } },
      'extras is not a field of the settings update form',
    ],
    [
      'auth_token under preferences -> unknown, read-only only at the top',
      { preferences: { auth_token: 't' } },
      'auth_token is not a field of the settings update form',
    ],
  ])('%s', (_, body, detail) => {
    const result = validateSettingsPatch(current, body)
    expect(result.ok ? [] : result.errors.map((error) => error.detail)).toEqual([detail])
  })

  test('the current settings object is never modified', () => {
    const snapshot = structuredClone(current)
    validateSettingsPatch(current, { preferences: { notifications_default: false }, activity_logs: false })
    expect(current).toEqual(snapshot)
  })
})
