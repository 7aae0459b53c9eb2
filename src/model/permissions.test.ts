import { describe, expect, test } from 'vitest'
import { isPermission, isRoleId, permissionsOfRole } from './permissions.ts'

describe('permissions', () => {
  test.each([
    ['manage_accounts', true],
    ['read_advertisements', true],
    ['Manage_accounts', false],
    ['', false],
    [1, false],
  ])('permission %j -> %s', (value, expected) => {
    expect(isPermission(value)).toBe(expected)
  })

  test.each([
    ['agent', true],
    ['toString', false],
    ['Agent', false],
    [undefined, false],
  ])('role id %j -> %s', (value, expected) => {
    expect(isRoleId(value)).toBe(expected)
  })

  test.each([
    ['administrator -> every permission', 'administrator', 5],
    ['agent -> create, read and edit', 'agent', 3],
    ['viewer -> read only', 'viewer', 1],
    ['a role the table does not know -> none', 'owner', 0],
    ['a name inherited from Object -> none', 'constructor', 0],
  ])('%s', (_, role, count) => {
    expect(permissionsOfRole(role)).toHaveLength(count)
  })

  test('an agent may edit, not delete; a viewer may read only', () => {
    expect(permissionsOfRole('agent')).toEqual(['create_advertisements', 'read_advertisements', 'edit_advertisements'])
    expect(permissionsOfRole('viewer')).toEqual(['read_advertisements'])
  })
})
