/** @module The README's picture of the panel asking for the control token, taken against a server started with one. */
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { createServer } from '../../../src/server/create-server.ts'
import { waitForObjects } from './chromium.ts'

/** Writes `control-token.png` into `output`: the top of the panel, its token field showing. */
export async function screenshotControlToken(browser: Browser, siteDirectory: string, output: string): Promise<void> {
  const server = createServer({ seed: 42, controlToken: 'not-given-here', site: siteDirectory })
  const url = await server.listen(0)
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 }, deviceScaleFactor: 1 })
  try {
    const page = await context.newPage()
    await page.goto(`${url}/__mock/`)
    await waitForObjects(page)
    await page.locator('rem-dev-panel .rem-launcher').click()
    await page.locator('rem-dev-panel #control-token').waitFor({ state: 'visible' })
    const box = await page.locator('rem-dev-panel .rem-panel').boundingBox()
    const group = await page.locator('rem-dev-panel .rem-token-group').boundingBox()
    if (!box || !group) throw new Error('Failed to find the panel on the page: it did not render.')
    await page.screenshot({
      path: join(output, 'control-token.png'),
      clip: { x: box.x, y: box.y, width: box.width, height: group.y + group.height + 12 - box.y },
    })
  } finally {
    await context.close()
    await server.close()
  }
}
