/** Type-level tests of the events the mock fires on `window`: listeners get a typed `detail`, no cast. */
import { describe, expectTypeOf, test } from 'vitest'
import {
  controlTokenChangeEvent,
  mockChangeEvent,
  mockReadyEvent,
  mockRequestEvent,
  sessionChangeEvent,
  tokenChangeEvent,
} from '../../src/browser.ts'
// The details' types, by the names they have where they are defined: the entry names the events only.
import type {
  ControlTokenChange,
  MockChange,
  MockReadiness,
  MockReady,
  MockRequest,
  MockSessionChange,
  MockSignIn,
} from '../../src/ui/events.ts'

describe('WindowEventMap', () => {
  test('mock:ready carries the seed and the session', () => {
    expectTypeOf<typeof mockReadyEvent>().toEqualTypeOf<'mock:ready'>()
    window.addEventListener('mock:ready', (event) => {
      expectTypeOf(event).toEqualTypeOf<CustomEvent<MockReady>>()
      expectTypeOf(event.detail).toEqualTypeOf<{ seed: number; session: string }>()
    })
    // @ts-expect-error the detail has no scenario
    window.addEventListener(mockReadyEvent, (event) => event.detail.scenario)
    expectTypeOf<MockReadiness>().toEqualTypeOf<'starting' | 'ready' | 'failed' | 'stopped'>()
  })

  test("each of the mock's other window events has its detail", () => {
    window.addEventListener(mockRequestEvent, (event) => expectTypeOf(event.detail).toEqualTypeOf<MockRequest>())
    window.addEventListener(mockChangeEvent, (event) => expectTypeOf(event.detail).toEqualTypeOf<MockChange>())
    window.addEventListener(sessionChangeEvent, (event) =>
      expectTypeOf(event.detail).toEqualTypeOf<MockSessionChange>(),
    )
    window.addEventListener(tokenChangeEvent, (event) => expectTypeOf(event.detail).toEqualTypeOf<MockSignIn>())
    window.addEventListener(controlTokenChangeEvent, (event) =>
      expectTypeOf(event.detail).toEqualTypeOf<ControlTokenChange>(),
    )
  })
})
