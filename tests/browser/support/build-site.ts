/**
 * @module The simulator site, built as `npm run build:site`'s `vite build`
 * builds it (vite.config.ts), into a folder of the caller's.
 */
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'
import type { Built } from '../../support/builds/build-table.ts'

const repositoryRoot = fileURLToPath(new URL('../../..', import.meta.url))

/**
 * Builds the site into `outDir`, with the config's relative base or with `base`.
 * @example
 * await buildSite(join(workspace, 'site-demo'), '/demo/')
 */
export async function buildSite(outDir: string, base?: string): Promise<Built> {
  await build({
    root: repositoryRoot,
    configFile: join(repositoryRoot, 'vite.config.ts'),
    logLevel: 'warn',
    ...(base ? { base } : {}),
    build: { outDir, emptyOutDir: true },
  })
  return { folder: outDir, output: '' }
}
