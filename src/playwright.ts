/**
 * @module Entry for Playwright tests: `test` with a `mock` fixture per test,
 * isolated from every other test and worker, and the page's requests routed
 * to it with no service worker (docs/decisions/playwright-fixture.md).
 */
export { test, isRemoteMock, type MockFixtures } from './adapters/playwright/mock-test.ts'
export { expect } from '@playwright/test'
export type { InProcessMockOptions, MockFixtureOptions, ServerMockOptions } from './adapters/playwright/mock-fixture-options.ts'
export type { RemoteMock, RemoteRequestJournal } from './adapters/playwright/remote-mock.ts'
export type { Mock } from './adapters/create-mock.ts'
export type { MockOptions } from './engine/mock-options.ts'
export type { JournalEntry, JournalFilter } from './engine/request-journal.ts'
