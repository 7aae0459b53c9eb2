import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'tests/**/*.test.ts'],
    // Browser suites start Chromium and build pages; they get more time, never a timing assertion.
    testTimeout: 20_000,
    hookTimeout: 120_000,
    // Builds the simulator site once for all browser suites, on their first request only.
    globalSetup: ['tests/browser/support/global-setup.ts'],
  },
})
