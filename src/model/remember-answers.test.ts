import { describe, expect, test } from 'vitest'
import { rememberAnswers } from './remember-answers.ts'

/** A check of even numbers that counts how often it is run. */
function countedCheck() {
  const calls: number[] = []
  const isEven = (value: number) => {
    calls.push(value)
    return value % 2 === 0
  }
  return { isEven, calls }
}

describe('rememberAnswers', () => {
  test('answers as the check does, true and false', () => {
    const { isEven } = countedCheck()
    const remembered = rememberAnswers(isEven, 10)
    expect([1, 2, 3, 4].map(remembered)).toEqual([false, true, false, true])
  })

  test('a value met again -> answered without running the check, true and false alike', () => {
    const { isEven, calls } = countedCheck()
    const remembered = rememberAnswers(isEven, 10)
    expect([2, 3, 2, 3].map(remembered)).toEqual([true, false, true, false])
    expect(calls).toEqual([2, 3])
  })

  test('past the limit -> new values are checked each time, the first ones stay remembered', () => {
    const { isEven, calls } = countedCheck()
    const remembered = rememberAnswers(isEven, 2)
    expect([1, 2, 3, 3, 1, 2].map(remembered)).toEqual([false, true, false, false, false, true])
    expect(calls).toEqual([1, 2, 3, 3])
  })
})
