/**
 * @module `startMock()` from /browser in Chromium, under Vite's dev server, with the leg's msw worker
 * script: written by `msw init`, or (msw 3 on) served by msw's own Vite plugin with no `msw init`.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect } from 'vitest'
import { majorOf } from '../legs.ts'
import type { LegProject } from '../leg-project.ts'
import { expectMockedPage } from '../mocked-page.ts'
import { seed, seededObjectName } from '../seeded-object.ts'
import type { Check } from './check.ts'

/** Vite's line with the dev server's address. */
export const viteReady = /Local:\s+(http:\/\/\S+?:\d+)\//

/** The version marker msw writes into its worker script. */
const workerVersion = (script: string) => script.match(/PACKAGE_VERSION = '([^']+)'/)?.[1]

/** Starts Vite with `config` (none: Vite's defaults, public/ served), checks the worker script it serves is the leg's msw's, and opens the page. */
async function expectPageUnderVite(project: LegProject, config: readonly string[]): Promise<void> {
  const expected = await seededObjectName(project)
  const server = await project.start(['vite', ...config, '--port', '0', '--strictPort'], viteReady)
  try {
    const script = await (await fetch(`${server.url}/mockServiceWorker.js`)).text()
    expect(workerVersion(script), 'the served worker script').toBe(project.installedVersion('msw'))
    await expectMockedPage(`${server.url}/?seed=${seed}`, expected)
  } finally {
    await server.stop()
  }
}

export const browserWithMswInit: Check = {
  name: 'startMock() in Chromium, worker from `msw init`',
  async run(project) {
    await project.exec(['msw', 'init', 'public', '--no-save'])
    expect(workerVersion(readFileSync(join(project.dir, 'public', 'mockServiceWorker.js'), 'utf8'))).toBe(
      project.installedVersion('msw'),
    )
    await expectPageUnderVite(project, [])
  },
}

export const browserWithMswVitePlugin: Check = {
  name: "startMock() in Chromium, worker from msw's Vite plugin",
  appliesTo: (leg) => majorOf(leg.ranges.msw) >= 3,
  async run(project) {
    // The config serves no public/ folder: the script can only come from the plugin.
    await expectPageUnderVite(project, ['--config', 'vite.msw-plugin.config.ts'])
  },
}
