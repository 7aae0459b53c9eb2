/**
 * The addon in a React Storybook (`@storybook/react-vite`), as a React project
 * installs it (tests/storybook/react/.storybook): the toolbar's scenario reaches
 * a React component's own `fetch`, and the panel lists what it asked.
 */
import { execFile } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import type { Browser, BrowserContext } from 'playwright-core'
import { afterAll, beforeAll, test } from 'vitest'
import { built } from '../support/builds/built.ts'
import { connectChromium } from '../browser/support/chromium.ts'
import { serveStatic } from '../browser/support/serve-static.ts'
import { putReactStoryInMaintenance } from './support/react-story-in-maintenance.ts'

const run = promisify(execFile)
const repositoryRoot = new URL('../../', import.meta.url).pathname

let workspace: string
let server: Awaited<ReturnType<typeof serveStatic>>
let browser: Browser
let context: BrowserContext

beforeAll(async () => {
  // The shared Storybook build makes lib/, where the addon's name leads; this one is built after it.
  await built('storybook')
  workspace = await mkdtemp(join(tmpdir(), 'rem-react-addon-'))
  const outputDir = join(workspace, 'storybook-static')
  const cli = createRequire(import.meta.url).resolve('storybook/internal/bin/dispatcher')
  await run(
    process.execPath,
    [
      cli,
      'build',
      '--quiet',
      '--disable-telemetry',
      '--config-dir',
      'tests/storybook/react/.storybook',
      '--output-dir',
      outputDir,
    ],
    {
      cwd: repositoryRoot,
      env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1', CI: 'true' },
      maxBuffer: 64 * 1024 * 1024,
    },
  )
  server = await serveStatic([{ prefix: '/', directory: async () => outputDir }])
  browser = await connectChromium()
  context = await browser.newContext({ viewport: { width: 1200, height: 900 } })
  context.setDefaultTimeout(30_000)
}, 300_000)

afterAll(async () => {
  await context?.close()
  await browser?.close()
  server?.server.close()
  if (workspace) await rm(workspace, { recursive: true, force: true })
})

test("the toolbar's maintenance reaches a React component's fetch, the panel lists it, the URL keeps it", async () => {
  await putReactStoryInMaintenance(context, server.url)
}, 90_000)
