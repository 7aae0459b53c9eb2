/**
 * @module The example's Storybook: React with Vite (the app's own
 * vite.config.ts), msw's worker script served next to iframe.html, and no
 * network use of its own.
 */
import type { StorybookConfig } from '@storybook/react-vite'

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../src/**/*.stories.tsx'],
  // msw's worker script, as `npm run dev` serves it.
  staticDirs: ['../public'],
  // Builds and runs offline.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
}

export default config
