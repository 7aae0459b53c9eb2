/**
 * @module The packed-package test's check of the Vitest Browser Mode fixture
 * against the installed package: the example's component test files
 * (examples/vitest-browser: fifty tests and a `vi.mock` in one file, isolation
 * of a PATCH, an app that starts its own mock) in a React app of the scratch project, run by its
 * Vitest in Chromium through `@vitest/browser-playwright`, with no
 * `public/mockServiceWorker.js` anywhere in the app.
 */
import { cpSync, existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, test } from 'vitest'
import { repoRoot } from './pack-project.ts'
import { cleanEnv, runCommand } from './run-command.ts'
import type { ScratchProject } from './scratch-project.ts'

/** The example's files the app is made of; its tsconfig.json stays behind, as its `paths` name the repository's sources. */
const copied = ['src', 'tests', 'vitest.config.ts']

/** Registers the fixture's test; `scratch.project` is read when it runs, after the install. */
export function describeVitestBrowserExample(scratch: ScratchProject): void {
  describe('the Vitest Browser Mode fixture (examples/vitest-browser)', () => {
    let app: string

    beforeAll(() => {
      app = join(scratch.project, 'vitest-browser-app')
      for (const item of copied) {
        cpSync(join(repoRoot, 'examples', 'vitest-browser', item), join(app, item), { recursive: true })
      }
    })

    test('component tests importing test from real-estate-service-mock/vitest-browser pass, with no worker script', async () => {
      expect(existsSync(join(app, 'public'))).toBe(false)
      const report = join(app, 'report.json')
      await runCommand(
        join(scratch.project, 'node_modules', '.bin', 'vitest'),
        ['run', '--reporter=json', `--outputFile=${report}`],
        app,
        cleanEnv(),
      )
      const { testResults, numFailedTests } = JSON.parse(readFileSync(report, 'utf8')) as {
        numFailedTests: number
        testResults: Array<{ name: string; assertionResults: Array<{ status: string }> }>
      }
      const passed = Object.fromEntries(
        testResults.map(({ name, assertionResults }) => [
          name.slice(app.length + 1),
          assertionResults.filter(({ status }) => status === 'passed').length,
        ]),
      )
      expect(passed).toEqual({
        'tests/app-starts-mock.test.tsx': 2,
        'tests/object-card.test.tsx': 51,
        'tests/settings-panel.test.tsx': 7,
      })
      expect(numFailedTests).toBe(0)
      // The test ran the installed build, not the repository's sources.
      expect(
        readFileSync(
          join(scratch.project, 'node_modules', 'real-estate-service-mock', 'lib', 'vitest-browser.js'),
          'utf8',
        ),
      ).toContain('BatchInterceptor')
    }, 240_000)
  })
}
