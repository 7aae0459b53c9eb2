/**
 * @module A React Storybook with the addon, as a React project sets it up: the
 * addon by its package name, msw's worker script served next to iframe.html.
 * Built by tests/storybook/react-addon.browser.test.ts.
 */
import type { StorybookConfig } from '@storybook/react-vite'

const config: StorybookConfig = {
  framework: {
    name: '@storybook/react-vite',
    // The example Storybook's empty Vite config, so the simulator page's config never reaches this one.
    options: { builder: { viteConfigPath: '.storybook/vite.config.ts' } },
  },
  stories: ['../*.stories.ts'],
  addons: ['real-estate-service-mock/storybook-addon'],
  staticDirs: ['../../../../public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
}

export default config
