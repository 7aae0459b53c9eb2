/**
 * @module The example's Playwright tests: the app under `vite` dev, as
 * `npm run dev` serves it, driven with the package's fixture, in Debian's
 * Chromium.
 */
import { defineConfig } from '@playwright/test'
import type { MockFixtures } from 'real-estate-service-mock/playwright'

// `npm run dev`'s port; the repository's test of this example picks a free one.
const port = Number(process.env.PORT ?? 5173)
const baseURL = `http://127.0.0.1:${port}`

export default defineConfig<MockFixtures>({
  testDir: 'e2e',
  // This repository's sources in place of the installed package (its `paths`); harmless in yours.
  tsconfig: './tsconfig.json',
  forbidOnly: true,
  // Generous limits: they only stop a hung test on a loaded machine.
  timeout: 60_000,
  expect: { timeout: 20_000 },
  webServer: { command: `npm run dev -- --host 127.0.0.1 --port ${port} --strictPort`, url: baseURL },
  use: {
    baseURL,
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
  },
})
