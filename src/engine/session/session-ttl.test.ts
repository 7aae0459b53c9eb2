import { describe, expect, test } from 'vitest'
import { parseSessionTtl } from '../../cli/option-values.ts'
import { defaultSessionTtl, longestSessionTtl, sessionTtlMs } from './session-ttl.ts'

const minute = 60_000

describe('sessionTtlMs', () => {
  test.each<[string, number | string | undefined, number]>([
    ['left out -> 30 minutes', undefined, 30 * minute],
    ['a number -> milliseconds, as it always was', 90_000, 90_000],
    ['"30m" -> 30 minutes', '30m', 30 * minute],
    ['"2h" -> two hours', '2h', 120 * minute],
    ['"1.5h" -> 90 minutes', '1.5h', 90 * minute],
    ['"500ms" -> 500 ms', '500ms', 500],
    ['digits alone in text -> milliseconds, as in a schedule', '1500', 1500],
    ['"7d" -> a week, the longest', '7d', 7 * 24 * 60 * minute],
  ])('%s', (_, value, expected) => {
    expect(sessionTtlMs(value)).toBe(expected)
  })

  test('the default is 30 minutes', () => {
    expect(defaultSessionTtl).toBe(30 * minute)
  })

  test.each<[number | string]>([[0], [-1], [Number.NaN], ['0m'], ['soon'], ['']])(
    '%j is refused with a RangeError, naming the option, what it takes and its range',
    (value) => {
      expect(() => sessionTtlMs(value)).toThrow(RangeError)
      expect(() => sessionTtlMs(value)).toThrow(
        /^Failed to create the mock: sessionTtl must be a number of ms or a duration such as "30m", more than 0 ms, up to 7 days, got /,
      )
    },
  )

  test.each<[number | string]>([['8d'], ['30d'], [longestSessionTtl + 1], [Number.POSITIVE_INFINITY]])(
    '%j, beyond a week -> a RangeError that gives the longest',
    (value) => {
      expect(() => sessionTtlMs(value)).toThrow(RangeError)
      expect(() => sessionTtlMs(value)).toThrow(/up to 7 days, got /)
    },
  )

  test('a value neither a number nor text -> a TypeError', () => {
    expect(() => sessionTtlMs(true as never)).toThrow(TypeError)
    expect(() => sessionTtlMs(true as never)).toThrow(
      'Failed to create the mock: sessionTtl must be a number of ms or a duration such as "30m", got true.',
    )
  })
})

describe('createMock({ sessionTtl }) and --session-ttl take the same range', () => {
  test.each(['1ms', '90s', '7d', '6.5d', '8d', '30d', '0s', '1.5h'])('%s: taken by both, or by neither', (value) => {
    const taken = (read: () => number) => {
      try {
        return read()
      } catch {
        return 'refused'
      }
    }
    expect(taken(() => parseSessionTtl(value))).toBe(taken(() => sessionTtlMs(value)))
  })
})
