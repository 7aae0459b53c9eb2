/**
 * @module The event the dev panel fires when it switches the session, so the
 * page (and the in-browser mock) follow it.
 */

/** Fired on `window` after the panel switched the session; `detail` is `{ session }`, `'default'` for the default session. */
export const sessionChangeEvent = 'real-estate-service-mock:session'

export type MockSessionChange = { session: string }
