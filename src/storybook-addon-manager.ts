/**
 * @module The manager side of the Storybook addon `real-estate-service-mock/storybook-addon`: the
 * toolbar (scenario and latency for every story) and the "Mock" panel. Storybook loads it for you
 * when `.storybook/main.ts` lists the addon. See docs/storybook.md.
 */
import { registerAddon } from './adapters/storybook/addon/register-addon.ts'

registerAddon()
