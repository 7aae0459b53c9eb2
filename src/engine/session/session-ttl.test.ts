import { describe, expect, test } from 'vitest'
import { defaultSessionTtl, sessionTtlMs } from './session-ttl.ts'

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
  ])('%s', (_, value, expected) => {
    expect(sessionTtlMs(value)).toBe(expected)
  })

  test('the default is 30 minutes', () => {
    expect(defaultSessionTtl).toBe(30 * minute)
  })

  test.each<[number | string]>([[0], [-1], [Number.NaN], [Number.POSITIVE_INFINITY], ['0m'], ['soon'], ['']])(
    '%j is refused, naming the option and what it takes',
    (value) => {
      expect(() => sessionTtlMs(value)).toThrow(
        /^Failed to create the mock: sessionTtl must be a positive number of ms or a duration such as "30m", got /,
      )
    },
  )
})
