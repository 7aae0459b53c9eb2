import { describe, expect, test } from 'vitest'
import { sharedString } from './shared-string.ts'

// Which copy comes back cannot be seen from JavaScript (strings compare by value); the bench's heap
// figure shows it. What can be seen is that the value never changes.
describe('sharedString', () => {
  test.each([[''], ['12 months'], ['2450 USD'], ['Rent is due on the 1st of each month.'], ['12 months']])('%j -> an equal string', (text) => {
    expect(sharedString(text)).toBe(text)
  })

  test('texts that differ stay apart', () => {
    expect(sharedString('6 months')).toBe('6 months')
    expect(sharedString('6 months ')).toBe('6 months ')
  })
})
