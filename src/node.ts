/**
 * @module Entry for Node test runners (Vitest, Jest, Playwright's Node side):
 * `createMock` gives the handlers for msw's `setupServer`.
 */
export { createMock } from './doors/middleware/create-node-mock.ts'
export type { Mock, MockControls, MockSession, MockHistory, MockPaths, Recording } from './doors/create-mock.ts'
export type { SessionStart } from './engine/session/session.ts'
export type { SessionInfo } from './engine/session/session-registry.ts'
export type { MockOptions } from './engine/session/mock-options.ts'
export type { RealServiceOptions, RouteMode, RouteSettings, RouteTable } from './engine/hybrid/real-service.ts'
export type {
  AnswerSource,
  JournalEntry,
  JournalRecord,
  JournalBody,
  JournalFilter,
  Journal as RequestJournal,
} from './engine/journal/request-journal.ts'
export type { Pact, PactInteraction, PactParties, PactProviderState } from './engine/journal/pact-v3.ts'
export { defineScenario, type ScenarioDefinition } from './engine/scenarios/define-scenario.ts'
export { createPaths, paths, type Paths } from './model/create-paths.ts'
export { HttpProblem } from './engine/problems/http-problem.ts'
export type {
  OverrideContext,
  OverrideOptions,
  OverrideResolver,
  OverrideResult,
} from './engine/operations/operation-override.ts'
export type { FetchHandler } from './doors/fetch/create-fetch-handler.ts'
export type { Middleware, NextFunction } from './doors/middleware/create-middleware.ts'
export {
  verifyService,
  type VerifyOptions,
  type VerifyReport,
  type Difference,
  type DifferenceKind,
} from './cli/verify-service.ts'
