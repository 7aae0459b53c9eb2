import type { StorybookConfig } from '@storybook/html-vite'

const config: StorybookConfig = {
  framework: '@storybook/html-vite',
  stories: ['../stories/*.stories.ts'],
  // Where `msw init storybook-public` wrote msw's worker script, served next to iframe.html.
  staticDirs: ['../storybook-public'],
  // The build must run offline.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
}

export default config
