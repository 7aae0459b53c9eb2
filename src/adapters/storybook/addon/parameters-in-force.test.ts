import { describe, expect, test } from 'vitest'
import { latencyOfChoice, parametersInForce } from './parameters-in-force.ts'

describe('parametersInForce', () => {
  test("without globals or overrides, the story's parameters as they are", () => {
    const story = { scenario: 'empty', seed: 7, data: { settings: { activity_logs: false } } }
    expect(parametersInForce(story, {})).toEqual(story)
    expect(parametersInForce(undefined, undefined)).toEqual({})
  })

  test("the toolbar's scenario and latency go over the story's", () => {
    expect(
      parametersInForce(
        { scenario: 'empty', latency: 5, seed: 7 },
        { mockScenario: 'maintenance', mockLatency: 'slow' },
      ),
    ).toEqual({ scenario: 'maintenance', latency: [800, 2500], seed: 7 })
  })

  test('an empty global is "as the story says"', () => {
    expect(parametersInForce({ scenario: 'empty', latency: 5 }, { mockScenario: '', mockLatency: '' })).toEqual({
      scenario: 'empty',
      latency: 5,
    })
  })

  test("the panel's faults and auth go over the story's", () => {
    expect(
      parametersInForce(
        { faults: { getAccount: 'hang' }, auth: true },
        {},
        { faults: { all: { status: 500 } }, auth: false },
      ),
    ).toEqual({ faults: { all: { status: 500 } }, auth: false })
  })

  test("the story's own parameters are not changed", () => {
    const story = { scenario: 'empty' }
    parametersInForce(story, { mockScenario: 'maintenance' })
    expect(story).toEqual({ scenario: 'empty' })
  })
})

describe('latencyOfChoice', () => {
  test.each([
    ['none', 0],
    ['slow', [800, 2500]],
    ['1500', 1500],
    [1500, 1500],
    ['9999999', undefined],
    ['', undefined],
    ['fast', undefined],
    [undefined, undefined],
  ])('%s is %j', (choice, latency) => {
    expect(latencyOfChoice(choice)).toEqual(latency)
  })
})
