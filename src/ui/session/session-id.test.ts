import { describe, expect, test } from 'vitest'
import { isSessionId, namedSession } from './session-id.ts'

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
