import { describe, expect, test } from 'vitest'
import { asciiLower } from './ascii-lower.ts'

describe('asciiLower', () => {
  test.each([
    ['Smith', 'smith'],
    ["O'Keefe", 'okeefe'],
    ['José', 'jose'],
    ['Müller-Lüdenscheidt', 'mullerludenscheidt'],
    ['Søren', 'sren'],
    ['Anne Marie 2', 'annemarie2'],
    ['', ''],
  ])('%j -> %j', (text, expected) => {
    expect(asciiLower(text)).toBe(expected)
  })
})
