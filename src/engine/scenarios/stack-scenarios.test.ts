import { describe, expect, test } from 'vitest'
import { MockError } from '../problems/mock-error.ts'
import { builtInScenarios } from './built-in-scenarios.ts'
import { defineScenario, type ScenarioDefinition } from './define-scenario.ts'
import { dataSourceOf, scenarioNames, stackScenarios } from './stack-scenarios.ts'

const named = (name: string): ScenarioDefinition => builtInScenarios.find((scenario) => scenario.name === name)!
const stack = (...names: string[]) => stackScenarios(names.map(named))

describe('scenarioNames', () => {
  test.each([
    ['slow', ['slow']],
    ['slow,auth', ['slow', 'auth']],
    [' slow , auth ,', ['slow', 'auth']],
    [
      ['slow', 'auth,empty'],
      ['slow', 'auth', 'empty'],
    ],
    ['', []],
  ] as const)('%j -> %j', (value, names) => expect(scenarioNames(value)).toEqual(names))
})

describe('stackScenarios', () => {
  test('one scenario is itself', () => expect(stack('slow')).toBe(named('slow')))

  test('slow,maintenance: slow’s latency and maintenance’s faults, named by both', () => {
    const stacked = stack('slow', 'maintenance')
    expect(stacked).toMatchObject({
      name: 'slow,maintenance',
      latency: [800, 2500],
      faults: named('maintenance').faults,
    })
    expect(stacked.data).toBeUndefined()
  })

  test('data from the last that defines it, and that scenario’s dataset', () => {
    const stacked = stack('empty', 'slow', 'edge-cases', 'auth')
    expect(stacked.data).toBe(named('edge-cases').data)
    expect(dataSourceOf(stacked)).toBe('edge-cases')
    expect(stacked.auth).toBe(true)
  })

  test('later faults win per operation, "all" being one of them', () => {
    const first = defineScenario({
      name: 'first',
      description: '',
      faults: { getAccount: { status: 500 }, all: { status: 502 } },
    })
    const second = defineScenario({ name: 'second', description: '', faults: { all: { status: 503 } } })
    expect(stackScenarios([first, second]).faults).toEqual({ getAccount: { status: 500 }, all: { status: 503 } })
  })

  test('later latency wins per operation; a single value stands for all', () => {
    const perOperation = defineScenario({ name: 'per-operation', description: '', latency: { getAccount: 50 } })
    expect(stackScenarios([perOperation, named('slow')]).latency).toEqual({ getAccount: 50, all: [800, 2500] })
  })

  test.each([
    ['auth', { auth: false }],
    ['read-only', { readOnly: false }],
  ] as const)('%s and a scenario that sets the opposite can’t stack, in either order', (name, setting) => {
    const opposite = defineScenario({ name: 'opposite', description: '', ...setting })
    expect(() => stackScenarios([named(name), opposite])).toThrow(MockError)
    expect(() => stackScenarios([opposite, named(name)])).toThrow(
      `The scenarios "opposite" and "${name}" can't be stacked`,
    )
  })

  test('the same value set twice is no conflict', () => {
    expect(stack('auth', 'auth').auth).toBe(true)
  })
})
