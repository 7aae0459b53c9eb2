import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { fetchHandler, useClient } from '../support/mock-fetch.ts'

const updateFormKeys = ['preferences', 'security_settings', 'subscription_management', 'activity_logs']

describe('PATCH /AccountService', () => {
  const client = useClient(fetchHandler)

  const settingsNow = async () => (await client.call('/AccountService')).body

  test('a partial body merges: omitted fields stay, the answer is the whole update form, GET shows it', async () => {
    const before = await settingsNow()
    const answer = await client.call('/AccountService', {
      method: 'PATCH',
      json: { preferences: { time_zone_default: 'Europe/Berlin' }, security_settings: { min_password_length: 10 } },
    })
    expect(answer.status).toBe(200)
    expect(Object.keys(answer.body)).toEqual(updateFormKeys)
    expect(answer.body.subscription_management).toEqual({
      show_plans_modal_window: before.subscription_management.show_plans_modal_window,
      show_plans_modal_window_repeat_after: before.subscription_management.show_plans_modal_window_repeat_after,
    })
    const after = await settingsNow()
    expect(after.preferences).toEqual({ ...before.preferences, time_zone_default: 'Europe/Berlin' })
    expect(after.security_settings).toEqual({ ...before.security_settings, min_password_length: 10 })
    expect(after.subscription_management.plans).toEqual(before.subscription_management.plans)
    expect(after.activity_logs).toBe(before.activity_logs)
  })

  test('an empty object changes nothing and answers 200', async () => {
    const before = await settingsNow()
    const answer = await client.call('/AccountService', { method: 'PATCH', json: {} })
    expect(answer.status).toBe(200)
    expect(await settingsNow()).toEqual(before)
  })

  test.each([
    ['not JSON', '{"activity_logs": fals'],
    ['an array', '[]'],
    ['null', 'null'],
    ['a string', '"settings"'],
    ['a number', '42'],
    ['empty', ''],
  ])('a body that is %s answers 400', async (_, body) => {
    const answer = await client.call('/AccountService', {
      method: 'PATCH',
      body,
      headers: { 'Content-Type': 'application/json' },
    })
    expect(answer.status).toBe(400)
    expect(answer.headers.get('content-type')).toBe('application/problem+json')
  })

  test.each([['text/plain'], ['application/x-www-form-urlencoded'], ['']])(
    'content type "%s" answers 415',
    async (contentType) => {
      const headers: Record<string, string> = contentType ? { 'Content-Type': contentType } : {}
      const answer = await client.call('/AccountService', { method: 'PATCH', body: '{"activity_logs":false}', headers })
      expect(answer.status).toBe(415)
    },
  )

  test('application/merge-patch+json and a charset are accepted as JSON', async () => {
    const answer = await client.call('/AccountService', {
      method: 'PATCH',
      body: '{"activity_logs":false}',
      headers: { 'Content-Type': 'application/merge-patch+json; charset=utf-8' },
    })
    expect(answer.status).toBe(200)
    expect(answer.body.activity_logs).toBe(false)
  })

  test('a body that opens with a UTF-8 byte order mark is read as the JSON after it', async () => {
    // JSON readers may ignore the mark (RFC 8259, 8.1); Fetch's `text()` does, so every adapter does.
    const answer = await client.call('/AccountService', {
      method: 'PATCH',
      body: '\ufeff{"activity_logs":false}',
      headers: { 'Content-Type': 'application/json' },
    })
    expect(answer.status).toBe(200)
    expect((await settingsNow()).activity_logs).toBe(false)
  })

  test.each([
    ['a wrong type', { activity_logs: 'yes' }, ['/activity_logs']],
    ['an unknown key', { colour: 'blue' }, ['/colour']],
    ['an unknown nested key', { preferences: { theme: 'dark' } }, ['/preferences/theme']],
    ['read-only permissions', { permissions: ['manage_accounts'] }, ['/permissions']],
    ['read-only auth_token', { auth_token: 'x' }, ['/auth_token']],
    ['read-only plans', { subscription_management: { plans: [] } }, ['/subscription_management/plans']],
    ['a zero bound', { security_settings: { min_username_length: 0 } }, ['/security_settings/min_username_length']],
    [
      'a fractional bound',
      { security_settings: { max_password_length: 12.5 } },
      ['/security_settings/max_password_length'],
    ],
    [
      'a minimum above its maximum',
      { security_settings: { min_username_length: 40 } },
      ['/security_settings/min_username_length'],
    ],
    [
      'a maximum below the stored minimum',
      { security_settings: { max_password_length: 6 } },
      ['/security_settings/max_password_length'],
    ],
    [
      'an unknown time zone',
      { preferences: { time_zone_default: 'Mars/Olympus_Mons' } },
      ['/preferences/time_zone_default'],
    ],
    ['a bad language tag', { preferences: { language_default: 'english please' } }, ['/preferences/language_default']],
    [
      'a negative repeat interval',
      { subscription_management: { show_plans_modal_window_repeat_after: -1 } },
      ['/subscription_management/show_plans_modal_window_repeat_after'],
    ],
    ['a key with / and ~', { 'a/b~c': 1 }, ['/a~1b~0c']],
    ['__proto__', JSON.parse('{"__proto__": {"polluted": true}}'), ['/__proto__']],
    ['constructor', { constructor: { prototype: { polluted: true } } }, ['/constructor']],
    [
      'several faults at once',
      {
        activity_logs: 1,
        preferences: { language_default: 5, extra: true },
        security_settings: { min_password_length: 999 },
      },
      [
        '/activity_logs',
        '/preferences/language_default',
        '/preferences/extra',
        '/security_settings/min_password_length',
      ],
    ],
  ])('%s answers 422 listing each offending pointer, and nothing changes', async (_, body, pointers) => {
    const before = await settingsNow()
    const answer = await client.call('/AccountService', { method: 'PATCH', json: body })
    expect(answer.status).toBe(422)
    expect(answer.headers.get('content-type')).toBe('application/problem+json')
    expect(answer.body.errors.map((error: { pointer: string }) => error.pointer).sort()).toEqual([...pointers].sort())
    for (const error of answer.body.errors) expect(error.detail).toEqual(expect.any(String))
    expect(await settingsNow()).toEqual(before)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  test('concurrent PATCHes never leave a mix of two bodies', async () => {
    const bodyA = {
      preferences: { language_default: 'de-DE', time_zone_default: 'Europe/Berlin' },
      activity_logs: false,
    }
    const bodyB = { preferences: { language_default: 'fr-FR', time_zone_default: 'Europe/Paris' }, activity_logs: true }
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        client.call('/AccountService', { method: 'PATCH', json: index % 2 ? bodyA : bodyB }),
      ),
    )
    for (const answer of answers) {
      expect(answer.status).toBe(200)
      expect([bodyA, bodyB]).toContainEqual({
        preferences: {
          language_default: answer.body.preferences.language_default,
          time_zone_default: answer.body.preferences.time_zone_default,
        },
        activity_logs: answer.body.activity_logs,
      })
    }
    const final = await settingsNow()
    const pair = {
      preferences: {
        language_default: final.preferences.language_default,
        time_zone_default: final.preferences.time_zone_default,
      },
      activity_logs: final.activity_logs,
    }
    expect([bodyA, bodyB]).toContainEqual(pair)
  })

  test('arbitrary JSON bodies only ever answer 200, 400 or 422, problems on error, state unchanged on rejection', async () => {
    const knownKeys = fc.constantFrom(
      'preferences',
      'security_settings',
      'subscription_management',
      'activity_logs',
      'permissions',
      'auth_token',
      '__proto__',
      'plans',
      'language_default',
      'time_zone_default',
      'min_username_length',
      'max_password_length',
      'show_plans_modal_window_repeat_after',
    )
    const key = fc.oneof(knownKeys, fc.string())
    const body = fc.oneof(
      fc.json(),
      fc
        .dictionary(key, fc.oneof(fc.jsonValue(), fc.dictionary(key, fc.jsonValue())))
        .map((value) => JSON.stringify(value)),
    )
    await fc.assert(
      fc.asyncProperty(body, async (text) => {
        const before = await settingsNow()
        const answer = await client.call('/AccountService', {
          method: 'PATCH',
          body: text,
          headers: { 'Content-Type': 'application/json' },
        })
        expect([200, 400, 422]).toContain(answer.status)
        if (answer.status !== 200) {
          expect(answer.headers.get('content-type')).toBe('application/problem+json')
          expect(await settingsNow()).toEqual(before)
        }
        await client.mock.reset()
      }),
      { numRuns: 60, seed: 20261122 },
    )
  })
})
