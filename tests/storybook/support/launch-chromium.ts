/** @module `launchChromium`: Debian's Chromium, headless, with the flags the browser tests share. */
import { chromium, type Browser } from 'playwright-core'

/**
 * Starts `/usr/bin/chromium` (installed with `apt-get install -y chromium`).
 * @example
 * const browser = await launchChromium()
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
}
