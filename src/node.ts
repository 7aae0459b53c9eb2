/**
 * @module Entry for Node test runners (Vitest, Jest, Playwright's Node side):
 * `createMock` gives the handlers for msw's `setupServer`.
 */
export { createMock, type Mock, type MockControls, type MockSession } from './adapters/create-mock.ts'
export type { SessionStart } from './engine/mock-state.ts'
export type { SessionInfo } from './engine/sessions/session-registry.ts'
export type { MockOptions } from './engine/mock-options.ts'
export type { RealServiceOptions, RouteMode, RouteSettings, RouteTable } from './engine/real/real-service.ts'
export type { AnswerSource, JournalEntry, JournalRecord, JournalBody, JournalFilter, Journal as RequestJournal } from './engine/request-journal.ts'
export { defineScenario, type ScenarioDefinition } from './engine/scenarios/define-scenario.ts'
export { createPaths, paths, type Paths } from './model/create-paths.ts'
export { HttpProblem } from './engine/http-problem.ts'
export type { OverrideContext, OverrideOptions, OverrideResolver, OverrideResult } from './engine/operations/operation-override.ts'
export type { FetchHandler } from './adapters/fetch/create-fetch-handler.ts'
export type { Middleware, NextFunction } from './adapters/node-http/create-middleware.ts'
export { verifyService, type VerifyOptions, type VerifyReport, type Difference, type DifferenceKind } from './adapters/verify/verify-service.ts'
