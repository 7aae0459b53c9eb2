import { describe, expect, test } from 'vitest'
import { MockState } from './session.ts'
import { MockError } from '../problems/mock-error.ts'

const draws = (runtime: MockState, count: number) => {
  const behaviour = runtime.behaviourOf(runtime.scenario)
  return Array.from({ length: count }, () => runtime.delayFor(behaviour, 'getAccount'))
}

describe('MockState', () => {
  test('latency jitter repeats with the seed, restarts on reset and stays in range', async () => {
    const runtime = new MockState({ seed: 7, latency: [100, 400] })
    const first = draws(runtime, 20)
    for (const delay of first) {
      expect(delay).toBeGreaterThanOrEqual(100)
      expect(delay).toBeLessThanOrEqual(400)
    }
    expect(new Set(first).size).toBeGreaterThan(10)
    await runtime.reset()
    expect(draws(runtime, 20)).toEqual(first)
    expect(draws(new MockState({ seed: 7, latency: [100, 400] }), 20)).toEqual(first)
    expect(draws(new MockState({ seed: 8, latency: [100, 400] }), 20)).not.toEqual(first)
  })

  test('explicit settings override the scenario; the scenario overrides nothing set', () => {
    const runtime = new MockState({ scenario: 'slow' })
    expect(runtime.behaviourOf(runtime.scenario).latency).toEqual([800, 2500])
    runtime.setLatency(0)
    expect(runtime.behaviourOf(runtime.scenario).latency).toBe(0)
    runtime.setAuth(true)
    expect(runtime.behaviourOf(runtime.scenarioNamed('default')).auth).toBe(true)
  })

  test('explicit faults layer over a scenario per operation', () => {
    const runtime = new MockState({ scenario: 'maintenance', faults: { getAccount: 'hang' } })
    const faults = runtime.behaviourOf(runtime.scenario).faults
    expect(faults?.getAccount).toBe('hang')
    expect(faults?.all).toEqual({ status: 503, retryAfter: 120 })
  })

  test('an unknown scenario is refused with the known names', () => {
    expect(() => new MockState({ scenario: 'sunny' })).toThrow(/Known scenarios: default, empty/)
    expect(() => new MockState().useScenario('sunny')).toThrow(/Unknown scenario "sunny"/)
  })

  test('a seed that is not an integer is refused', () => {
    expect(() => new MockState({ seed: 1.5 })).toThrow(/seed must be an integer/)
  })
})

describe('settings set in code are checked as the control API checks them', () => {
  test.each([
    ['a misspelt operation', () => new MockState().setFaults({ getAcount: { status: 500 } } as never), /Failed to set the faults: \/getAcount: getAcount is not a known field/],
    ['a status outside 400 to 599', () => new MockState().setFaults({ all: { status: 999 as never } }), /Failed to set the faults: \/all.*400 to 599/],
    ['a fault status of 200', () => new MockState().setFaults({ getAccount: { status: 200 as never } }), /400 to 599/],
    ['milliseconds as text', () => new MockState().setLatency({ all: '100' as never }), /Failed to set the latency/],
    ['a misspelt operation in the latency', () => new MockState().setLatency({ getAcount: 5000 } as never), /getAcount/],
    ['a range the wrong way round', () => new MockState().setLatency([400, 100]), /min must not exceed max/],
    ['auth that is not a boolean', () => new MockState().setAuth('yes' as never), /Failed to set the auth/],
    ['faults in the options', () => new MockState({ faults: { all: { status: 302 as never } } }), /Failed to set the faults/],
  ])('%s is a MockError with the pointer, and nothing changes', (_, set, message) => {
    expect(set).toThrow(MockError)
    expect(set).toThrow(message)
  })

  test('a setting refused leaves the one before', () => {
    const state = new MockState()
    state.setFaults({ getAccount: { status: 503 } })
    expect(() => state.setFaults({ getAccount: { status: 99 as never } })).toThrow(MockError)
    expect(state.overrides.faults).toEqual({ getAccount: { status: 503 } })
  })
})

describe('loading another tab’s state', () => {
  test('leaves the snapshots as they were, one of the same name included', async () => {
    const tab = new MockState()
    const other = new MockState()
    await (await other.database(other.scenario)).updateSettings((current) => ({ ...current, activity_logs: !current.activity_logs }))
    const name = tab.snapshot('current')
    await tab.loadState(other.exportCurrent('current'), { kind: 'sync' })
    expect(tab.snapshots().map((snapshot) => snapshot.name)).toEqual([name])
    expect(tab.exportSnapshot('current').data.default?.settings.activity_logs).toBe(true)
    expect((await tab.database(tab.scenario)).getSettings().activity_logs).toBe(false)
    expect(tab.timeline().at(-1)).toMatchObject({ kind: 'sync', label: 'from another tab' })
  })
})
