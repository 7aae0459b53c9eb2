/**
 * A Playwright project of one spec, run by ../override-server-mode.browser.test.ts: the `mock` fixture in
 * server mode, against a standalone server its global setup starts.
 */
import { defineConfig } from '@playwright/test'
import type { MockFixtures } from '../../../src/playwright.ts'
import { chromiumArgs, chromiumPath } from '../../browser/support/chromium-flags.ts'

export default defineConfig<MockFixtures>({
  testDir: '.',
  forbidOnly: true,
  // Generous limits: they only stop a hung test on a loaded machine.
  timeout: 60_000,
  expect: { timeout: 20_000 },
  globalSetup: './global-setup.ts',
  use: { launchOptions: { executablePath: chromiumPath, args: [...chromiumArgs] } },
})
