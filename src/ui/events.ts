/**
 * @module Every event the mock's pages fire on `window`, named and typed in one
 * place: `window.addEventListener(mockChangeEvent, (event) => event.detail.kind)`
 * is typed through `WindowEventMap`.
 */

/**
 * Fired after the panel changed the mock (scenario, latency, faults, auth, reset), so pages can reload data.
 *
 * @example
 * ```ts
 * import { mockChangeEvent } from 'real-estate-service-mock/browser'
 *
 * window.addEventListener(mockChangeEvent, () => location.reload())
 * ```
 */
export const mockChangeEvent = 'real-estate-service-mock:change'
/** `history`: an undo, a snapshot taken or restored, a version gone back to; `sync`: another tab's change arrived. */
export type MockChange = {
  kind: 'scenario' | 'latency' | 'faults' | 'auth' | 'routes' | 'reset' | 'session' | 'history' | 'sync'
}

/**
 * Fired when the in-browser mock took a request and when it answered it, so that the dev panel shows the
 * journal as it grows, without polling. An app may fire it too, after its own requests to a mock the panel
 * cannot see (a server's other clients).
 *
 * @example
 * ```ts
 * import { mockRequestEvent } from 'real-estate-service-mock/browser'
 *
 * window.addEventListener(mockRequestEvent, (event) => console.log(event.detail.method, event.detail.url))
 * ```
 */
export const mockRequestEvent = 'real-estate-service-mock:request'
export type MockRequest = { method: string; url: string }

/**
 * Fired after the panel switched the session; `detail.session` is `'default'` for the default session.
 *
 * @example
 * ```ts
 * import { sessionChangeEvent } from 'real-estate-service-mock/browser'
 *
 * window.addEventListener(sessionChangeEvent, (event) => console.log('now answered by', event.detail.session))
 * ```
 */
export const sessionChangeEvent = 'real-estate-service-mock:session'
export type MockSessionChange = { session: string }

/**
 * Fired when the control token changes; `detail.token` is null after it was forgotten.
 *
 * @example
 * ```ts
 * import { controlTokenChangeEvent } from 'real-estate-service-mock/browser'
 *
 * window.addEventListener(controlTokenChangeEvent, (event) => console.log(event.detail.token === null ? 'forgotten' : 'set'))
 * ```
 */
export const controlTokenChangeEvent = 'real-estate-service-mock:control-token'
export type ControlTokenChange = { token: string | null }

/**
 * Fired when the panel's "sign in as" token changes; both null after signing out.
 *
 * @example
 * ```ts
 * import { tokenChangeEvent } from 'real-estate-service-mock/browser'
 *
 * window.addEventListener(tokenChangeEvent, (event) => console.log('signed in:', event.detail.token !== null))
 * ```
 */
export const tokenChangeEvent = 'real-estate-service-mock:token'
export type MockSignIn = { token: string | null; username: string | null }

/**
 * Fired once the in-browser mock answers: its service worker controls the page and a request through it
 * was answered by the mock. `<html data-mock="ready">` says the same to a page or a test that looks later.
 *
 * @example
 * ```ts
 * import { mockReadyEvent } from 'real-estate-service-mock/browser'
 *
 * window.addEventListener(mockReadyEvent, () => console.log('the mock answers'), { once: true })
 * ```
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
    'real-estate-service-mock:change': CustomEvent<MockChange>
    'real-estate-service-mock:request': CustomEvent<MockRequest>
    'real-estate-service-mock:session': CustomEvent<MockSessionChange>
    'real-estate-service-mock:control-token': CustomEvent<ControlTokenChange>
    'real-estate-service-mock:token': CustomEvent<MockSignIn>
    'mock:ready': CustomEvent<MockReady>
  }
}
