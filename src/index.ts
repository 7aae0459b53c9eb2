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
export type { LatencySettings, LatencySpec } from './engine/behaviour/latency.ts'
export type { Fault, FaultRule, FaultSettings, FaultStatus } from './engine/behaviour/faults.ts'
export type { ScheduleEntry } from './engine/behaviour/schedule.ts'
export type { TimelineEntry, ChangeKind } from './engine/history/state-history.ts'
export type { StateFile } from './engine/history/state-file.ts'
export type { SnapshotInfo, SnapshotScope } from './engine/mock-state.ts'
export type { PatchOperation } from './engine/history/state-diff.ts'
export type { MockOptions } from './engine/mock-options.ts'
export type { RealServiceOptions, RouteMode, RouteSettings, RouteTable } from './engine/real/real-service.ts'
export { createMock, type Mock, type MockControls, type MockSession } from './adapters/create-mock.ts'
export type { SessionStart } from './engine/mock-state.ts'
export type { SessionInfo } from './engine/sessions/session-registry.ts'
export { createOpenApiDocument } from './model/create-openapi-document.ts'
export { createPaths, paths, type Paths, type PathOptions } from './model/create-paths.ts'
export { wellKnownUsernames } from '../fixtures/index.ts'
export type { FetchHandler } from './adapters/fetch/create-fetch-handler.ts'
export type { Middleware, NextFunction } from './adapters/node-http/create-middleware.ts'
export type { AnswerSource, JournalEntry, JournalRecord, JournalBody, JournalFilter, Journal as RequestJournal } from './engine/request-journal.ts'
// The engine itself, for a door of your own: a plain request in, a plain answer out.
export { createEngine, type Engine } from './engine/create-engine.ts'
export type { EngineRequest, EngineAnswer, AnswerOutcome } from './engine/engine-types.ts'
export { MockError, type MockErrorCode } from './engine/mock-error.ts'
export { HttpProblem } from './engine/http-problem.ts'
export type { OverrideContext, OverrideOptions, OverrideResolver, OverrideResult } from './engine/operations/operation-override.ts'
export { sessionHeader, sessionCookie, defaultSessionId, checkSessionId } from './engine/sessions/session-id.ts'
