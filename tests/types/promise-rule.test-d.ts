/**
 * Type-level tests of which methods return a promise (docs/decisions/one-name-per-idea.md): in
 * every adapter, a method whose work touches the data collections, which are written one write after
 * another; across a process boundary (the Playwright fixture's server mode), every method.
 */
import { describe, expectTypeOf, test } from 'vitest'
import type { Mock, MockSession } from '../../src/index.ts'
import type { RemoteMock } from '../../src/playwright.ts'

type AnyFunction = (...args: any[]) => unknown
/** The names of `T`'s methods that return a promise. */
type PromiseMethods<T> = {
  [K in keyof T]: T[K] extends AnyFunction ? (ReturnType<T[K]> extends Promise<unknown> ? K : never) : never
}[keyof T]
/** The names of `T`'s methods. */
type Methods<T> = { [K in keyof T]: T[K] extends AnyFunction ? K : never }[keyof T]
/** The names of `T`'s methods that return something else. */
type ValueMethods<T> = {
  [K in keyof T]: T[K] extends AnyFunction ? (ReturnType<T[K]> extends Promise<unknown> ? never : K) : never
}[keyof T]

describe('in the same process (createMock, startMock, the Vite plugin, Storybook, the test fixtures in-process)', () => {
  test('a method that waits its turn at the data returns a promise', () => {
    // `fetch` is an adapter (a Request in, a Response out), not a control method.
    expectTypeOf<PromiseMethods<Omit<Mock, 'fetch'>>>().toEqualTypeOf<'reset' | 'resources' | 'database'>()
    expectTypeOf<PromiseMethods<Mock['history']>>().toEqualTypeOf<
      'restore' | 'load' | 'undo' | 'restoreVersion' | 'loadHar'
    >()
    expectTypeOf<PromiseMethods<Omit<MockSession, 'fetch'>>>().toEqualTypeOf<'reset' | 'resources' | 'database'>()
  })

  test('settings, snapshots, the timeline, the journal and the sessions are done when the method returns', () => {
    expectTypeOf<ValueMethods<Mock['settings']>>().toEqualTypeOf<Methods<Mock['settings']>>()
    expectTypeOf<ValueMethods<Mock['requests']>>().toEqualTypeOf<Methods<Mock['requests']>>()
    expectTypeOf<ValueMethods<Mock['sessions']>>().toEqualTypeOf<Methods<Mock['sessions']>>()
    expectTypeOf(({} as Mock).useScenario('slow')).toEqualTypeOf<{ name: string }>()
  })
})

describe('across a process boundary (the Playwright fixture in server mode)', () => {
  test('every method returns a promise', () => {
    expectTypeOf<ValueMethods<RemoteMock>>().toEqualTypeOf<never>()
    expectTypeOf<ValueMethods<RemoteMock['history']>>().toEqualTypeOf<never>()
    expectTypeOf<ValueMethods<RemoteMock['settings']>>().toEqualTypeOf<never>()
    expectTypeOf<ValueMethods<RemoteMock['requests']>>().toEqualTypeOf<never>()
  })

  test('the fixture may be either, so its type asks for await on every call', () => {
    const mock = {} as Mock | RemoteMock
    expectTypeOf(mock.useScenario('slow')).toEqualTypeOf<{ name: string } | Promise<{ name: string }>>()
    expectTypeOf<Awaited<ReturnType<typeof mock.settings.scenario>>>().toEqualTypeOf<{ name: string }>()
  })
})
