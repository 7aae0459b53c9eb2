/**
 * @module The check both React Storybooks pass (the repository's own, and a scratch project's
 * from the packed package): the object-name story shows the seeded name, the addon's toolbar
 * puts it in maintenance, the URL keeps the choice and the Mock panel lists the 503.
 */
import type { BrowserContext, Page } from 'playwright-core'
import { expect } from 'vitest'
import { createMock } from '../../../src/adapters/middleware/create-node-mock.ts'

/** Runs the check on the Storybook served at `storybookUrl`; gives the page, still in maintenance. */
export async function putReactStoryInMaintenance(context: BrowserContext, storybookUrl: string): Promise<Page> {
  const name = (await createMock({ seed: 42 }).database()).findRealEstateObject('re-0001')?.name
  const page = await context.newPage()
  await page.goto(`${storybookUrl}/?path=/story/object-name--default`)
  await expect.poll(() => storyHeading(page).innerText()).toBe(name)

  await page.getByRole('tab', { name: 'Mock' }).click()
  await page.getByLabel('Mock scenario').selectOption('maintenance')
  await expect.poll(() => storyHeading(page).innerText()).toBe('Failed to load: 503')
  await expect.poll(() => page.url()).toContain('globals=mockScenario:maintenance')
  await expect
    .poll(() => page.locator('#mock-panel li summary').allInnerTexts())
    .toEqual([expect.stringMatching(/^GET getRealEstateObject · 503 · \d+ ms$/)])
  return page
}

/** The story's one heading, inside the preview frame. */
export const storyHeading = (page: Page) => page.frameLocator('#storybook-preview-iframe').getByRole('heading')
