/**
 * The React example's Storybook (examples/react-app/.storybook), built as
 * `npx storybook build` builds it there, and its stories opened in Chromium:
 * each renders the app against the mock its `parameters.mock` names (a
 * scenario, a seed, data of its own), through msw's worker and
 * `mockLoader`.
 */
import { createRequire } from 'node:module'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createMock } from '../../src/adapters/middleware/create-node-mock.ts'
import { connectChromium } from '../browser/support/chromium.ts'
import { serveStatic } from '../browser/support/serve-static.ts'
import { renderStory, storyUrl } from '../storybook/support/story-urls.ts'
import { cleanEnv, runCommand } from '../package/run-command.ts'

const example = fileURLToPath(new URL('../../examples/react-app', import.meta.url))
const storybookCli = createRequire(import.meta.url).resolve('storybook/internal/bin/dispatcher')

let workspace: string
let server: Awaited<ReturnType<typeof serveStatic>>
let browser: Browser
let page: Page
const pageErrors: string[] = []

beforeAll(async () => {
  workspace = await mkdtemp(join(tmpdir(), 'rem-react-storybook-'))
  const outputDir = join(workspace, 'storybook-static')
  // In the example's folder, so Storybook reads its .storybook/ and its vite.config.ts.
  await runCommand(
    process.execPath,
    [storybookCli, 'build', '--quiet', '--disable-telemetry', '--output-dir', outputDir],
    example,
    cleanEnv({ STORYBOOK_DISABLE_TELEMETRY: '1', CI: 'true' }),
  )
  server = await serveStatic([{ prefix: '/', directory: async () => outputDir }])
  browser = await connectChromium()
  const context = await browser.newContext()
  context.setDefaultTimeout(30_000)
  page = await context.newPage()
  page.on('pageerror', (error) => pageErrors.push(error.message))
  await page.goto(storyUrl(server.url, 'app--default'))
}, 300_000)

afterAll(async () => {
  await browser?.close()
  server?.server.close()
  if (workspace) await rm(workspace, { recursive: true, force: true })
})

const nameOf = async (seed: number, id: string) =>
  (await createMock({ seed }).database()).findRealEstateObject(id)?.name

// One preview page, the stories switched in it as Storybook's sidebar does: each story's mock is reset
// and set up by the loader, and its query cache is new, so nothing of the story before shows.
describe("the React example's stories, one after the other in one preview", { timeout: 90_000 }, () => {
  test("Default: the seed's object and settings", async () => {
    await page.getByRole('heading', { name: 'Harbor View Loft' }).waitFor()
    expect(await page.getByTestId('permissions').textContent()).toContain('manage_accounts')
  })

  test('Maintenance: the 503 the scenario answers', async () => {
    await renderStory(page, 'app--maintenance')
    const alert = page.getByRole('alert')
    await alert.waitFor()
    expect(await alert.textContent()).toContain('Failed to load: 503 Service Unavailable')
  })

  test("OtherSeed: an object of seed 7, not of the preview's seed 42", async () => {
    const seven = await nameOf(7, 're-0007')
    expect(seven).not.toBe(await nameOf(42, 're-0007'))
    await renderStory(page, 'app--other-seed')
    await page.getByRole('heading', { name: seven }).waitFor()
  })

  test("LongName: the story's own data over the seed's, and gone in the next story", async () => {
    await renderStory(page, 'app--long-name')
    await page.getByRole('heading', { name: 'A name long enough to wrap on a narrow screen' }).waitFor()
    await renderStory(page, 'app--default')
    await page.getByRole('heading', { name: 'Harbor View Loft' }).waitFor()
    expect(pageErrors).toEqual([])
  })
})
