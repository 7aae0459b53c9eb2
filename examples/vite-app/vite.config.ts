import { defineConfig } from 'vite'
import { realEstateServiceMock } from 'real-estate-service-mock/vite'

// Two ways to run the mock in development:
// - `npm run dev`: in the page, through msw's service worker (public/ holds its script);
// - `npm run dev:plugin` (`vite --mode plugin`): served by the Vite dev server itself, no worker at all.
export default defineConfig(({ command, mode }) => ({
  // public/ holds only the worker script: served in worker mode, left out of plugin mode and production builds.
  publicDir: command === 'serve' && mode !== 'plugin' ? 'public' : false,
  plugins: mode === 'plugin' ? [realEstateServiceMock({ seed: 42 })] : [],
}))
