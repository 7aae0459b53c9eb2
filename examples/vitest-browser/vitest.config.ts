import react from '@vitejs/plugin-react'
import { playwright } from '@vitest/browser-playwright'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  plugins: [react()],
  // This repository's sources in place of the installed package (tsconfig.json's `paths`); harmless in yours.
  resolve: { tsconfigPaths: true },
  test: {
    include: ['tests/**/*.test.tsx'],
    // Two files at once, each in a page of its own, where Vitest would take one on a 2-core machine (CPUs − 1).
    maxWorkers: 2,
    browser: {
      enabled: true,
      headless: true,
      // A screenshot per failure would be written beside the tests.
      screenshotFailures: false,
      provider: playwright({
        // Debian's Chromium; delete `executablePath` to use the browser `npx playwright install chromium` fetched.
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
})
