/**
 * `createMock({ sessionTtl })` checks the range `--session-ttl` checks (a week at most), when the
 * mock is made: a clear `RangeError` for a value outside it, a `TypeError` for one of another kind.
 */
import { describe, expect, test } from 'vitest'
import { createMock } from '../../src/node.ts'

describe('createMock({ sessionTtl })', () => {
  test('a week, the longest, is taken', () => {
    expect(() => createMock({ sessionTtl: '7d' })).not.toThrow()
  })

  test.each<[number | string]>([['8d'], ['30d'], [8 * 24 * 60 * 60_000]])(
    '%j, beyond a week -> a RangeError naming the option and its range',
    (sessionTtl) => {
      expect(() => createMock({ sessionTtl })).toThrow(RangeError)
      expect(() => createMock({ sessionTtl })).toThrow(
        `Failed to create the mock: sessionTtl must be a number of ms or a duration such as "30m", more than 0 ms, up to 7 days, got ${JSON.stringify(sessionTtl)}.`,
      )
    },
  )

  test('a value of another kind -> a TypeError', () => {
    expect(() => createMock({ sessionTtl: true as never })).toThrow(TypeError)
  })
})
