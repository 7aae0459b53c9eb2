import { defineConfig } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './chromium-flags.ts'

export default defineConfig({
  testDir: 'playwright',
  forbidOnly: true,
  workers: 1,
  reporter: 'list',
  use: { launchOptions: { executablePath: chromiumPath, args: chromiumArgs } },
})
