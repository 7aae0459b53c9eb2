import { describe, expect, test } from 'vitest'
import { faultSettingsSchema, pickFault, type FaultSettings } from './faults.ts'
import { createRandomStream } from './seeded-random.ts'

describe('pickFault', () => {
  test.each<[string, FaultSettings | undefined, unknown]>([
    ['no settings -> none', undefined, undefined],
    ['global fault -> applies', { all: { status: 503 } }, { status: 503 }],
    ['operation rule wins over global', { all: { status: 503 }, getAccount: 'hang' }, 'hang'],
    ['other operation only -> none', { getRealEstateObject: 'network-error' }, undefined],
    ['rate 1 -> always', { all: { rate: 1, faults: 'network-error' } }, 'network-error'],
    ['rate 0 -> never', { all: { rate: 0, faults: 'network-error' } }, undefined],
  ])('%s', (_, settings, expected) => {
    expect(pickFault(settings, 'getAccount', createRandomStream([1]))).toEqual(expected)
  })

  test('a rate draws a reproducible share of failures, picking among several faults', () => {
    const settings: FaultSettings = { all: { rate: 0.3, faults: [{ status: 500 }, { status: 502 }, 'network-error'] } }
    const run = () => {
      const random = createRandomStream([5])
      return Array.from({ length: 1000 }, () => pickFault(settings, 'getAccount', random))
    }
    const outcomes = run()
    const failures = outcomes.filter(Boolean)
    expect(failures.length).toBeGreaterThan(230)
    expect(failures.length).toBeLessThan(370)
    expect(new Set(failures.map((fault) => JSON.stringify(fault))).size).toBe(3)
    expect(run()).toEqual(outcomes)
  })

  test.each([
    [{ all: { status: 200 } }],
    [{ all: { rate: 2, faults: 'hang' } }],
    [{ someOperation: 'hang' }],
    [{ all: 'explode' }],
  ])('settings %j are refused', (settings) => {
    expect(faultSettingsSchema.safeParse(settings).success).toBe(false)
  })
})
