/**
 * `createServer` takes a ready mock or the options to make one: an option that makes a mock beside a
 * ready `mock` is refused with a `TypeError` that says why, where it was dropped without a word. The
 * types refuse it too (tests/types/adapters.test-d.ts).
 */
import { describe, expect, test } from 'vitest'
import { createMock } from '../../src/node.ts'
import { createServer } from '../../src/server.ts'

/** As JavaScript would call it: the types would refuse these options. */
const createServerUntyped = createServer as (options: Record<string, unknown>) => ReturnType<typeof createServer>

describe('createServer with a ready mock', () => {
  test('seed beside it -> a TypeError naming seed and where it belongs', () => {
    const mock = createMock()
    expect(() => createServerUntyped({ mock, seed: 7 })).toThrow(TypeError)
    expect(() => createServerUntyped({ mock, seed: 7 })).toThrow(
      'Failed to create the server: seed makes a mock, and a ready mock is given as mock, so it would mean nothing. ' +
        'Please pass it to createMock instead: createServer({ mock: createMock({ seed }) }).',
    )
  })

  test('several such options -> each is named', () => {
    expect(() => createServerUntyped({ mock: createMock(), scenario: 'slow', sessionTtl: '1h', site: false })).toThrow(
      /scenario, sessionTtl make a mock/,
    )
  })

  test("the server's own options beside it, and options left undefined, are taken", async () => {
    const mock = createMock({ seed: 7 })
    const server = createServerUntyped({ mock, seed: undefined, site: false, maxBody: 1024, controlToken: false })
    expect(server.mock).toBe(mock)
    expect(server.mock.seed).toBe(7)
  })

  test('without a mock, the options make it', () => {
    expect(createServer({ seed: 7, site: false }).mock.seed).toBe(7)
  })
})
