/**
 * @module The preview side of the Storybook addon `real-estate-service-mock/storybook-addon`:
 * `mockLoader()` for every story, and the globals its toolbar keeps in the URL (`mockScenario`,
 * `mockLatency`). Storybook loads it for you when `.storybook/main.ts` lists the addon. See docs/storybook.md.
 */
import type { GlobalTypes, LoaderFunction, Renderer } from 'storybook/internal/csf'
import { mockLoader } from './adapters/storybook/mock-loader.ts'
import { latencyGlobal, scenarioGlobal } from './adapters/storybook/addon/addon-channel.ts'

/**
 * The mock for every story; a `mockLoader(options)` in the project's own preview takes over from it.
 * Storybook adds it when `.storybook/main.ts` lists the addon.
 * @example
 * // .storybook/main.ts
 * export default {
 *   framework: '@storybook/react-vite',
 *   stories: ['../src/**\/*.stories.tsx'],
 *   addons: ['real-estate-service-mock/storybook-addon'],
 * }
 */
export const loaders: LoaderFunction<Renderer>[] = [mockLoader()]

/**
 * The toolbar's choices: the addon draws them itself, with the project's own scenarios.
 * @example
 * // A link to a story in the maintenance scenario with a latency of 1 s:
 * // http://localhost:6006/?path=/story/settings--default&globals=mockScenario:maintenance;mockLatency:1000
 */
export const globalTypes: GlobalTypes = {
  [scenarioGlobal]: { description: "The mock's scenario for every story; empty: as the story says" },
  [latencyGlobal]: {
    description: "The mock's latency for every story: none, slow or milliseconds; empty: as the story says",
  },
}

/**
 * Both globals empty at start: each story shows what its own `parameters.mock` says until the toolbar is used.
 * @example
 * // .storybook/preview.ts: every story in the slow scenario unless the toolbar says otherwise
 * export default { initialGlobals: { mockScenario: 'slow' } }
 */
export const initialGlobals: Record<string, string> = { [scenarioGlobal]: '', [latencyGlobal]: '' }
