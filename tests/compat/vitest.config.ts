/**
 * The compatibility matrix (`npm run test:compat`): apart from the repo's suites, as each leg installs
 * a whole consumer project and runs its tools, for minutes, one leg after another.
 */
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['tests/compat/matrix.compat.ts'],
    reporters: ['default', './tests/compat/matrix-reporter.ts'],
    // Limits that only stop a hang: an install from a cold npm cache, a Storybook build and Chromium on two cores.
    hookTimeout: 900_000,
    testTimeout: 300_000,
  },
})
