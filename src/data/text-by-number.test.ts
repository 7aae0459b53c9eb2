import { describe, expect, test } from 'vitest'
import { textByNumber } from './text-by-number.ts'

describe('textByNumber', () => {
  test.each([
    [12, '12 months'],
    [0, '0 months'],
    [-3, '-3 months'],
    [1.5, '1.5 months'],
    [12, '12 months'],
  ])('%j -> %j', (value, expected) => {
    const months = textByNumber((count) => `${count} months`)
    expect(months(value)).toBe(expected)
    expect(months(value)).toBe(expected)
  })

  test('formats each number once', () => {
    const calls: number[] = []
    const usd = textByNumber((amount) => (calls.push(amount), `${amount} USD`))
    expect([usd(10), usd(20), usd(10), usd(20)]).toEqual(['10 USD', '20 USD', '10 USD', '20 USD'])
    expect(calls).toEqual([10, 20])
  })
})
