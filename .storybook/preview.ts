/**
 * @module Every story of the example Storybook renders against the mock:
 * `mockLoader` resets it before each story and applies `parameters.mock`.
 */
import type { Preview } from '@storybook/html-vite'
import { mockLoader } from '../src/storybook.ts'

const preview: Preview = {
  loaders: [mockLoader()],
  parameters: {
    // Each story of a Docs page in its own iframe, so each gets its own mock (docs/storybook.md).
    docs: { story: { inline: false, height: '260px' } },
  },
}

export default preview
