import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { SessionRegistry } from './session-registry.ts'

const minute = 60_000

describe('SessionRegistry', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-01-01T00:00:00Z') }))
  afterEach(() => vi.useRealTimers())

  const ids = (registry: SessionRegistry) => registry.list().map((session) => session.id)

  test('a session is made on first use and is the same state on the next', () => {
    const registry = new SessionRegistry()
    const first = registry.use('alpha')
    expect(registry.use('alpha')).toBe(first)
    expect(first).not.toBe(registry.default)
    expect(registry.use(undefined)).toBe(registry.default)
    expect(registry.use('default')).toBe(registry.default)
    expect(ids(registry)).toEqual(['default', 'alpha'])
  })

  test.each([[30 * minute], ['30m']])(
    'a session idle past the TTL (%j) is dropped; one used within it lives on',
    (sessionTtl) => {
      const registry = new SessionRegistry({ sessionTtl })
      const idle = registry.use('idle')
      registry.use('busy')
      vi.advanceTimersByTime(20 * minute)
      registry.use('busy')
      vi.advanceTimersByTime(11 * minute)
      expect(ids(registry)).toEqual(['default', 'busy'])
      expect(registry.use('idle')).not.toBe(idle)
    },
  )

  test('beyond the cap, the least recently used session goes first; the default session never does', () => {
    const registry = new SessionRegistry({ maxSessions: 2 })
    registry.use('a')
    vi.advanceTimersByTime(1)
    registry.use('b')
    vi.advanceTimersByTime(1)
    registry.use('a')
    vi.advanceTimersByTime(1)
    registry.use('c')
    expect(ids(registry)).toEqual(['default', 'a', 'c'])
  })

  test('create makes a session with its own seed and scenario, refuses an existing id, and generates one when none is given', () => {
    const registry = new SessionRegistry({ seed: 42 })
    expect(registry.create('mine', { seed: 7, scenario: 'maintenance' })).toMatchObject({
      id: 'mine',
      seed: 7,
      scenario: 'maintenance',
      requestCount: 0,
    })
    expect(() => registry.create('mine')).toThrow(expect.objectContaining({ code: 'SESSION_CONFLICT' }))
    expect(() => registry.create('default')).toThrow(expect.objectContaining({ code: 'SESSION_CONFLICT' }))
    expect(registry.create(undefined).id).toMatch(/^[0-9a-f-]{36}$/)
    expect(registry.use('mine').seed).toBe(7)
  })

  test('reset brings a session back to its own seed and scenario, not the mock’s', async () => {
    const registry = new SessionRegistry({ seed: 42 })
    registry.create('mine', { seed: 7, scenario: 'empty' })
    const state = registry.use('mine')
    state.useScenario('default')
    await state.reset()
    expect(state.settings.scenario.name).toBe('empty')
    expect(state.seed).toBe(7)
  })

  test('delete drops a session and says whether there was one; the default session cannot be deleted', () => {
    const registry = new SessionRegistry()
    registry.use('gone')
    expect(registry.delete('gone')).toBe(true)
    expect(registry.delete('gone')).toBe(false)
    expect(() => registry.delete('default')).toThrow(expect.objectContaining({ code: 'SESSION_CONFLICT' }))
  })

  test.each([['with a space'], ['x'.repeat(129)], ['ünïcode'], ['']])('the id %j is refused', (id) => {
    const registry = new SessionRegistry()
    expect(() => registry.use(id)).toThrow(expect.objectContaining({ code: 'INVALID_SESSION_ID' }))
    expect(registry.size).toBe(0)
  })

  test.each([[0], [-1], [Number.NaN]])('a TTL of %s is refused at creation', (sessionTtl) => {
    expect(() => new SessionRegistry({ sessionTtl })).toThrow(/sessionTtl/)
  })

  test('a cap of 0 keeps no named session beyond the request that made it', () => {
    const registry = new SessionRegistry({ maxSessions: 0 })
    const state = registry.use('passing')
    expect(state.seed).toBe(42)
    expect(registry.size).toBe(0)
  })
})
