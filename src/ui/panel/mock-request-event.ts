/**
 * @module The event the in-browser mock fires on `window` for each request it
 * takes and answers, so that the dev panel shows the journal as it grows,
 * without polling. An app may fire it too, after its own requests to a mock
 * the panel cannot see (a server's other clients).
 */

/** Fired on `window` when the mock took a request and when it answered it; `detail` is `{ method, url }`. */
export const mockRequestEvent = 'real-estate-service-mock:request'

export type MockRequest = { method: string; url: string }
