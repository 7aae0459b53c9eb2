import { describe, expect, test } from 'vitest'
import { readSessionParam } from './read-session-param.ts'

describe('readSessionParam', () => {
  test.each([
    { name: 'no parameter -> nothing', url: 'http://x.test/', expected: {} },
    { name: 'an empty value -> nothing', url: 'http://x.test/?session=', expected: {} },
    { name: 'a valid id -> that session', url: 'http://x.test/?session=alpha', expected: { session: 'alpha' } },
    { name: '"default" -> the default session, named', url: 'http://x.test/?session=default', expected: { session: 'default' } },
    { name: 'beside other parameters -> that session', url: 'http://x.test/?scenario=slow&session=w-1.a_b~c#settings', expected: { session: 'w-1.a_b~c' } },
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
    expect(param.warning).toMatch(/^Failed to use \?session=.*: a session id is 1 to 128 characters.*Please fix the URL\.$/)
  })
})
