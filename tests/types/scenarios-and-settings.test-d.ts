/** Type-level tests of `defineScenario` and the latency and fault settings, imported as users import them. */
import { describe, expectTypeOf, test } from 'vitest'
import { createMock } from '../../src/node.ts'
import {
  builtInScenarioNames,
  defineScenario,
  type FaultSettings,
  type LatencySettings,
  type MockOptions,
  type ScenarioDefinition,
  type ScenarioName,
} from '../../src/index.ts'
// Types the entries do not name (users reach them through MockOptions), tested where they are defined.
import type { BuiltInScenarioName } from '../../src/engine/scenarios/built-in-scenarios.ts'
import type { ScenarioChoice } from '../../src/engine/scenarios/scenario-name.ts'
import type { FaultStatus } from '../../src/engine/simulation/faults.ts'
import type { StoryMockParameters } from '../../src/adapters/storybook/story-mock-parameters.ts'
import type { StartMockOptions } from '../../src/adapters/browser/start-mock.ts'

describe('defineScenario', () => {
  test('keeps the literal name and the other fields as written', () => {
    const oneObject = defineScenario({ name: 'one-object', description: 'One object only.', readOnly: true })
    expectTypeOf(oneObject.name).toEqualTypeOf<'one-object'>()
    expectTypeOf(oneObject.readOnly).toEqualTypeOf<true>()
    expectTypeOf(oneObject).toExtend<ScenarioDefinition>()
  })

  test('checks the definition against ScenarioDefinition', () => {
    // @ts-expect-error a scenario needs a description
    defineScenario({ name: 'no-description' })
    // @ts-expect-error latency takes milliseconds, a range or 'infinite'
    defineScenario({ name: 'bad-latency', description: 'x', latency: 'slow' })
    defineScenario({
      name: 'half',
      description: 'Half of the objects.',
      data: (seeded, { seed }) => {
        expectTypeOf(seed).toEqualTypeOf<number>()
        return { ...seeded, realEstateObjects: seeded.realEstateObjects.slice(0, seeded.realEstateObjects.length / 2) }
      },
    })
  })

  test('a misspelled field is an error, not an extra key that does nothing', () => {
    // @ts-expect-error readOnly, spelled so
    defineScenario({ name: 'typo', description: 'Meant to refuse updates.', readonly: true })
  })

  test('built-in scenario names are a union of literals', () => {
    expectTypeOf<BuiltInScenarioName>().toEqualTypeOf<
      'default' | 'empty' | 'edge-cases' | 'slow' | 'flaky' | 'auth' | 'read-only' | 'maintenance'
    >()
    expectTypeOf(builtInScenarioNames).items.toEqualTypeOf<BuiltInScenarioName>()
  })

  test('a defined scenario goes into createMock', () => {
    const oneObject = defineScenario({ name: 'one-object', description: 'One object only.' })
    expectTypeOf(createMock).toBeCallableWith({ scenarios: [oneObject], scenario: 'one-object' })
    expectTypeOf<MockOptions['scenarios']>().toEqualTypeOf<readonly ScenarioDefinition[] | undefined>()
  })
})

describe('LatencySettings', () => {
  test('accepts milliseconds, a [min, max] range, infinite, and the same per operation', () => {
    expectTypeOf(150).toExtend<LatencySettings>()
    expectTypeOf<[100, 300]>().toExtend<LatencySettings>()
    expectTypeOf<'infinite'>().toExtend<LatencySettings>()
    expectTypeOf({
      all: 100,
      getAccount: [50, 80] as [number, number],
      updateAccountSettings: 'infinite' as const,
    }).toExtend<LatencySettings>()
  })

  test('rejects other shapes', () => {
    // @ts-expect-error not a duration
    const word: LatencySettings = 'slow'
    // @ts-expect-error a range has two ends
    const three: LatencySettings = [1, 2, 3]
    // @ts-expect-error a range has two ends
    const one: LatencySettings = { getAccount: [100] }
    // @ts-expect-error no such operation
    const typo: LatencySettings = { getAcount: 100 }
    // @ts-expect-error milliseconds are numbers
    const text: LatencySettings = { all: '100' }
    void [word, three, one, typo, text]
  })
})

describe('FaultSettings', () => {
  test('accepts a status, a network error or a hang per operation, at a rate, with a seed', () => {
    expectTypeOf({ getAccount: { status: 503, retryAfter: 5 } } as const).toExtend<FaultSettings>()
    expectTypeOf({ all: 'network-error' as const, getRealEstateObject: 'hang' as const }).toExtend<FaultSettings>()
    expectTypeOf<{
      all: { rate: number; faults: [{ status: 500 }, 'network-error'] }
      seed: number
    }>().toExtend<FaultSettings>()
    expectTypeOf({ updateAccountSettings: { rate: 1, faults: { status: 429 } } } as const).toExtend<FaultSettings>()
  })

  test('rejects other shapes', () => {
    // @ts-expect-error a status is a number
    const text: FaultSettings = { getAccount: { status: '500' } }
    // @ts-expect-error a fault answers 400 to 599
    const success: FaultSettings = { getAccount: { status: 200 } }
    // @ts-expect-error a fault answers 400 to 599
    const nonsense: FaultSettings = { getAccount: { status: 999 } }
    expectTypeOf<FaultStatus>().toExtend<number>()
    expectTypeOf<404 | 418 | 503>().toExtend<FaultStatus>()
    // @ts-expect-error no such fault
    const explode: FaultSettings = { all: 'explode' }
    // @ts-expect-error no such operation
    const typo: FaultSettings = { getAcount: 'hang' }
    // @ts-expect-error a rate needs the faults to pick from
    const rateOnly: FaultSettings = { all: { rate: 0.5 } }
    // @ts-expect-error the settings are per operation, not one fault
    const bare: FaultSettings = 'hang'
    void [text, success, nonsense, explode, typo, rateOnly, bare]
  })

  test('are what setFaults and setLatency take', () => {
    expectTypeOf<Parameters<ReturnType<typeof createMock>['setFaults']>>().toEqualTypeOf<
      [faults?: FaultSettings | undefined]
    >()
    expectTypeOf<Parameters<ReturnType<typeof createMock>['setLatency']>>().toEqualTypeOf<
      [latency?: LatencySettings | undefined]
    >()
  })
})

declare module '../../src/index.ts' {
  interface ScenarioNames {
    'one-object': true
  }
}

describe('scenario names', () => {
  test('the built-in names and registered ones are offered, and any string still type-checks', () => {
    expectTypeOf<'maintenance'>().toExtend<ScenarioName>()
    expectTypeOf<'one-object'>().toExtend<ScenarioName>()
    expectTypeOf<Extract<ScenarioName, 'one-object' | 'slow'>>().toEqualTypeOf<'one-object' | 'slow'>()
    expectTypeOf<string>().toExtend<ScenarioName>()
  })

  test('createMock, useScenario and Storybook parameters take a name or a stack of names', () => {
    expectTypeOf<MockOptions['scenario']>().toEqualTypeOf<ScenarioChoice | undefined>()
    expectTypeOf<Parameters<ReturnType<typeof createMock>['useScenario']>>().toEqualTypeOf<[name: ScenarioChoice]>()
    expectTypeOf<['slow', 'auth']>().toExtend<ScenarioChoice>()
    expectTypeOf<StoryMockParameters['scenario']>().toEqualTypeOf<ScenarioChoice | undefined>()
    expectTypeOf<StartMockOptions['scenario']>().toEqualTypeOf<ScenarioChoice | undefined>()
    // @ts-expect-error a scenario is named by text
    createMock({ scenario: 7 })
  })
})
