/**
 * @module What the MCP server tells a model that has never seen the service:
 * what the mock is, its scenarios and well-known records, and how the tools
 * fit together. Read from the same lists the mock serves, so it stays true;
 * under 2,000 characters, as it sits in the model's context on every turn.
 */
import { wellKnownRealEstateObjects, wellKnownUsernames } from '../../fixtures/index.ts'
import { builtInScenarios } from '../engine/scenarios/built-in-scenarios.ts'

/** The server's `instructions`, shown to the model when it connects. */
export const mockInstructions = [
  'This server drives a mock of the "Real Estate and Account Service", which a frontend app under development calls instead of the real service: getRealEstateObject (GET /{svc}/v1/RealEstateService/RealEstateObjects/{id}), getAccountSettings and updateAccountSettings (GET and PATCH /{svc}/v1/AccountService), getAccount (GET /{svc}/v1/AccountService/Accounts/{username}); {svc} is "svc" unless the mock was started with another. Errors are application/problem+json.',
  `Scenarios: ${builtInScenarios.map(({ name, description }) => `"${name}" (${description})`).join('; ')}.`,
  `Records under every seed: objects ${wellKnownRealEstateObjects.map(({ id }) => `"${id}"`).join(', ')}; accounts "${wellKnownUsernames.administrator}" (may update the settings), "${wellKnownUsernames.agent}", "${wellKnownUsernames.viewer}" (reads only), "${wellKnownUsernames.disabled}" (403 once auth is on). service lists the rest.`,
  'simulate sets what the app meets; override answers one operation your way; call_operation sends a request as the app would; journal shows what the app sent; reset starts over; history snapshots and undoes. Every tool takes "session": the mock keeps state per session (the app\'s X-Mock-Session header); without it, the default one.',
].join('\n\n')
