/**
 * @module Every story of the example Storybook renders against the mock: the
 * addon (`real-estate-service-mock/storybook-addon` in main.ts) adds the
 * loader that resets it before each story and applies `parameters.mock`.
 */
import type { Preview } from '@storybook/html-vite'

const preview: Preview = {
  parameters: {
    // Each story of a Docs page in its own iframe, so each gets its own mock (docs/storybook.md).
    docs: { story: { inline: false, height: '260px' } },
  },
}

export default preview
