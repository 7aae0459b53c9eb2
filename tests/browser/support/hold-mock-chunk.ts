/** @module Holds back the demo's mock (its `start-in-worker` chunk) in a context, to see the page before it runs. */
import type { BrowserContext } from 'playwright-core'

/** Requests for the demo's mock chunk wait until `release()`; everything else loads as usual. */
export async function holdMockChunk(context: BrowserContext): Promise<{ release: () => void }> {
  let release!: () => void
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await context.route(/\/assets\/start-in-worker-[^/]+\.js$/, async (route) => {
    await released
    await route.continue()
  })
  return { release }
}
