/**
 * @module The main entry, for any environment: the service's types and schemas, the mock's own
 * types, scenarios, paths and errors. Each name is exported by one entry only: a type shared by the
 * adapters lives here, and each environment's entry adds what only its adapter has
 * (docs/decisions/public-names.md).
 */

// The service: its records, their schemas, the roles and the operation table.
export {
  realEstateObjectSchema,
  userAccountSchema,
  accountSettingsSchema,
  accountSettingsUpdateSchema,
  accountSettingsPatchSchema,
  problemSchema,
  permissionNames,
  roles,
  type RealEstateObject,
  type UserAccount,
  type AccountSettings,
  type AccountSettingsUpdate,
  type AccountSettingsPatch,
  type Problem,
} from './model/index.ts'
export { operations, type OperationId } from './model/operations.ts'
export { createOpenApiDocument } from './model/create-openapi-document.ts'
export { createPaths, paths } from './model/create-paths.ts'
export { wellKnownUsernames } from '../fixtures/index.ts'

// The mock, whichever adapter made it (`createMock` comes from /node or /browser).
export type { Mock, MockSession } from './adapters/create-mock.ts'
export type { MockOptions } from './engine/session/mock-options.ts'
export type { JournalEntry } from './engine/journal/request-journal.ts'
export type { OverrideResolver } from './engine/operations/operation-override.ts'
export { MockError } from './engine/problems/mock-error.ts'
export { HttpProblem } from './engine/problems/http-problem.ts'

// Scenarios and the settings a test keeps in a constant of its own.
export { defineScenario, type ScenarioDefinition } from './engine/scenarios/define-scenario.ts'
export { builtInScenarioNames } from './engine/scenarios/built-in-scenarios.ts'
// ScenarioNames is the interface users augment to register their own scenarios' names.
export type { ScenarioName, ScenarioNames } from './engine/scenarios/scenario-name.ts'
export type { LatencySettings } from './engine/simulation/latency.ts'
export type { FaultSettings } from './engine/simulation/faults.ts'

// The engine itself, for an adapter of your own: a plain request in, a plain answer out.
export { createEngine, type Engine } from './engine/create-engine.ts'
export type { EngineRequest, EngineAnswer } from './engine/exchange/engine-types.ts'
