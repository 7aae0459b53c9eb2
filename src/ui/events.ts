/**
 * @module The events the mock fires on `window`, typed in `WindowEventMap`, so
 * that `window.addEventListener('mock:ready', (event) => event.detail.seed)`
 * needs no cast. The readiness event is declared here; the others live with
 * the part that fires them.
 */
import { controlTokenChangeEvent, type ControlTokenChange } from './panel/control-token.ts'
import { mockChangeEvent, type MockChange } from './panel/control-client.ts'
import { mockRequestEvent, type MockRequest } from './panel/mock-request-event.ts'
import { tokenChangeEvent, type MockSignIn } from './panel/auth-token.ts'
import { sessionChangeEvent, type MockSessionChange } from './session/session-change-event.ts'

/**
 * Fired on `window` once the in-browser mock answers: its service worker controls the page and a
 * request through it was answered by the mock. `<html data-mock="ready">` says the same to a page or a
 * test that looks later. `detail` is `{ seed, session }`.
 */
export const mockReadyEvent = 'mock:ready'

export type MockReady = {
  /** The seed of the mock's data. */
  seed: number
  /** The session the page's requests are answered by, `'default'` for the default session. */
  session: string
}

/** What `<html data-mock>` says: starting, answering, failed to start (or to answer), stopped. */
export type MockReadiness = 'starting' | 'ready' | 'failed' | 'stopped'

declare global {
  interface WindowEventMap {
    [mockReadyEvent]: CustomEvent<MockReady>
    [mockRequestEvent]: CustomEvent<MockRequest>
    [mockChangeEvent]: CustomEvent<MockChange>
    [sessionChangeEvent]: CustomEvent<MockSessionChange>
    [tokenChangeEvent]: CustomEvent<MockSignIn>
    [controlTokenChangeEvent]: CustomEvent<ControlTokenChange>
  }
}
