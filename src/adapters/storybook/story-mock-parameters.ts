/**
 * @module What a story sets under `parameters.mock`, and the typing that
 * makes Storybook check it.
 */
// Loads Storybook's types, so that the augmentation below has a module to extend.
import type {} from 'storybook/internal/csf'
import type { MockOptions } from '../../engine/session/mock-options.ts'
import type { StoryData } from './apply-story-data.ts'
import type { MockOverrides } from './mock-overrides.ts'

/**
 * The mock a story renders against: the options of `createMock` that make
 * sense per story, and `data`. Every field is optional; a story without
 * `parameters.mock` gets the `default` scenario of the loader's seed.
 * `scenario` names a built-in one (`default`, `empty`, `edge-cases`, `slow`,
 * `flaky`, `auth`, `read-only`, `maintenance`) or one given to the loader;
 * `latency`, `faults` and `auth` override the scenario's for this story; each
 * `seed` gets its own mock, created once and reset before each story. Like
 * any Storybook parameter it merges from preview to component to story.
 * @example
 * export const Maintenance = { parameters: { mock: { scenario: 'maintenance' } } }
 * export const OtherData = { parameters: { mock: { seed: 7 } } }
 * export const LongName = {
 *   parameters: { mock: { data: { realEstateObjects: { 're-0001': { name: 'A name long enough to wrap twice' } } } } },
 * }
 */
export type StoryMockParameters = Pick<MockOptions, 'scenario' | 'seed' | 'latency' | 'faults' | 'auth'> & {
  /** Changes to the seeded data of the story's scenario, for this story only. */
  data?: StoryData
  /**
   * @deprecated Use `data`, with `realEstateObjects` keyed by id (`{ 're-0001': { … } }`) instead of a list.
   * Still applied, after `data`, for one minor version.
   */
  overrides?: MockOverrides
}

declare module 'storybook/internal/csf' {
  interface Parameters {
    mock?: StoryMockParameters
  }
}
