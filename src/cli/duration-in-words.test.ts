import { describe, expect, test } from 'vitest'
import { durationInWords } from './duration-in-words.ts'

describe('durationInWords', () => {
  test.each([
    [30 * 60_000, '30 minutes'],
    [90 * 60_000, '90 minutes'],
    [2 * 60 * 60_000, '2 hours'],
    [60 * 60_000, '1 hour'],
    [7 * 24 * 60 * 60_000, '7 days'],
    [36 * 60 * 60_000, '36 hours'],
    [90_000, '90 seconds'],
    [1_500, '1500 ms'],
    [500, '500 ms'],
  ])('%d ms -> %s, in the largest unit that holds it whole', (milliseconds, words) => {
    expect(durationInWords(milliseconds)).toBe(words)
  })
})
