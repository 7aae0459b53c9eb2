/**
 * @module Entry for Playwright tests: `test` with a `mock` fixture per test, isolated from every
 * other test and worker, and the page's requests routed to it with no service worker
 * (docs/decisions/playwright-fixture.md).
 */
export { test, isRemoteMock, type MockFixtures } from './adapters/playwright/mock-test.ts'
// Playwright's own `expect`, so that a test file imports `test` and `expect` from one place.
export { expect } from '@playwright/test'
export type { RemoteMock } from './adapters/playwright/remote-mock.ts'
