/**
 * @module Addresses of the static Storybook's pages and an in-page story
 * switch, the way Storybook's manager switches stories without a reload.
 */
import type { Page } from 'playwright-core'

type Listener = (payload: unknown) => void
/** Storybook's channel in the preview page: the events its manager sends and the preview answers with. */
type StorybookWindow = {
  __STORYBOOK_ADDONS_CHANNEL__: {
    emit(event: string, payload: unknown): void
    on(event: string, listener: Listener): void
    off(event: string, listener: Listener): void
  }
}

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
    const channel = (window as unknown as StorybookWindow).__STORYBOOK_ADDONS_CHANNEL__
    channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' })
  }, storyId)
}

/**
 * Renders another story in the same preview page, as `switchStory` does, and
 * resolves once Storybook reports it rendered (its `storyRendered` event);
 * rejects when Storybook reports the story missing or failed.
 * @example
 * await renderStory(page, 'simulator-object-list--maintenance')
 */
export async function renderStory(page: Page, storyId: string): Promise<void> {
  await page.evaluate(
    (id) =>
      new Promise<void>((resolve, reject) => {
        const channel = (window as unknown as StorybookWindow).__STORYBOOK_ADDONS_CHANNEL__
        const failures = ['storyMissing', 'storyErrored', 'storyThrewException']
        const stop = () => {
          channel.off('storyRendered', rendered)
          for (const event of failures) channel.off(event, failed)
        }
        const rendered: Listener = (renderedId) => {
          if (renderedId !== id) return
          stop()
          resolve()
        }
        const failed: Listener = (detail) => {
          stop()
          reject(new Error(`Storybook did not render ${id}: ${JSON.stringify(detail)}`))
        }
        channel.on('storyRendered', rendered)
        for (const event of failures) channel.on(event, failed)
        channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' })
      }),
    storyId,
  )
}
