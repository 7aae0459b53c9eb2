import { describe, expect, test } from 'vitest'
import { readUrlOptions } from './read-url-options.ts'

const known = ['default', 'slow', 'maintenance']

describe('readUrlOptions', () => {
  test.each([
    { name: 'no parameters -> nothing', url: 'http://x.test/', expected: { warnings: [] } },
    {
      name: 'known scenario and seed -> both',
      url: 'http://x.test/?scenario=slow&seed=7',
      expected: { scenario: 'slow', seed: 7, warnings: [] },
    },
    { name: 'negative seed -> kept', url: 'http://x.test/?seed=-3', expected: { seed: -3, warnings: [] } },
    { name: 'empty values -> ignored', url: 'http://x.test/?scenario=&seed=&session=', expected: { warnings: [] } },
    {
      name: 'a session id -> that session',
      url: 'http://x.test/?session=alpha',
      expected: { session: 'alpha', warnings: [] },
    },
    {
      name: 'scenarios separated by commas -> the stack',
      url: 'http://x.test/?scenario=slow,maintenance',
      expected: { scenario: 'slow,maintenance', warnings: [] },
    },
    {
      name: 'all three -> all three',
      url: 'http://x.test/?scenario=slow&seed=7&session=w-1',
      expected: { scenario: 'slow', seed: 7, session: 'w-1', warnings: [] },
    },
  ])('$name', ({ url, expected }) => {
    expect(readUrlOptions(url, known)).toEqual(expected)
  })

  test.each([
    {
      name: 'unknown scenario -> warning naming the known ones',
      url: 'http://x.test/?scenario=nope',
      warning: /no such scenario.*default, slow, maintenance/,
    },
    {
      name: 'a stack with an unknown name -> warning naming it',
      url: 'http://x.test/?scenario=slow,nope',
      warning: /no such scenario \("nope"\)/,
    },
    { name: 'fractional seed -> warning', url: 'http://x.test/?seed=1.5', warning: /whole number/ },
    {
      name: 'seed beyond safe integers -> warning',
      url: 'http://x.test/?seed=99999999999999999999',
      warning: /whole number/,
    },
  ])('$name', ({ url, warning }) => {
    const options = readUrlOptions(url, known)
    expect(options.scenario).toBeUndefined()
    expect(options.seed).toBeUndefined()
    expect(options.warnings).toEqual([expect.stringMatching(warning)])
  })

  test('an invalid session id -> warning, and the other options still read', () => {
    expect(readUrlOptions('http://x.test/?session=a%20b&seed=7', known)).toEqual({
      seed: 7,
      warnings: [expect.stringMatching(/^Failed to use \?session=a b: a session id is 1 to 128/)],
    })
  })
})
