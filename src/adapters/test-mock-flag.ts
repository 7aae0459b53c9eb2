/**
 * @module The sign a test fixture leaves in the page, before any of the app's
 * code runs, that the test's own mock answers the page's requests. An app that
 * starts its in-browser mock in development (`startMock()`) then starts no
 * service worker, which would answer before the test's routes see a request.
 * A global rather than a URL parameter or a cookie: the app's code cannot lose it
 * by navigating, and nothing of it reaches a server.
 */

/** The `window` property the Playwright and Vitest Browser Mode fixtures set. */
const testMockFlag = '__realEstateServiceMockTest__'

/** Run in the page before the app's code (Playwright's `addInitScript`), or in the test frame. */
export const testMockInitScript = `Object.defineProperty(globalThis, ${JSON.stringify(testMockFlag)}, { value: true, configurable: true })`

/** Whether a test's mock is in charge of this page. */
export function isTestMockInCharge(): boolean {
  return (globalThis as Record<string, unknown>)[testMockFlag] === true
}

/** Marks this frame as answered by a test's mock (the Vitest Browser Mode fixture runs in the page itself). */
export function markTestMockInCharge(): void {
  Object.defineProperty(globalThis, testMockFlag, { value: true, configurable: true })
}
