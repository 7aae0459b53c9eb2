/**
 * @module Every story renders against the mock: `mockLoader` resets it before
 * each story and applies the story's `parameters.mock`; each render gets a
 * query cache of its own, so no story shows what the one before it fetched.
 */
import type { Preview } from '@storybook/react-vite'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { mockLoader } from 'real-estate-service-mock/storybook'

const preview: Preview = {
  loaders: [
    mockLoader({ seed: 42 }),
    // A new cache for every render of a story: loaders run before each one. No retries, as in the app.
    async () => ({ queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }) }),
  ],
  decorators: [
    (Story, { loaded }) => (
      <QueryClientProvider client={loaded.queryClient as QueryClient}>
        <Story />
      </QueryClientProvider>
    ),
  ],
  // Each story of a Docs page in its own iframe, so each gets its own mock (docs/storybook.md, "Docs pages").
  parameters: { docs: { story: { inline: false, height: '320px' } } },
}

export default preview
