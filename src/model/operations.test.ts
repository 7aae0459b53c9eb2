import { describe, expect, test } from 'vitest'
import { isOperationId, operationPath, pathParameterNames } from './operations.ts'

describe('operations', () => {
  test.each([
    ['getAccount', true],
    ['updateAccountSettings', true],
    ['hasOwnProperty', false],
    ['getaccount', false],
    [null, false],
  ])('operation id %j -> %s', (value, expected) => {
    expect(isOperationId(value)).toBe(expected)
  })

  test.each([
    ['no parameter -> none', '/AccountService', []],
    ['one at the end -> its name', '/AccountService/Accounts/:username', ['username']],
    ['two -> both, in order', '/Owners/:owner/Objects/:id', ['owner', 'id']],
  ])('path parameters: %s', (_, path, expected) => {
    expect(pathParameterNames(path)).toEqual(expected)
  })

  test.each([
    ['a plain id -> as it is', 're-0001', '/RealEstateService/RealEstateObjects/re-0001'],
    ['a slash and a space -> encoded', 'a b/c', '/RealEstateService/RealEstateObjects/a%20b%2Fc'],
  ])('operationPath of an object, %s', (_, id, expected) => {
    expect(operationPath('getRealEstateObject', { id })).toBe(expected)
  })

  test('operationPath with a parameter missing -> an empty segment, not "undefined"', () => {
    expect(operationPath('getAccount', {} as { username: string })).toBe('/AccountService/Accounts/')
  })
})
