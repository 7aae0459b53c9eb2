/**
 * @module The example's Vitest: component tests in Node under jsdom (msw's
 * `setupServer` with the mock's handlers), and in Chromium through Vitest's
 * Browser Mode (the package's fixture). `npx vitest run` runs both;
 * `--project jsdom` or `--project browser` one.
 */
// #region config
import react from '@vitejs/plugin-react'
import { playwright } from '@vitest/browser-playwright'
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'
// #endregion config

// #region jsdom
const jsdom = {
  extends: true,
  test: {
    name: 'jsdom',
    include: ['tests/**/*.test.tsx'],
    exclude: ['tests/**/*.browser.test.tsx'],
    environment: 'jsdom',
    // msw's server, listening before each file's tests.
    setupFiles: ['tests/setup-mock-server.ts'],
  },
} satisfies TestProjectInlineConfiguration
// #endregion jsdom

// #region browser
const browser = {
  extends: true,
  test: {
    name: 'browser',
    include: ['tests/**/*.browser.test.tsx'],
    browser: {
      enabled: true,
      headless: true,
      // A screenshot per failure would be written beside the tests.
      screenshotFailures: false,
      provider: playwright({
        // Debian's Chromium; delete `launchOptions` to use the one `npx playwright install chromium` fetched.
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            '--headless',
            '--no-sandbox',
            '--disable-gpu',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
} satisfies TestProjectInlineConfiguration
// #endregion browser

// #region config

export default defineConfig({
  plugins: [react()],
  // This repository's sources in place of the installed package (tsconfig.json's `paths`); harmless in yours.
  resolve: { tsconfigPaths: true },
  test: { projects: [jsdom, browser] },
})
// #endregion config
