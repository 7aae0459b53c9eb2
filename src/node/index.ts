/**
 * @module Entry for Node test runners (Vitest, Jest, Playwright's Node side):
 * `createMock` gives the handlers for msw's `setupServer`.
 */
export { createMock, type Mock } from '../core/create-mock.ts'
export type { MockOptions } from '../core/mock-options.ts'
export type { JournalEntry, JournalFilter, RequestJournal } from '../core/request-journal.ts'
export { defineScenario, type ScenarioDefinition } from '../scenarios/define-scenario.ts'
