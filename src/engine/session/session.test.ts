import { describe, expect, test } from 'vitest'
import { Session } from './session.ts'
import { MockError } from '../problems/mock-error.ts'

const draws = (runtime: Session, count: number) => {
  const behaviour = runtime.settings.behaviourOf(runtime.settings.scenario)
  return Array.from({ length: count }, () => runtime.settings.delayFor(behaviour, 'getAccount'))
}

describe('Session', () => {
  test('latency jitter repeats with the seed, restarts on reset and stays in range', async () => {
    const runtime = new Session({ seed: 7, latency: [100, 400] })
    const first = draws(runtime, 20)
    for (const delay of first) {
      expect(delay).toBeGreaterThanOrEqual(100)
      expect(delay).toBeLessThanOrEqual(400)
    }
    expect(new Set(first).size).toBeGreaterThan(10)
    await runtime.reset()
    expect(draws(runtime, 20)).toEqual(first)
    expect(draws(new Session({ seed: 7, latency: [100, 400] }), 20)).toEqual(first)
    expect(draws(new Session({ seed: 8, latency: [100, 400] }), 20)).not.toEqual(first)
  })

  test('explicit settings override the scenario; the scenario overrides nothing set', () => {
    const runtime = new Session({ scenario: 'slow' })
    expect(runtime.settings.behaviourOf(runtime.settings.scenario).latency).toEqual([800, 2500])
    runtime.setLatency(0)
    expect(runtime.settings.behaviourOf(runtime.settings.scenario).latency).toBe(0)
    runtime.setAuth(true)
    expect(runtime.settings.behaviourOf(runtime.settings.scenarioNamed('default')).auth).toBe(true)
  })

  test('explicit faults layer over a scenario per operation', () => {
    const runtime = new Session({ scenario: 'maintenance', faults: { getAccount: 'hang' } })
    const faults = runtime.settings.behaviourOf(runtime.settings.scenario).faults
    expect(faults?.getAccount).toBe('hang')
    expect(faults?.all).toEqual({ status: 503, retryAfter: 120 })
  })

  test('an unknown scenario is refused with the known names', () => {
    expect(() => new Session({ scenario: 'sunny' })).toThrow(/Known scenarios: default, empty/)
    expect(() => new Session().useScenario('sunny')).toThrow(/Unknown scenario "sunny"/)
  })

  test('a seed that is not an integer is refused', () => {
    expect(() => new Session({ seed: 1.5 })).toThrow(/seed must be an integer/)
  })
})

describe('settings set in code are checked as the control API checks them', () => {
  test.each([
    [
      'a misspelt operation',
      () => new Session().setFaults({ getAcount: { status: 500 } } as never),
      /Failed to set the faults: \/getAcount: getAcount is not a known field/,
    ],
    [
      'a status outside 400 to 599',
      () => new Session().setFaults({ all: { status: 999 as never } }),
      /Failed to set the faults: \/all.*400 to 599/,
    ],
    ['a fault status of 200', () => new Session().setFaults({ getAccount: { status: 200 as never } }), /400 to 599/],
    ['milliseconds as text', () => new Session().setLatency({ all: '100' as never }), /Failed to set the latency/],
    ['a misspelt operation in the latency', () => new Session().setLatency({ getAcount: 5000 } as never), /getAcount/],
    ['a range the wrong way round', () => new Session().setLatency([400, 100]), /min must not exceed max/],
    ['auth that is not a boolean', () => new Session().setAuth('yes' as never), /Failed to set the auth/],
    [
      'faults in the options',
      () => new Session({ faults: { all: { status: 302 as never } } }),
      /Failed to set the faults/,
    ],
  ])('%s is a MockError with the pointer, and nothing changes', (_, set, message) => {
    expect(set).toThrow(MockError)
    expect(set).toThrow(message)
  })

  test('a setting refused leaves the one before', () => {
    const state = new Session()
    state.setFaults({ getAccount: { status: 503 } })
    expect(() => state.setFaults({ getAccount: { status: 99 as never } })).toThrow(MockError)
    expect(state.settings.faults).toEqual({ getAccount: { status: 503 } })
  })
})

describe('loading another tab’s state', () => {
  test('leaves the snapshots as they were, one of the same name included', async () => {
    const tab = new Session()
    const other = new Session()
    await (await other.database(other.settings.scenario)).updateSettings((current) => ({
      ...current,
      activity_logs: !current.activity_logs,
    }))
    const { name } = tab.history.snapshot({ name: 'current' })
    await tab.load({ ...other.export(), name: 'current' }, { kind: 'sync' })
    expect(tab.history.snapshots().map((snapshot) => snapshot.name)).toEqual([name])
    expect(tab.export('current').data.default?.settings.activity_logs).toBe(true)
    expect((await tab.database(tab.settings.scenario)).getSettings().activity_logs).toBe(false)
    expect(tab.history.timeline().at(-1)).toMatchObject({ kind: 'sync', label: 'from another tab' })
  })
})
