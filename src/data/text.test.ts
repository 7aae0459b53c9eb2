import { describe, expect, test } from 'vitest'
import { asciiLower, englishList, flatString } from './text.ts'

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

describe('englishList', () => {
  test.each([
    [[], ''],
    [['a garage'], 'a garage'],
    [['a garage', 'a garden'], 'a garage and a garden'],
    [['a balcony', 'an elevator', 'a gym'], 'a balcony, an elevator and a gym'],
  ])('%j -> %j', (items, sentence) => {
    expect(englishList(items)).toBe(sentence)
  })
})

describe('flatString', () => {
  const name = 'Ada'
  test.each([
    ['no values', flatString`plain`, `plain`],
    ['a value at each end', flatString`${name} and ${name}`, `${name} and ${name}`],
    ['numbers, as a template literal writes them', flatString`${1.5} m² ${-0} ${1e21}`, `${1.5} m² ${-0} ${1e21}`],
    ['undefined and null, spelled out', flatString`${undefined}/${null}`, `${undefined}/${null}`],
    ['values side by side', flatString`${name}${7}${''}`, `${name}${7}${''}`],
  ])('%s -> the same string as the untagged literal', (_, actual, expected) => {
    expect(actual).toBe(expected)
  })
})
