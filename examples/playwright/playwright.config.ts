/**
 * An example Playwright project using `real-estate-service-mock/playwright`,
 * run by the repository's tests with `--workers 4`. The imports of the package
 * resolve to its sources through `tsconfig.json`'s paths, as they would to the
 * installed package in your project.
 */
import { defineConfig } from '@playwright/test'
import type { MockFixtures } from 'real-estate-service-mock/playwright'
import { pact } from './settings-app.ts'

export default defineConfig<MockFixtures>({
  testDir: '.',
  tsconfig: './tsconfig.json',
  // Tests of one file run side by side too: isolation is what the example shows.
  fullyParallel: true,
  forbidOnly: true,
  // Generous limits: they only stop a hung test, and a loaded machine runs four browsers slowly.
  timeout: 60_000,
  expect: { timeout: 20_000 },
  // A standalone server for the tests in server mode, shared by every worker.
  globalSetup: './global-setup.ts',
  use: {
    // One Pact of the whole run; the specs' own mockOptions keep it too.
    mockOptions: { pact },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
  },
})
