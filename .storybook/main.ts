/**
 * @module The example Storybook: the stories of this repository, with the
 * worker script served from public/ and no network use of its own.
 */
import type { StorybookConfig } from '@storybook/html-vite'

const config: StorybookConfig = {
  framework: {
    name: '@storybook/html-vite',
    // Its own Vite config, so the simulator page's config (base path, pages) never reaches Storybook.
    options: { builder: { viteConfigPath: '.storybook/vite.config.ts' } },
  },
  stories: ['../stories/*.stories.ts'],
  // The mock's addon as users install it, through the package's own exports (lib/, built by `npm run build-storybook`).
  addons: ['@storybook/addon-docs', 'real-estate-service-mock/storybook-addon'],
  // msw's worker script must be served next to iframe.html.
  staticDirs: ['../public'],
  // The Storybook must build and run offline.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
}

export default config
