/** @module The README's pictures of the state's history: the dev panel's Timeline group and the simulator page's History tab. */
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { waitForObjects } from './chromium.ts'
import { fetchInPage, openPanel } from './simulator-page.ts'

/** Writes `timeline.png` (the panel's group after a few changes, a diff in view) and `history-tab.png` into `output`. */
export async function screenshotTimeline(browser: Browser, siteUrl: string, output: string): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, deviceScaleFactor: 2 })
  try {
    const page = await context.newPage()
    await page.goto(`${siteUrl}/?persist=0`)
    await waitForObjects(page)
    const send = (path: string, method: string, body?: unknown) => fetchInPage(page, path, { method, body })
    await send('/svc/v1/AccountService', 'PATCH', { preferences: { time_zone_default: 'Asia/Tokyo' } })
    await send('/__mock/snapshots', 'POST', { name: 'tokyo-demo' })
    await send('/__mock/scenario', 'PUT', { name: 'slow' })
    await send('/svc/v1/AccountService', 'PATCH', { activity_logs: false })
    await openPanel(page)
    const group = page.locator('rem-dev-panel section.rem-group:has(.rem-timeline)')
    await group.locator('.rem-version').nth(3).waitFor()
    await group.scrollIntoViewIfNeeded()
    // The group with the panel's own side margins: cut at the group's box, the picture looks cramped.
    // Above and below, the group's padding is margin enough, and the groups next to it stay out.
    const box = await group.boundingBox()
    if (!box) throw new Error('The panel’s timeline is not on screen.')
    const side = 12
    await page.screenshot({
      path: join(output, 'timeline.png'),
      clip: { x: box.x - side, y: box.y, width: box.width + 2 * side, height: box.height },
    })

    await page.locator('rem-dev-panel .rem-launcher').click()
    await page.goto(`${siteUrl}/?persist=0#history`)
    await waitForObjects(page)
    await page.locator('rem-history .rem-version').first().waitFor()
    await page.setViewportSize({ width: 1280, height: 760 })
    await page.screenshot({ path: join(output, 'history-tab.png') })
  } finally {
    await context.close()
  }
}
