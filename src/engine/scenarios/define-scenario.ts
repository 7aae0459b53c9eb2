/**
 * @module A scenario: a named bundle of data and behaviour. Built-in ones
 * and users' own are made with the same helper.
 */
import type { SeedData } from '../../data/seed-data.ts'
import type { FaultSettings } from '../simulation/faults.ts'
import type { LatencySettings } from '../simulation/latency.ts'

/** A scenario of your own, as `defineScenario` takes it: a name, a description, and what it changes (the data, latency, faults, auth). */
export type ScenarioDefinition = {
  /** How the scenario is chosen: in code, the `X-Mock-Scenario` header, the control API, and `?scenario=` in the browser. */
  name: string
  /** One sentence for listings and the dev panel. */
  description: string
  /** Turns the seeded data into this scenario's data. Absent: the seeded data itself. */
  data?: (seeded: SeedData, context: { seed: number }) => SeedData
  latency?: LatencySettings
  faults?: FaultSettings
  /** Enforce the simulated authentication. */
  auth?: boolean
  /** Refuse updates with `403`. */
  readOnly?: boolean
}

/**
 * Declares a scenario, checked by the type system.
 * @example
 * const oneObject = defineScenario({
 *   name: 'one-object',
 *   description: 'A single real estate object',
 *   data: (seeded) => ({ ...seeded, realEstateObjects: seeded.realEstateObjects.slice(0, 1) }),
 * })
 * createMock({ scenarios: [oneObject], scenario: 'one-object' })
 */
export function defineScenario<const Definition extends ScenarioDefinition>(
  // Unknown keys (a misspelled `readonly`) are errors: they would silently do nothing.
  definition: Definition & Record<Exclude<keyof Definition, keyof ScenarioDefinition>, never>,
): Definition {
  if (!/^[a-z0-9][a-z0-9-]*$/.test(definition.name)) {
    throw new TypeError(
      `Failed to define the scenario "${definition.name}": its name must be lowercase letters, digits and dashes. Please rename it.`,
    )
  }
  return definition
}
