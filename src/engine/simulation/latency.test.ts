import { describe, expect, test } from 'vitest'
import { delayOf, latencyFor, latencySettingsSchema, type LatencySettings } from './latency.ts'
import { createRandomStream } from './seeded-random.ts'

describe('latency', () => {
  test.each<[string, LatencySettings | undefined, unknown]>([
    ['none', undefined, undefined],
    ['a number applies to all', 300, 300],
    ['a range applies to all', [100, 200], [100, 200]],
    ['infinite applies to all', 'infinite', 'infinite'],
    ['per operation wins', { all: 50, getAccount: 400 }, 400],
    ['falls back to all', { all: 50, getAccountSettings: 400 }, 50],
  ])('latencyFor: %s', (_, settings, expected) => {
    expect(latencyFor(settings, 'getAccount')).toEqual(expected)
  })

  test('delayOf draws within a range and repeats with the stream', () => {
    const draw = () => {
      const random = createRandomStream([3])
      return Array.from({ length: 50 }, () => delayOf([150, 400], random))
    }
    const delays = draw()
    for (const delay of delays) {
      expect(delay).toBeGreaterThanOrEqual(150)
      expect(delay).toBeLessThanOrEqual(400)
    }
    expect(draw()).toEqual(delays)
  })

  test.each([[-1], [[300, 100]], ['forever'], [{ everything: 5 }], [1.5]])('settings %j are refused', (settings) => {
    expect(latencySettingsSchema.safeParse(settings).success).toBe(false)
  })
})
