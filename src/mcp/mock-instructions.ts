/**
 * @module What the MCP server tells a model that has never seen the service:
 * what the mock is, its scenarios and well-known records, and how the tools
 * fit together. Read from the same lists the mock serves, so it stays true.
 */
import { wellKnownRealEstateObjects, wellKnownUsernames } from '../../fixtures/index.ts'
import { builtInScenarios } from '../engine/scenarios/built-in-scenarios.ts'

/** The server's `instructions`, shown to the model when it connects. */
export const mockInstructions = [
  'This server drives a mock of the "Real Estate and Account Service", which a frontend app under development calls instead of the real service. It has four operations: getRealEstateObject (GET /{svc}/v1/RealEstateService/RealEstateObjects/{id}), getAccountSettings (GET /{svc}/v1/AccountService), updateAccountSettings (PATCH /{svc}/v1/AccountService) and getAccount (GET /{svc}/v1/AccountService/Accounts/{username}); {svc} is "svc" unless the mock was started with another. Errors are application/problem+json.',
  `Scenarios change what the app meets: ${builtInScenarios.map(({ name, description }) => `"${name}" (${description})`).join('; ')}. Use use_scenario to show the app one, and reset to go back to the start.`,
  `Well-known records exist under every seed: the real estate objects ${wellKnownRealEstateObjects.map(({ id }) => `"${id}"`).join(', ')}; the accounts "${wellKnownUsernames.administrator}" (administrator: may update the settings), "${wellKnownUsernames.agent}" (agent), "${wellKnownUsernames.viewer}" (viewer: reads only) and "${wellKnownUsernames.disabled}" (disabled: 403 once authentication is on). Faker makes the rest; the resources tool lists them all.`,
  'call_operation sends a request as the app would; query_journal and requests_filter show what the app sent and what it got. Every tool takes an optional "session": the mock keeps separate state per session (the X-Mock-Session header), so parallel test runs do not cross; without it, the default session, which an app sending no header uses.',
].join('\n\n')
