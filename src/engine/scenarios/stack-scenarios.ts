/**
 * @module Scenarios that stack: `slow,auth` applies `slow`, then `auth`. Data
 * comes from the last one that defines data (and is that scenario's dataset),
 * latency and faults merge with the later one winning per operation, and
 * `auth` and `readOnly` take the value the scenarios set, which must agree.
 */
import { layerFaults } from '../simulation/faults.ts'
import { layerLatency } from '../simulation/latency.ts'
import { MockError } from '../problems/mock-error.ts'
import type { ScenarioDefinition } from './define-scenario.ts'

/** The scenario names a value lists: `'slow,auth'`, `['slow', 'auth']` or `'slow'`, in order, without blanks. */
export function scenarioNames(value: string | readonly string[]): string[] {
  const listed = typeof value === 'string' ? value.split(',') : value.flatMap((name) => name.split(','))
  return listed.map((name) => name.trim()).filter((name) => name !== '')
}

/** Where a stacked scenario's data comes from: the dataset of the last scenario in it that defines data. */
const dataSources = new WeakMap<ScenarioDefinition, string>()

/** The name of the scenario whose data `scenario` reads and writes: its own, or for a stack the last one with data. */
export function dataSourceOf(scenario: ScenarioDefinition): string | undefined {
  return dataSources.get(scenario) ?? (scenario.data ? scenario.name : undefined)
}

/**
 * One scenario that does what `scenarios` do, left to right. Two that set
 * `auth` or `readOnly` to different values can't both hold: a `MockError`
 * (`SCENARIO_CONFLICT`) naming both.
 * @example
 * stackScenarios([slow, auth]) // name 'slow,auth': slow's latency, auth enforced
 */
export function stackScenarios(scenarios: readonly ScenarioDefinition[]): ScenarioDefinition {
  if (scenarios.length === 1) return scenarios[0]!
  const stacked: ScenarioDefinition = {
    name: scenarios.map((scenario) => scenario.name).join(','),
    description: `${scenarios.map((scenario) => scenario.name).join(', then ')}: ${scenarios.map((scenario) => scenario.description).join(' ')}`,
  }
  let dataFrom: ScenarioDefinition | undefined
  for (const [position, scenario] of scenarios.entries()) {
    if (scenario.data) dataFrom = scenario
    if (scenario.latency !== undefined) stacked.latency = layerLatency(stacked.latency, scenario.latency)
    if (scenario.faults !== undefined) stacked.faults = layerFaults(stacked.faults, scenario.faults)
    for (const flag of ['auth', 'readOnly'] as const) {
      const value = scenario[flag]
      if (value === undefined) continue
      const earlier = scenarios.slice(0, position).find((other) => other[flag] !== undefined && other[flag] !== value)
      if (earlier) {
        throw new MockError(
          'SCENARIO_CONFLICT',
          `The scenarios "${earlier.name}" and "${scenario.name}" can't be stacked: "${earlier.name}" sets ${flag} to ${String(earlier[flag])} and "${scenario.name}" to ${String(value)}.`,
        )
      }
      stacked[flag] = value
    }
  }
  if (dataFrom) {
    stacked.data = dataFrom.data
    dataSources.set(stacked, dataSourceOf(dataFrom)!)
  }
  return stacked
}
