/**
 * The addon from the packed package, installed by npm in a scratch React
 * project outside the repository, on Storybook 10 and on Storybook 9, as a
 * user installs it: the name `real-estate-service-mock/storybook-addon` in
 * `.storybook/main.ts` resolves through the package's `exports`, and the built
 * Storybook's toolbar, panel and URL work in Chromium.
 */
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, BrowserContext } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { connectChromium } from '../browser/support/chromium.ts'
import { serveStatic } from '../browser/support/serve-static.ts'
import { packProject } from '../package/pack-project.ts'
import { cleanEnv, runCommand } from '../package/run-command.ts'
import { lockedSpecs, makeScratchFolder, npmInstallFlags } from '../package/scratch-project.ts'
import { putReactStoryInMaintenance, storyHeading } from './support/react-story-in-maintenance.ts'

/** What a React Storybook project has besides Storybook: at the versions of the repository's lockfile (so npm's cache has them). */
const projectTools = ['msw', 'msw-storybook-addon', 'react', 'react-dom', 'typescript', '@types/react']

/**
 * Storybook with its React framework and the Vite it runs on: 10 as the repository has it, and the
 * newest 9 (which supports Vite up to 7).
 */
const legs = [
  { name: 'Storybook 10', specs: lockedSpecs(['storybook', '@storybook/react-vite', 'vite']) },
  { name: 'Storybook 9', specs: ['storybook@9.1.21', '@storybook/react-vite@9.1.21', 'vite@7.3.8'] },
]

const mainConfig = `import type { StorybookConfig } from '@storybook/react-vite'

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../src/*.stories.ts'],
  addons: ['real-estate-service-mock/storybook-addon'],
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
}
export default config
`

let tarball: string
let browser: Browser

beforeAll(async () => {
  tarball = await packProject()
  browser = await connectChromium()
}, 300_000)

afterAll(async () => {
  await browser?.close()
})

describe.each(legs)('$name', ({ specs }) => {
  let project: string
  let server: Awaited<ReturnType<typeof serveStatic>>
  let context: BrowserContext

  beforeAll(async () => {
    project = makeScratchFolder(join(import.meta.dirname, 'react'))
    await runCommand('npm', ['install', ...npmInstallFlags, tarball, ...specs, ...lockedSpecs(projectTools)], project)
    // The React story of the repository's own React Storybook, in a project of its own.
    mkdirSync(join(project, 'src'))
    cpSync(join(project, 'object-name.stories.ts'), join(project, 'src/object-name.stories.ts'))
    rmSync(join(project, 'object-name.stories.ts'))
    writeFileSync(join(project, '.storybook/main.ts'), mainConfig)
    await runCommand('npx', ['msw', 'init', 'public', '--no-save'], project)
    await runCommand(
      'npx',
      ['storybook', 'build', '--quiet', '--disable-telemetry'],
      project,
      cleanEnv({ CI: 'true', STORYBOOK_DISABLE_TELEMETRY: '1' }),
    )
    server = await serveStatic([{ prefix: '/', directory: async () => join(project, 'storybook-static') }])
    context = await browser.newContext({ viewport: { width: 1200, height: 900 } })
    context.setDefaultTimeout(30_000)
  }, 600_000)

  afterAll(async () => {
    await context?.close()
    server?.server.close()
    if (project) rmSync(project, { recursive: true, force: true })
  })

  test("the installed addon's toolbar puts a React story in maintenance, the panel lists its request, a reload keeps it", async () => {
    const page = await putReactStoryInMaintenance(context, server.url)

    await page.reload()
    await expect.poll(() => storyHeading(page).innerText()).toBe('Failed to load: 503')
  }, 90_000)
})
