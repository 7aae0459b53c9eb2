/**
 * @module The check that the Vitest Browser Mode fixture runs where it can:
 * in a test frame of Vitest's Browser Mode. Elsewhere (Node, jsdom, a page
 * outside Vitest) its import fails at once with what to use instead, rather
 * than with an interceptor that patches a `fetch` no component calls.
 */
import { logPrefix } from '../../engine/problems/log.ts'

/**
 * Throws unless this code runs in a test frame of Vitest's Browser Mode. Vitest sets
 * `__vitest_browser__` in that frame before it imports a test file; `vitest/browser` tells the same,
 * but by throwing its own message on import, which would hide ours.
 * @example
 * assertBrowserMode() // at the top of the fixture's module
 */
export function assertBrowserMode(scope: object = globalThis): void {
  if ((scope as Record<string, unknown>).__vitest_browser__ === true) return
  const where =
    'process' in scope && typeof (scope as { window?: unknown }).window === 'undefined' ? 'in Node' : 'outside it'
  throw new Error(
    `${logPrefix} Failed to load real-estate-service-mock/vitest-browser: it runs in Vitest's Browser Mode only, and this test runs ${where}. Please use setupServer(...mock.handlers) from real-estate-service-mock/node.`,
  )
}
