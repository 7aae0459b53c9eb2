/** @module Shared types, schemas and helpers, for any environment. */
export {
  realEstateObjectSchema,
  userAccountSchema,
  accountSettingsSchema,
  accountSettingsUpdateSchema,
  accountSettingsPatchSchema,
  problemSchema,
  permissionNames,
  isPermission,
  roles,
  roleIds,
  isRoleId,
  type RealEstateObject,
  type UserAccount,
  type AccountSettings,
  type AccountSettingsUpdate,
  type AccountSettingsPatch,
  type Problem,
  type FieldError,
  type Permission,
  type RoleId,
} from './model/index.ts'
export { defineScenario, type ScenarioDefinition } from './engine/scenarios/define-scenario.ts'
export { builtInScenarioNames, type BuiltInScenarioName } from './engine/scenarios/built-in-scenarios.ts'
export type { ScenarioName, ScenarioChoice, ScenarioNames } from './engine/scenarios/scenario-name.ts'
export {
  operations,
  operationIds,
  isOperationId,
  operationPath,
  type Operation,
  type OperationId,
  type OperationAnswer,
  type OperationParameters,
} from './model/operations.ts'
export type { LatencySettings, LatencySpec } from './engine/simulation/latency.ts'
export type { Fault, FaultRule, FaultSettings, FaultStatus } from './engine/simulation/faults.ts'
export type { ScheduleEntry } from './engine/scenarios/schedule.ts'
export type { TimelineEntry, ChangeKind } from './engine/session/state-history.ts'
export type { StateFile } from './engine/session/state-file.ts'
export type { SnapshotInfo, SnapshotScope } from './engine/session/session-history.ts'
export type { PatchOperation } from './engine/session/state-diff.ts'
export type { MockOptions } from './engine/session/mock-options.ts'
export type { RealServiceOptions, RouteMode, RouteSettings, RouteTable } from './engine/hybrid/real-service.ts'
export type { Mock, MockControls, MockSession, MockHistory, MockPaths, Recording } from './doors/create-mock.ts'
export type { SessionStart } from './engine/session/session.ts'
export type { SessionInfo } from './engine/session/session-registry.ts'
export { createOpenApiDocument } from './model/create-openapi-document.ts'
export { createPaths, paths, type Paths, type PathOptions } from './model/create-paths.ts'
export { wellKnownUsernames } from '../fixtures/index.ts'
export type { FetchHandler } from './doors/fetch/create-fetch-handler.ts'
export type { Middleware, NextFunction } from './doors/middleware/create-middleware.ts'
export type {
  AnswerSource,
  JournalEntry,
  JournalRecord,
  JournalBody,
  JournalFilter,
  Journal as RequestJournal,
} from './engine/journal/request-journal.ts'
export type { Pact, PactInteraction, PactParties, PactProviderState } from './engine/journal/pact-v3.ts'
// The engine itself, for a door of your own: a plain request in, a plain answer out.
export { createDoorEngine as createEngine, type DoorEngine as Engine } from './engine/create-engine.ts'
export type { EngineRequest, EngineAnswer, AnswerOutcome } from './engine/exchange/engine-types.ts'
export { MockError, type MockErrorCode } from './engine/problems/mock-error.ts'
export { HttpProblem } from './engine/problems/http-problem.ts'
export type {
  OverrideContext,
  OverrideOptions,
  OverrideResolver,
  OverrideResult,
} from './engine/operations/operation-override.ts'
export { sessionHeader, sessionCookie, defaultSessionId, checkSessionId } from './engine/request/session-id.ts'
