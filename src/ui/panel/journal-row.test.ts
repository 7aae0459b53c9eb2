import { describe, expect, test } from 'vitest'
import { pathSegments } from './journal-row.ts'

describe('pathSegments', () => {
  test.each<[string, string, string[]]>([
    [
      'a path -> a segment per slash, the slash kept at its end',
      '/svc/v1/AccountService',
      ['/', 'svc/', 'v1/', 'AccountService'],
    ],
    [
      'the shortened service prefix',
      '…/AccountService/Accounts/alice.admin',
      ['…/', 'AccountService/', 'Accounts/', 'alice.admin'],
    ],
    ['a trailing slash', '/a/b/', ['/', 'a/', 'b/']],
    ['a query stays with the last segment', '/a/b?x=1/2', ['/', 'a/', 'b?x=1/', '2']],
    ['no slash -> the whole text', 'plain', ['plain']],
    ['empty -> nothing', '', []],
  ])('%s', (_, path, expected) => {
    expect(pathSegments(path)).toEqual(expected)
    expect(pathSegments(path).join('')).toBe(path)
  })
})
