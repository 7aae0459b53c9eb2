/**
 * @module What a story sets under `parameters.mock`, and the typing that
 * makes Storybook check it.
 */
// Loads Storybook's types, so that the augmentation below has a module to extend.
import type {} from 'storybook/internal/csf'
import type { FaultSettings } from '../../engine/behaviour/faults.ts'
import type { LatencySettings } from '../../engine/behaviour/latency.ts'
import type { MockOverrides } from './mock-overrides.ts'

/**
 * The mock a story renders against. Every field is optional; a story without
 * `parameters.mock` gets the `default` scenario of the loader's seed. Like
 * any Storybook parameter it merges from preview to component to story.
 * @example
 * export const Maintenance = { parameters: { mock: { scenario: 'maintenance' } } }
 * export const OtherData = { parameters: { mock: { seed: 7 } } }
 * export const LongName = {
 *   parameters: { mock: { overrides: { realEstateObjects: [{ id: 're-0001', name: 'A name long enough to wrap twice' }] } } },
 * }
 */
export type StoryMockParameters = {
  /** A built-in scenario (`default`, `empty`, `edge-cases`, `slow`, `flaky`, `auth`, `read-only`, `maintenance`) or one given to the loader. */
  scenario?: string
  /** Another dataset; each seed gets its own mock, created once and reset before each story. */
  seed?: number
  /** Changes to the seeded data of the story's scenario, for this story only. */
  overrides?: MockOverrides
  /** Response time for this story; overrides the scenario's. */
  latency?: LatencySettings
  /** Injected failures for this story; per operation, they override the scenario's. */
  faults?: FaultSettings
  /** Enforce the simulated authentication for this story; overrides the scenario. */
  auth?: boolean
}

declare module 'storybook/internal/csf' {
  interface Parameters {
    mock?: StoryMockParameters
  }
}
