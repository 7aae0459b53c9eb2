import { describe, expect, test } from 'vitest'
import { shownInput } from './shown-input.ts'

describe('shownInput', () => {
  test.each([
    ['a short name -> as it is', 'slow', 100, 'slow'],
    ['exactly at the limit -> as it is', 'abcde', 5, 'abcde'],
    ['one past the limit -> cut with an ellipsis', 'abcdef', 5, 'abcde…'],
    ['a surrogate pair at the cut -> cut before it', 'abcd😀x', 5, 'abcd…'],
    ['10 million characters -> the limit and an ellipsis', 'x'.repeat(10_000_000), 100, `${'x'.repeat(100)}…`],
  ])('%s', (_, text, limit, shown) => {
    expect(shownInput(text, limit)).toBe(shown)
  })
})
