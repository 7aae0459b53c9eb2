/** @module The scenarios every mock knows, by the names docs/scenarios.md lists. */
import { defineScenario, type ScenarioDefinition } from './define-scenario.ts'
import { edgeCaseData } from './edge-case-data.ts'

const maintenanceRetryAfterSeconds = 120

export const builtInScenarios = [
  defineScenario({
    name: 'default',
    description: 'The seeded data, no faults, authentication off.',
  }),
  defineScenario({
    name: 'empty',
    description: 'No real estate objects and no accounts; reads of them answer 404. Settings still answer.',
    data: (seeded) => ({ ...seeded, realEstateObjects: [], accounts: [] }),
  }),
  defineScenario({
    name: 'edge-cases',
    description:
      'Long, non-Latin, right-to-left and emoji text, empty lists and dates, extreme numbers, min = max bounds.',
    data: edgeCaseData,
  }),
  defineScenario({
    name: 'slow',
    description: 'Every answer takes 0.8 to 2.5 seconds.',
    latency: [800, 2500],
  }),
  defineScenario({
    name: 'flaky',
    description: 'About 30% of requests fail with 500, 502, 503 or a network error; the rest answer normally.',
    faults: {
      all: {
        rate: 0.3,
        faults: [{ status: 500 }, { status: 502 }, { status: 503, retryAfter: 5 }, 'network-error'],
      },
    },
  }),
  defineScenario({
    name: 'auth',
    description: 'Authentication enforced: requests need a bearer token of a seeded account.',
    auth: true,
  }),
  defineScenario({
    name: 'read-only',
    description: 'Reads work; updating the settings answers 403.',
    readOnly: true,
  }),
  defineScenario({
    name: 'maintenance',
    description: 'Every operation answers 503 with Retry-After.',
    faults: { all: { status: 503, retryAfter: maintenanceRetryAfterSeconds } },
  }),
] as const satisfies readonly ScenarioDefinition[]

export type BuiltInScenarioName = (typeof builtInScenarios)[number]['name']

/**
 * The names of the built-in scenarios, in the order the dev panel lists them.
 *
 * @example
 * ```ts
 * import { builtInScenarioNames } from 'real-estate-service-mock'
 *
 * builtInScenarioNames.includes('slow') // true
 * ```
 */
export const builtInScenarioNames = builtInScenarios.map((scenario) => scenario.name)
