import { describe, expect, test } from 'vitest'
import { flatString } from './flat-string.ts'

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
