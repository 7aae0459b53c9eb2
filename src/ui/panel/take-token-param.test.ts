import { describe, expect, test } from 'vitest'
import { takeTokenParam } from './take-token-param.ts'

describe('takeTokenParam', () => {
  test.each([
    {
      name: 'no parameter -> no token, the URL as it was',
      href: 'http://127.0.0.1:4010/__mock/?session=a#settings',
      expected: { href: 'http://127.0.0.1:4010/__mock/?session=a#settings' },
    },
    {
      name: 'the printed link -> the token, a bare URL',
      href: 'http://127.0.0.1:4010/__mock/?token=t0k',
      expected: { token: 't0k', href: 'http://127.0.0.1:4010/__mock/' },
    },
    {
      name: 'beside other parameters and a hash -> they stay',
      href: 'http://h.test/__mock/?session=a&token=t0k&scenario=slow#accounts',
      expected: { token: 't0k', href: 'http://h.test/__mock/?session=a&scenario=slow#accounts' },
    },
    {
      name: 'percent-escaped -> decoded',
      href: 'http://h.test/__mock/?token=a%2Bb%20c',
      expected: { token: 'a+b c', href: 'http://h.test/__mock/' },
    },
    {
      name: 'an empty value -> no token, still removed',
      href: 'http://h.test/__mock/?token=',
      expected: { href: 'http://h.test/__mock/' },
    },
    {
      name: 'repeated -> the first, all removed',
      href: 'http://h.test/__mock/?token=one&token=two',
      expected: { token: 'one', href: 'http://h.test/__mock/' },
    },
  ])('$name', ({ href, expected }) => {
    expect(takeTokenParam(href)).toEqual(expected)
  })
})
