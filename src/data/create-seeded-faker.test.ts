import { describe, expect, test } from 'vitest'
import { toFullDate } from './create-seeded-faker.ts'

describe('toFullDate', () => {
  test.each([
    ['2025-06-01T00:00:00.000Z', '2025-06-01'],
    ['2025-05-31T23:59:59.999Z', '2025-05-31'],
    ['2024-02-29T12:30:00.000Z', '2024-02-29'],
    ['1970-01-01T00:00:00.000Z', '1970-01-01'],
    ['1969-12-31T23:59:59.999Z', '1969-12-31'],
    ['2025-06-01T01:00:00.000+02:00', '2025-05-31'],
  ])('%s -> %s (UTC)', (instant, expected) => {
    expect(toFullDate(new Date(instant))).toBe(expected)
    // A second time, from the strings already made.
    expect(toFullDate(new Date(instant))).toBe(expected)
  })
})
