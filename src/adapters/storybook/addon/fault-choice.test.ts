import { describe, expect, test } from 'vitest'
import { choiceOfFault, otherFault, withFaultChoice } from './fault-choice.ts'

describe('the fault choice of an operation', () => {
  test.each([
    [undefined, ''],
    ['hang', 'hang'],
    ['network-error', 'network-error'],
    [{ status: 503 }, '503'],
    [{ status: 418 }, otherFault],
    [{ status: 503, retryAfter: 9 }, otherFault],
    [{ rate: 0.5, faults: { status: 500 } }, otherFault],
  ] as const)('%j shows as %j', (rule, choice) => {
    expect(choiceOfFault(rule as never)).toBe(choice)
  })

  test("a choice sets that operation's rule and keeps the others", () => {
    const faults = { getAccount: 'hang' as const, seed: 3 }
    expect(withFaultChoice(faults, 'all', '503')).toEqual({ getAccount: 'hang', seed: 3, all: { status: 503 } })
    expect(withFaultChoice(faults, 'getAccount', 'network-error')).toEqual({ getAccount: 'network-error', seed: 3 })
    expect(withFaultChoice(faults, 'getAccount', '')).toEqual({ seed: 3 })
    expect(withFaultChoice(null, 'getAccount', '500')).toEqual({ getAccount: { status: 500 } })
    expect(faults).toEqual({ getAccount: 'hang', seed: 3 })
  })
})
