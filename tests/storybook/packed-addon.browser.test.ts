/**
 * The addon from the packed package, installed by npm in a scratch Storybook 10
 * React project outside the repository, as a user installs it: the name
 * `real-estate-service-mock/storybook-addon` in `.storybook/main.ts` resolves
 * through the package's `exports`, and the built Storybook's toolbar, panel and
 * URL work in Chromium.
 */
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, BrowserContext } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createMock } from '../../src/adapters/middleware/create-node-mock.ts'
import { connectChromium } from '../browser/support/chromium.ts'
import { serveStatic } from '../browser/support/serve-static.ts'
import { packProject } from '../package/pack-project.ts'
import { cleanEnv, runCommand } from '../package/run-command.ts'
import { lockedSpecs, makeScratchFolder, npmInstallFlags } from '../package/scratch-project.ts'

/** What a React Storybook project has, at the versions of the repository's lockfile (so npm's cache has them). */
const projectTools = [
  'storybook',
  '@storybook/react-vite',
  'msw',
  'msw-storybook-addon',
  'react',
  'react-dom',
  'vite',
  'typescript',
  '@types/react',
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

let project: string
let server: Awaited<ReturnType<typeof serveStatic>>
let browser: Browser
let context: BrowserContext

beforeAll(async () => {
  const tarball = await packProject()
  project = makeScratchFolder(join(import.meta.dirname, 'react'))
  await runCommand('npm', ['install', ...npmInstallFlags, tarball, ...lockedSpecs(projectTools)], project)
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
  browser = await connectChromium()
  context = await browser.newContext({ viewport: { width: 1200, height: 900 } })
  context.setDefaultTimeout(30_000)
}, 600_000)

afterAll(async () => {
  await context?.close()
  await browser?.close()
  server?.server.close()
  if (project) rmSync(project, { recursive: true, force: true })
})

test("the installed addon's toolbar puts a React story in maintenance, the panel lists its request, a reload keeps it", async () => {
  const name = (await createMock({ seed: 42 }).database()).findRealEstateObject('re-0001')?.name
  const page = await context.newPage()
  await page.goto(`${server.url}/?path=/story/object-name--default`)
  const heading = page.frameLocator('#storybook-preview-iframe').getByRole('heading')
  await expect.poll(() => heading.innerText()).toBe(name)

  await page.getByRole('tab', { name: 'Mock' }).click()
  await page.getByLabel('Mock scenario').selectOption('maintenance')
  await expect.poll(() => heading.innerText()).toBe('Failed to load: 503')
  expect(page.url()).toContain('globals=mockScenario:maintenance')
  await expect
    .poll(() => page.locator('#mock-panel li summary').allInnerTexts())
    .toEqual([expect.stringMatching(/^GET getRealEstateObject · 503 · \d+ ms$/)])

  await page.reload()
  await expect.poll(() => heading.innerText()).toBe('Failed to load: 503')
}, 90_000)
