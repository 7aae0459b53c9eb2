import { describe, expect, test } from 'vitest'
import type { FaultRule } from '../../engine/simulation/faults.ts'
import { choiceOfRule, faultChoices, faultOfChoice } from './fault-choices.ts'

describe('fault choices', () => {
  test.each<[string, FaultRule | undefined, string | undefined]>([
    ['no rule -> None', undefined, ''],
    ['a status the select offers -> that choice', { status: 503 }, '503'],
    ['network error -> its choice', 'network-error', 'network-error'],
    ['a status with its own Retry-After -> no choice (set in code)', { status: 429, retryAfter: 9 }, undefined],
    ['a status the select lacks -> no choice', { status: 418 }, undefined],
    ['a rate -> no choice', { rate: 0.5, faults: { status: 500 } }, undefined],
  ])('%s', (_, rule, choice) => {
    expect(choiceOfRule(rule)).toBe(choice)
  })

  test('every choice stands for the fault that leads back to it', () => {
    for (const choice of faultChoices) expect(choiceOfRule(faultOfChoice(choice.value))).toBe(choice.value)
  })

  test('a value no choice has, such as the "Set in code" placeholder, stands for no fault', () => {
    expect(faultOfChoice('custom')).toBeUndefined()
  })
})
