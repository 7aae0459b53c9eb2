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
} from './schema/index.ts'
export { defineScenario, type ScenarioDefinition } from './scenarios/define-scenario.ts'
export { builtInScenarioNames, type BuiltInScenarioName } from './scenarios/built-in-scenarios.ts'
export { operationIds, isOperationId, type OperationId } from './core/operations.ts'
export type { LatencySettings, LatencySpec } from './simulation/latency.ts'
export type { Fault, FaultRule, FaultSettings } from './simulation/faults.ts'
export type { MockOptions } from './core/mock-options.ts'
export { createMock, type Mock } from './core/create-mock.ts'
export { createOpenApiDocument } from './openapi/create-openapi-document.ts'
export { wellKnownUsernames } from '../fixtures/index.ts'
