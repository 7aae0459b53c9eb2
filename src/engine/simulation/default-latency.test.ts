import { describe, expect, test } from 'vitest'
import { Session } from '../session/session.ts'

describe('latency layering: explicit > scenario > environment default', () => {
  const cases = [
    {
      name: 'default only -> the default applies',
      options: { defaultLatency: 300 },
      scenario: 'default',
      expected: 300,
    },
    {
      name: 'scenario sets its own -> the scenario wins over the default',
      options: { defaultLatency: 300 },
      scenario: 'slow',
      expected: [800, 2500],
    },
    {
      name: 'explicit latency -> wins over scenario and default',
      options: { defaultLatency: 300, latency: 5 },
      scenario: 'slow',
      expected: 5,
    },
    {
      name: 'explicit 0 -> no latency despite the default',
      options: { defaultLatency: 300, latency: 0 },
      scenario: 'default',
      expected: 0,
    },
    { name: 'nothing set -> none', options: {}, scenario: 'default', expected: undefined },
  ] as const

  test.each(cases)('$name', ({ options, scenario, expected }) => {
    const runtime = new Session(options)
    expect(runtime.settings.behaviourOf(runtime.settings.scenarioNamed(scenario)).latency).toEqual(expected)
  })

  test('unsetting the explicit latency falls back to the default', () => {
    const runtime = new Session({ defaultLatency: 300 })
    runtime.setLatency(10)
    runtime.setLatency(undefined)
    expect(runtime.settings.behaviourOf(runtime.settings.scenario).latency).toBe(300)
  })
})
