/** @module The demo opening on a phone: its first paint (the frame, before the mock runs) and once its data is in. */
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { waitForObjects } from './chromium.ts'
import { holdMockChunk } from './hold-mock-chunk.ts'

/** Writes `demo-first-paint.png` and `demo-ready.png` (390 × 844) into `output`. */
export async function screenshotDemoLoad(browser: Browser, siteUrl: string, output: string): Promise<void> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  })
  try {
    const { release } = await holdMockChunk(context)
    const page = await context.newPage()
    await page.goto(`${siteUrl}/?persist=0`)
    await page.locator('#objects .placeholder').waitFor()
    await page.screenshot({ path: join(output, 'demo-first-paint.png') })
    release()
    await page.locator('html[data-mock="ready"]').waitFor()
    await waitForObjects(page)
    await page.screenshot({ path: join(output, 'demo-ready.png') })
  } finally {
    await context.close()
  }
}
