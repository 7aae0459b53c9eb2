/**
 * @module The `parameters.mock` a story renders with once the toolbar and
 * the panel had their say: the story's own, the toolbar's scenario and
 * latency over them, and the panel's faults and auth over those. The same
 * object is what "copy as a story" gives, so pasting it reproduces the state.
 */
import type { FaultSettings } from '../../../engine/simulation/faults.ts'
import type { LatencySettings } from '../../../engine/simulation/latency.ts'
import type { StoryMockParameters } from '../story-mock-parameters.ts'
import { latencyGlobal, scenarioGlobal } from './addon-channel.ts'

/** The latency the `slow` choice stands for: the `slow` scenario's. */
const slowLatency: LatencySettings = [800, 2500]

/** The panel's changes to one story. */
export type PanelOverrides = { faults?: FaultSettings; auth?: boolean }

/**
 * The latency a toolbar choice stands for: `none` (0), `slow` (0.8 to 2.5 s), or milliseconds;
 * `undefined` for "as the story says" and for anything else, which the toolbar never sets. Milliseconds
 * come as a string from the toolbar, and as a number from a URL's globals.
 * @example
 * latencyOfChoice('1500') // 1500
 */
export function latencyOfChoice(choice: unknown): LatencySettings | undefined {
  if (choice === 'none') return 0
  if (choice === 'slow') return slowLatency
  // Storybook reads digits in the URL's globals as a number.
  const ms = typeof choice === 'number' ? String(choice) : choice
  if (typeof ms === 'string' && /^\d{1,6}$/.test(ms)) return Math.min(Number(ms), 600_000)
  return undefined
}

/**
 * The story's `parameters.mock` with the toolbar's globals and the panel's overrides over it.
 * @example
 * parametersInForce({ seed: 7 }, { mockScenario: 'maintenance' }) // { seed: 7, scenario: 'maintenance' }
 */
export function parametersInForce(
  story: StoryMockParameters | undefined,
  globals: Readonly<Record<string, unknown>> | undefined,
  overrides: PanelOverrides = {},
): StoryMockParameters {
  const parameters: StoryMockParameters = { ...story }
  const scenario = globals?.[scenarioGlobal]
  if (typeof scenario === 'string' && scenario !== '') parameters.scenario = scenario
  const latency = latencyOfChoice(globals?.[latencyGlobal])
  if (latency !== undefined) parameters.latency = latency
  if (overrides.faults !== undefined) parameters.faults = overrides.faults
  if (overrides.auth !== undefined) parameters.auth = overrides.auth
  return parameters
}
