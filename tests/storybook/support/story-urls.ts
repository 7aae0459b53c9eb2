/**
 * @module Addresses of the static Storybook's pages and an in-page story
 * switch, the way Storybook's manager switches stories without a reload.
 */
import type { Page } from 'playwright-core'

/** The story alone, as Storybook's canvas shows it. */
export function storyUrl(baseUrl: string, storyId: string): string {
  return `${baseUrl}/iframe.html?id=${encodeURIComponent(storyId)}&viewMode=story`
}

/** A component's Docs page. */
export function docsUrl(baseUrl: string, docsId: string): string {
  return `${baseUrl}/iframe.html?id=${encodeURIComponent(docsId)}&viewMode=docs`
}

/**
 * Renders another story in the same preview page: same JavaScript, same
 * worker, same mocks, so what one story left behind could reach the next.
 * @example
 * await switchStory(page, 'simulator-object-list--default')
 */
export async function switchStory(page: Page, storyId: string): Promise<void> {
  await page.evaluate((id) => {
    const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: { emit(event: string, payload: unknown): void } })
      .__STORYBOOK_ADDONS_CHANNEL__
    channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' })
  }, storyId)
}
