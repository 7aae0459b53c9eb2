/**
 * @module `buildStorybook`: the example Storybook's static build, made the
 * way `npm run build-storybook` makes it, into a directory of the caller's.
 */
import { execFile } from 'node:child_process'
import { createRequire } from 'node:module'
import { promisify } from 'node:util'

const run = promisify(execFile)
const repositoryRoot = new URL('../../../', import.meta.url).pathname

/**
 * Builds the Storybook into `outputDir` and resolves when it is complete.
 * @example
 * await buildStorybook(await mkdtemp(join(tmpdir(), 'storybook-')))
 */
export async function buildStorybook(outputDir: string): Promise<void> {
  const cli = createRequire(import.meta.url).resolve('storybook/internal/bin/dispatcher')
  await run(process.execPath, [cli, 'build', '--quiet', '--disable-telemetry', '--output-dir', outputDir], {
    cwd: repositoryRoot,
    env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1', CI: 'true' },
    maxBuffer: 64 * 1024 * 1024,
  })
}
