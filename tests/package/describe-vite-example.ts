/**
 * @module The packed-package test's checks of the Vite example
 * (examples/vite-app) against the installed package: its types, its
 * production and development builds, the dev server, and plugin mode.
 */
import { cpSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, test } from 'vitest'
import { connectChromium } from '../browser/support/chromium.ts'
import { listFiles } from './built-files.ts'
import { repoRoot } from './pack-project.ts'
import { cleanEnv, runCommand } from './run-command.ts'
import type { ScratchProject } from './scratch-project.ts'
import { startProcess } from './start-process.ts'

/** Registers the Vite example's tests; `scratch.project` is read when they run, after the install. */
export function describeViteExample(scratch: ScratchProject): void {
  describe('the Vite example (examples/vite-app)', () => {
    /** Strings only the mock's code holds; the app's own code holds none of them. */
    const mockMarkers = ['real-estate-service-mock', 'startMock', 'setupWorker', 'mockServiceWorker', '__mock']
    let app: string

    beforeAll(() => {
      app = join(scratch.project, 'vite-app')
      for (const item of ['index.html', 'src', 'public', 'vite.config.ts', 'tsconfig.json']) {
        cpSync(join(repoRoot, 'examples', 'vite-app', item), join(app, item), { recursive: true })
      }
    })

    /** `vite build`; with `NODE_ENV=development`, `import.meta.env.DEV` is true, as under `vite` (the dev server). */
    const build = async (nodeEnv: 'production' | 'development') => {
      const outDir = `dist-${nodeEnv}`
      await runCommand(
        join(scratch.project, 'node_modules', '.bin', 'vite'),
        ['build', '--outDir', outDir],
        app,
        cleanEnv({ NODE_ENV: nodeEnv }),
      )
      const files = listFiles(join(app, outDir))
      const code = files
        .filter((file) => file.endsWith('.js'))
        .map((file) => readFileSync(join(app, outDir, file), 'utf8'))
        .join('\n')
      return { files, code }
    }

    test('type-checks against the installed package', async () => {
      await expect(
        runCommand(join(scratch.project, 'node_modules', '.bin', 'tsc'), ['-p', 'tsconfig.json'], app),
      ).resolves.toBeDefined()
    }, 60_000)

    test('its production build calls the service and holds none of the mock', async () => {
      const { files, code } = await build('production')
      expect(code).toContain('RealEstateService/RealEstateObjects')
      expect(files.filter((file) => file.includes('mockServiceWorker'))).toEqual([])
      expect(mockMarkers.filter((marker) => code.includes(marker))).toEqual([])
    }, 60_000)

    test('its development build does hold the mock, so the check above can fail', async () => {
      const { code } = await build('development')
      expect(mockMarkers.filter((marker) => code.includes(marker))).not.toEqual([])
    }, 60_000)

    test('under the dev server, the page shows what the mock answers, in the scenario the URL names', async () => {
      const server = await startProcess(
        join(scratch.project, 'node_modules', '.bin', 'vite'),
        ['--port', '0', '--strictPort'],
        app,
        /Local:\s+(http:\/\/\S+?:\d+)\//,
      )
      const browser = await connectChromium()
      try {
        const page = await browser.newPage()
        await page.goto(`${server.url}/?seed=42`)
        await page.getByRole('heading', { name: 'Harbor View Loft' }).waitFor()
        expect(await page.locator('[data-testid="permissions"]').textContent()).toContain('manage_accounts')

        await page.goto(`${server.url}/?scenario=maintenance`)
        await page.getByText('Failed to load').waitFor()
        expect(await page.locator('#app').textContent()).toMatch(/answered 503/)
      } finally {
        await browser.close()
        await server.stop()
      }
    }, 120_000)

    test('in plugin mode, the Vite dev server answers the four operations, with no worker file and no service worker', async () => {
      const server = await startProcess(
        join(scratch.project, 'node_modules', '.bin', 'vite'),
        ['--mode', 'plugin', '--port', '0', '--strictPort'],
        app,
        /Local:\s+(http:\/\/\S+?:\d+)\//,
      )
      const browser = await connectChromium()
      try {
        const page = await browser.newPage()
        await page.goto(`${server.url}/`)
        await page.getByRole('heading', { name: 'Harbor View Loft' }).waitFor()
        const inPage = await page.evaluate(async () => {
          const call = async (path: string, init?: RequestInit) => (await fetch(`/svc/v1${path}`, init)).status
          return {
            worker: (await navigator.serviceWorker.getRegistration()) !== undefined,
            object: await call('/RealEstateService/RealEstateObjects/re-0001'),
            settings: await call('/AccountService'),
            update: await call('/AccountService', {
              method: 'PATCH',
              headers: { 'Content-Type': 'application/json' },
              body: '{"activity_logs":false}',
            }),
            account: await call('/AccountService/Accounts/alice.admin'),
            workerScript: (await fetch('/mockServiceWorker.js')).headers.get('content-type'),
          }
        })
        expect(inPage).toMatchObject({ worker: false, object: 200, settings: 200, update: 200, account: 200 })
        expect(inPage.workerScript ?? '').not.toMatch(/javascript/)
        // The PATCH above went to the dev server's mock: the control API of the same server shows it.
        const journal = (await (await fetch(`${server.url}/__mock/requests`)).json()) as Array<{
          operation: string | null
          status: number
        }>
        expect(journal.map((entry) => entry.operation)).toEqual(
          expect.arrayContaining(['getRealEstateObject', 'getAccountSettings', 'updateAccountSettings', 'getAccount']),
        )
      } finally {
        await browser.close()
        await server.stop()
      }
    }, 120_000)
  })
}
