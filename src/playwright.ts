/**
 * @module Entry for Playwright tests: `test` with a `mock` fixture per test,
 * isolated from every other test and worker, and the page's requests routed
 * to it with no service worker (docs/decisions/playwright-fixture.md).
 */
export { test, isRemoteMock, type MockFixtures, type MockWorkerFixtures } from './doors/playwright/mock-test.ts'
export { expect } from '@playwright/test'
export type {
  InProcessMockOptions,
  MockFixtureOptions,
  ServerMockOptions,
} from './doors/playwright/mock-fixture-options.ts'
export type { PactFixtureOptions } from './doors/playwright/pact-fixture-options.ts'
export type { Pact } from './engine/journal/pact-v3.ts'
export type { RemoteMock, RemoteRequestJournal } from './doors/playwright/remote-mock.ts'
export type { Mock } from './doors/create-mock.ts'
export type { MockOptions } from './engine/session/mock-options.ts'
export type { JournalEntry, JournalFilter } from './engine/journal/request-journal.ts'
