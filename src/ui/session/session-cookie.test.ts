import { describe, expect, test } from 'vitest'
import { sessionCookie, sessionFromCookie } from './session-cookie.ts'

describe('sessionFromCookie', () => {
  test.each([
    { name: 'no cookies -> none', cookies: '', expected: undefined },
    { name: 'the only cookie -> its id', cookies: 'mock-session=alpha', expected: 'alpha' },
    { name: 'among others, spaced -> its id', cookies: 'theme=dark;  mock-session=beta ; lang=de', expected: 'beta' },
    { name: 'a cookie whose name only ends the same -> none', cookies: 'x-mock-session=alpha', expected: undefined },
    { name: 'an id the mock would refuse -> none', cookies: 'mock-session=a%20b', expected: undefined },
    { name: 'an empty value -> none', cookies: 'mock-session=', expected: undefined },
    { name: 'the default session -> "default"', cookies: 'mock-session=default', expected: 'default' },
  ])('$name', ({ cookies, expected }) => {
    expect(sessionFromCookie(cookies)).toBe(expected)
  })
})

describe('sessionCookie', () => {
  test.each([
    {
      name: 'an id -> the cookie for the whole origin',
      id: 'alpha',
      expected: 'mock-session=alpha; path=/; SameSite=Lax',
    },
    {
      name: 'the default session -> cleared',
      id: 'default',
      expected: 'mock-session=; path=/; max-age=0; SameSite=Lax',
    },
    { name: 'no session -> cleared', id: undefined, expected: 'mock-session=; path=/; max-age=0; SameSite=Lax' },
  ])('$name', ({ id, expected }) => {
    expect(sessionCookie(id)).toBe(expected)
  })

  test('what it writes reads back as the same id', () => {
    expect(sessionFromCookie(sessionCookie('a.b_c~d-e').split(';')[0]!)).toBe('a.b_c~d-e')
  })
})
