import { describe, expect, test } from 'vitest'
import { MockError } from '../problems/mock-error.ts'
import { StateHistory } from './state-history.ts'
import type { StateSnapshot } from './state-snapshot.ts'

const stateWith = (scenario: string): StateSnapshot => ({
  settings: { scenario, latency: undefined, faults: undefined, auth: undefined },
  data: new Map(),
})
const change = { kind: 'setting', label: 'scenario' } as const
const none = () => ({ patch: [], before: {} })

describe('StateHistory', () => {
  test('versions count up from 0; the head is the newest state', () => {
    const history = new StateHistory(stateWith('default'))
    const entry = history.add(stateWith('slow'), change, () => ({
      patch: [{ op: 'replace', path: '/scenario', value: 'slow' }],
      before: { '/scenario': 'default' },
    }))
    expect(entry.version).toBe(1)
    expect(history.version).toBe(1)
    expect(history.head.settings.scenario).toBe('slow')
  })

  test('undo drops the newest version and gives the one before; at the start it is NOTHING_TO_UNDO', () => {
    const history = new StateHistory(stateWith('default'))
    history.add(stateWith('slow'), change, none)
    expect(history.undo().settings.scenario).toBe('default')
    expect(() => history.undo()).toThrow(MockError)
    expect(() => history.undo()).toThrow(/nothing to undo/)
  })

  test('an undone version is gone; numbers are not given again', () => {
    const history = new StateHistory(stateWith('default'))
    history.add(stateWith('slow'), change, none)
    history.undo()
    expect(() => history.stateAt(1)).toThrow(/no version 1/)
    expect(history.add(stateWith('auth'), change, none).version).toBe(2)
  })

  test('beyond its size the oldest versions go, and the oldest kept becomes the start', () => {
    const history = new StateHistory(stateWith('v0'), 3)
    for (const name of ['v1', 'v2', 'v3', 'v4']) history.add(stateWith(name), change, none)
    expect(history.entries().map((entry) => entry.version)).toEqual([2, 3, 4])
    expect(() => history.stateAt(1)).toThrow(/holds versions 2 to 4/)
    history.undo()
    history.undo()
    expect(() => history.undo()).toThrow(/nothing to undo/)
    expect(history.head.settings.scenario).toBe('v2')
  })

  test('restart keeps only the state given, as a new start', () => {
    const history = new StateHistory(stateWith('default'))
    history.add(stateWith('slow'), change, none)
    history.restart(stateWith('slow'), 'before reset')
    expect(history.entries()).toEqual([
      expect.objectContaining({ version: 2, kind: 'start', label: 'before reset', patch: [], before: {} }),
    ])
  })

  test.each([1, 0, 2.5])('a size of %s is refused', (size) => {
    expect(() => new StateHistory(stateWith('default'), size)).toThrow(RangeError)
  })
})
