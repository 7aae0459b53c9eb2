import { describe, expect, test } from 'vitest'
import { findInvertedBounds } from './length-bounds.ts'

const within = { min_username_length: 3, max_username_length: 32, min_password_length: 8, max_password_length: 128 }

describe('findInvertedBounds', () => {
  test.each([
    ['every minimum below its maximum -> none', {}, []],
    ['a minimum equal to its maximum -> none', { min_username_length: 32 }, []],
    ['a username minimum above its maximum -> the username pair', { min_username_length: 33 }, ['min_username_length']],
    ['a password maximum below its minimum -> the password pair', { max_password_length: 7 }, ['min_password_length']],
    [
      'both pairs inverted -> both, in table order',
      { min_username_length: 40, max_password_length: 1 },
      ['min_username_length', 'min_password_length'],
    ],
    ['a minimum that is text -> skipped', { min_username_length: '99' }, []],
    ['a maximum that is text -> skipped', { max_username_length: '1' }, []],
    ['a minimum missing -> skipped', { min_username_length: undefined }, []],
  ])('%s', (_, change, expected) => {
    expect(findInvertedBounds({ ...within, ...change }).map((pair) => pair.min)).toEqual(expected)
  })
})
