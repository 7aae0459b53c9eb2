import { describe, expect, test } from 'vitest'
import type { HttpProblem } from '../problems/http-problem.ts'
import { Schedule } from './schedule.ts'

const start = Date.parse('2026-01-01T00:00:00Z')
const at = (seconds: number) => start + seconds * 1000

describe('Schedule', () => {
  test.each([
    ['before the window', 29, []],
    ['as it opens', 30, ['maintenance']],
    ['just before it closes', 39.999, ['maintenance']],
    ['as it closes', 40, []],
  ] as const)('maintenance@30s+10s, %s', (_, seconds, active) => {
    expect(new Schedule([{ after: '30s', for: '10s', scenario: 'maintenance' }], start).activeAt(at(seconds))).toEqual(
      active,
    )
  })

  test('a window without "for" stays open; "every" opens it again', () => {
    const schedule = new Schedule(
      [
        { after: 0, scenario: 'slow' },
        { after: '10s', for: '5s', every: '30s', scenario: ['maintenance', 'auth'] },
      ],
      start,
    )
    expect(schedule.activeAt(at(12))).toEqual(['slow', 'maintenance,auth'])
    expect(schedule.activeAt(at(20))).toEqual(['slow'])
    expect(schedule.activeAt(at(41))).toEqual(['slow', 'maintenance,auth'])
  })

  test('describe gives each window’s opening and closing times', () => {
    const { windows } = new Schedule(
      [{ after: '10s', for: '5s', every: '30s', scenario: 'maintenance' }],
      start,
    ).describe(at(20))
    expect(windows).toEqual([
      {
        after: 10_000,
        for: 5000,
        every: 30_000,
        scenario: 'maintenance',
        opens: new Date(at(40)).toISOString(),
        closes: new Date(at(45)).toISOString(),
        active: false,
      },
    ])
  })

  test.each([
    [{ after: 'soon', scenario: 'x' }],
    [{ after: 0, every: '10s', scenario: 'x' }],
    [{ after: 0, for: '10s', every: '5s', scenario: 'x' }],
    [{ after: -1, scenario: 'x' }],
  ])('%j is refused', (entry) => {
    expect(() => new Schedule([entry as never], start)).toThrow()
  })

  test('entries that do not fit -> each field named with what is wrong, durations in their own words', () => {
    const refused = (() => {
      try {
        Schedule.checked(
          [
            { after: 'soon', scenario: 'maintenance' },
            { after: 0, for: 20, every: 10, scenario: '' },
          ],
          () => undefined,
        )
      } catch (error) {
        return error as HttpProblem
      }
    })()
    expect(refused?.errors).toEqual([
      {
        pointer: '/0/after',
        detail: '"soon" is not a duration: use milliseconds or text such as "30s", "500ms", "2m"',
      },
      { pointer: '/1/scenario', detail: 'Too small: expected string to have >=1 characters' },
      { pointer: '/1/every', detail: '"every" needs a "for" shorter than it' },
    ])
  })
})
