/**
 * The React example (examples/react-app) in Chromium, under Vite's dev
 * server as `npm run dev` runs it: React renders what TanStack Query fetched
 * through the typed client, answered by the mock in msw's service worker; a
 * change goes out as a PATCH and shows; the scenario in the URL shows its
 * failure. The package resolves to this repository's sources, through the
 * example's tsconfig paths.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser } from 'playwright-core'
import { createServer, type ViteDevServer } from 'vite'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { connectChromium } from '../browser/support/chromium.ts'
import { openReadyPage } from '../browser/support/open-ready-page.ts'

const example = fileURLToPath(new URL('../../examples/react-app', import.meta.url))

let cacheDir: string
let server: ViteDevServer
let url: string
let browser: Browser

beforeAll(async () => {
  // Vite's dependency cache outside the repository, so a run leaves nothing behind.
  cacheDir = await mkdtemp(join(tmpdir(), 'rem-react-example-vite-'))
  server = await createServer({
    root: example,
    configFile: join(example, 'vite.config.ts'),
    cacheDir,
    logLevel: 'warn',
    resolve: { tsconfigPaths: true },
    server: { port: 0, host: '127.0.0.1', strictPort: false },
  })
  await server.listen()
  url = server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? ''
  browser = await connectChromium()
})

afterAll(async () => {
  await browser?.close()
  await server?.close()
  if (cacheDir) await rm(cacheDir, { recursive: true, force: true })
})

/** The app opened at `path` once the mock in it answers (the signal the README's recipe waits for). */
const openApp = (path: string) => openReadyPage(browser, `${url}${path}`)

describe('the React example under vite dev', { timeout: 90_000 }, () => {
  test('renders the object and the settings that TanStack Query fetched through the mock', async () => {
    const { page, errors, close } = await openApp('/')
    await page.getByRole('heading', { name: 'Harbor View Loft' }).waitFor()
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${url}/mockServiceWorker.js`)
    expect(await page.getByText('410 Atlantic Avenue, Apt 4B, Boston, MA 02210 · 3450 USD').count()).toBe(1)
    expect(await page.getByTestId('permissions').textContent()).toContain('manage_accounts')
    expect(errors).toEqual([])
    await close()
  })

  test('a change goes out as a PATCH through the typed client, and the page shows the answer', async () => {
    const { page, close } = await openApp('/')
    const logs = page.getByRole('checkbox', { name: 'Keep activity logs' })
    await logs.waitFor()
    expect(await logs.isChecked()).toBe(true)
    const patch = page.waitForRequest((request) => request.method() === 'PATCH')
    // A controlled checkbox: it shows the new state once the answer is in the cache, so a click, not uncheck().
    await logs.click()
    expect((await patch).postDataJSON()).toEqual({ activity_logs: false })
    await page.waitForFunction(
      () => (document.querySelector('input[type="checkbox"]') as HTMLInputElement | null)?.checked === false,
    )
    // Read again from the mock, not the cache: the change is there.
    const stored = await page.evaluate(
      async () => (await (await fetch('/svc/v1/AccountService')).json()).activity_logs as boolean,
    )
    expect(stored).toBe(false)

    // A value the form refuses: the 422's field shows.
    await page.getByRole('button', { name: 'Ask for passwords of 500 characters' }).click()
    const alert = page.getByRole('alert')
    await alert.waitFor()
    expect(await alert.textContent()).toContain('/security_settings/min_password_length')
    await close()
  })

  test('?scenario=maintenance shows the 503 problem the mock answered', async () => {
    const { page, close } = await openApp('/?scenario=maintenance')
    const alert = page.getByRole('alert')
    await alert.waitFor()
    expect(await alert.textContent()).toMatch(/Failed to load: 503 Service Unavailable/)
    await close()
  })
})
