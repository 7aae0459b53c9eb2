import { expect, test } from 'vitest'
import { englishList } from './english-list.ts'

test.each([
  [[], ''],
  [['a garage'], 'a garage'],
  [['a garage', 'a garden'], 'a garage and a garden'],
  [['a balcony', 'an elevator', 'a gym'], 'a balcony, an elevator and a gym'],
])('%j -> %j', (items, sentence) => {
  expect(englishList(items)).toBe(sentence)
})
