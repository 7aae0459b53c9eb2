import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'

// The module remembers what it warned of for the whole process: each test takes a fresh copy.
let warnDeprecated: typeof import('./warn-deprecated.ts').warnDeprecated
beforeEach(async () => {
  vi.resetModules()
  ;({ warnDeprecated } = await import('./warn-deprecated.ts'))
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => vi.restoreAllMocks())

describe('warnDeprecated', () => {
  test('says what is deprecated, why, and what to use, in the one message shape', () => {
    warnDeprecated('the old option', 'it has a new name', 'newOption')
    expect(console.warn).toHaveBeenCalledWith(
      '[real-estate-service-mock] the old option is deprecated: it has a new name. Please use newOption instead.',
    )
  })

  test('warns once per name, however often the old name is used', () => {
    warnDeprecated('the old option', 'why', 'newOption')
    warnDeprecated('the old option', 'why', 'newOption')
    warnDeprecated('another old option', 'why', 'newer')
    expect(console.warn).toHaveBeenCalledTimes(2)
  })
})
