/**
 * @module `buildStorybook`: the example Storybook's static build, made the
 * way `npm run build-storybook` makes it, into a directory of the caller's.
 * The integration run makes it once, as a shared build (tests/support/builds).
 */
import { execFile } from 'node:child_process'
import { createRequire } from 'node:module'
import { promisify } from 'node:util'
import type { Built } from '../../support/builds/build-table.ts'

const run = promisify(execFile)
const repositoryRoot = new URL('../../../', import.meta.url).pathname

/**
 * Builds the Storybook into `outputDir` and resolves when it is complete.
 * @example
 * await buildStorybook(await mkdtemp(join(tmpdir(), 'storybook-')))
 */
export async function buildStorybook(outputDir: string): Promise<Built> {
  const require = createRequire(import.meta.url)
  // The Storybook lists the addon by its package name, which resolves to lib/: built from the sources first.
  await run(process.execPath, [require.resolve('tsdown/run')], { cwd: repositoryRoot, maxBuffer: 64 * 1024 * 1024 })
  const cli = require.resolve('storybook/internal/bin/dispatcher')
  const { stdout, stderr } = await run(
    process.execPath,
    [cli, 'build', '--quiet', '--disable-telemetry', '--output-dir', outputDir],
    {
      cwd: repositoryRoot,
      env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1', CI: 'true' },
      maxBuffer: 64 * 1024 * 1024,
    },
  )
  return { folder: outputDir, output: stdout + stderr }
}
