import { describe, expect, test } from 'vitest'
import { isSessionId, namedSession, readSessionParam } from './session-id.ts'

describe('isSessionId', () => {
  test.each([
    { name: 'letters -> valid', id: 'alpha', valid: true },
    { name: 'every allowed punctuation -> valid', id: 'a.b_c~d-e', valid: true },
    { name: 'a UUID -> valid', id: '3f2b8c1e-9d4a-4e2b-8f1a-0c9d8e7f6a5b', valid: true },
    { name: 'one character -> valid', id: 'x', valid: true },
    { name: '128 characters -> valid', id: 'a'.repeat(128), valid: true },
    { name: 'empty -> invalid', id: '', valid: false },
    { name: '129 characters -> invalid', id: 'a'.repeat(129), valid: false },
    { name: 'a space -> invalid', id: 'a b', valid: false },
    { name: 'a slash -> invalid', id: 'a/b', valid: false },
    { name: 'a semicolon, which would end a cookie -> invalid', id: 'a;b', valid: false },
    { name: 'a letter outside ASCII -> invalid', id: 'größe', valid: false },
    { name: 'a trailing newline -> invalid', id: 'alpha\n', valid: false },
  ])('$name', ({ id, valid }) => {
    expect(isSessionId(id)).toBe(valid)
  })
})

describe('namedSession', () => {
  test.each([
    { name: 'none -> no header', id: undefined, expected: undefined },
    { name: '"default" -> no header', id: 'default', expected: undefined },
    { name: 'another id -> that id', id: 'alpha', expected: 'alpha' },
  ])('$name', ({ id, expected }) => {
    expect(namedSession(id)).toBe(expected)
  })
})

describe('readSessionParam', () => {
  test.each([
    { name: 'no parameter -> nothing', url: 'http://x.test/', expected: {} },
    { name: 'an empty value -> nothing', url: 'http://x.test/?session=', expected: {} },
    { name: 'a valid id -> that session', url: 'http://x.test/?session=alpha', expected: { session: 'alpha' } },
    {
      name: '"default" -> the default session, named',
      url: 'http://x.test/?session=default',
      expected: { session: 'default' },
    },
    {
      name: 'beside other parameters -> that session',
      url: 'http://x.test/?scenario=slow&session=w-1.a_b~c#settings',
      expected: { session: 'w-1.a_b~c' },
    },
  ])('$name', ({ url, expected }) => {
    expect(readSessionParam(url)).toEqual(expected)
  })

  test.each([
    { name: 'a space -> warning, no session', url: 'http://x.test/?session=a%20b' },
    { name: 'a slash -> warning, no session', url: 'http://x.test/?session=a/b' },
    { name: '129 characters -> warning, no session', url: `http://x.test/?session=${'a'.repeat(129)}` },
  ])('$name', ({ url }) => {
    const param = readSessionParam(url)
    expect(param.session).toBeUndefined()
    expect(param.warning).toMatch(
      /^Failed to use \?session=.*: a session id is 1 to 128 characters.*Please fix the URL\.$/,
    )
  })
})
