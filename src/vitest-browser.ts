/**
 * @module Entry for component tests in Vitest's Browser Mode: `test` with a `mock` fixture per
 * test, the test frame's requests answered by it with no service worker
 * (docs/decisions/vitest-browser-fixture.md). Importing it anywhere else throws.
 */
// Also exported by /playwright, under the same name on purpose: each is its runner's own `test`, extended
// with the same `mock` and `mockOptions`, and a test file imports it in place of its runner's.
export { test } from './adapters/vitest-browser/mock-test.ts'
