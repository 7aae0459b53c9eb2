import { describe, expect, test } from 'vitest'
import { cornerToward, isPanelCorner, nearestCorner, type PanelCorner } from './panel-corner.ts'

describe('nearestCorner', () => {
  test.each<[string, number, number, PanelCorner]>([
    ['near the bottom right -> bottom-right', 390, 790, 'bottom-right'],
    ['near the bottom left -> bottom-left', 10, 700, 'bottom-left'],
    ['near the top left -> top-left', 30, 20, 'top-left'],
    ['near the top right -> top-right', 300, 100, 'top-right'],
    ['the very middle -> bottom-right, where it starts', 200, 400, 'bottom-right'],
  ])('%s', (_, x, y, expected) => {
    expect(nearestCorner(x, y, 400, 800)).toBe(expected)
  })
})

describe('cornerToward', () => {
  test.each<[PanelCorner, string, PanelCorner]>([
    ['bottom-right', 'ArrowUp', 'top-right'],
    ['top-right', 'ArrowLeft', 'top-left'],
    ['top-left', 'ArrowDown', 'bottom-left'],
    ['bottom-left', 'ArrowRight', 'bottom-right'],
    ['bottom-right', 'ArrowDown', 'bottom-right'],
    ['top-left', 'Enter', 'top-left'],
  ])('%s + %s -> %s', (corner, key, expected) => {
    expect(cornerToward(corner, key)).toBe(expected)
  })
})

test('isPanelCorner takes the four corners only', () => {
  expect(['top-left', 'bottom-right', 'middle', null, 3].map(isPanelCorner)).toEqual([true, true, false, false, false])
})
