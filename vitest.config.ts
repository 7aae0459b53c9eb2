import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'tests/**/*.test.ts'],
    // Type-level tests (tests/types/*.test-d.ts) run with tsc, as part of `npm test`.
    typecheck: { enabled: true, include: ['tests/types/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
    // For every suite, sized for the browser suites, whose hooks launch Chromium and wait for the site's
    // first build. A limit only stops a hung test; it measures nothing.
    testTimeout: 20_000,
    hookTimeout: 120_000,
    // Builds the simulator site once for all browser suites, on their first request only.
    globalSetup: ['tests/browser/support/global-setup.ts'],
  },
})
