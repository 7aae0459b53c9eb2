/**
 * @module The docs site, built as `npm run build:site`'s last step builds it:
 * scripts/build-docs-into-site.js, VitePress into `<SITE_OUT_DIR>/docs` for the
 * base `/docs/`. It reads the API reference from docs/reference/api/, which
 * TypeDoc must have written first (generate-reference.ts).
 */
import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { promisify, stripVTControlCharacters } from 'node:util'
import type { Built } from '../support/builds/build-table.ts'
import { repositoryRoot } from './markdown-files.ts'

/**
 * Builds the docs into `<siteFolder>/docs` and resolves with that folder; rejects with what VitePress printed.
 * @example
 * const { folder } = await buildDocsSite(workspace) // workspace/docs: index.html, vitest.html…
 */
export async function buildDocsSite(siteFolder: string): Promise<Built> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      [join(repositoryRoot, 'scripts/build-docs-into-site.js')],
      {
        cwd: repositoryRoot,
        env: { ...process.env, SITE_OUT_DIR: siteFolder, NO_COLOR: '1' },
        maxBuffer: 64 * 1024 * 1024,
      },
    )
    return { folder: join(siteFolder, 'docs'), output: stripVTControlCharacters(stdout + stderr) }
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string }
    throw new Error(
      `VitePress exited with ${failed.code}:\n${stripVTControlCharacters(`${failed.stdout ?? ''}${failed.stderr ?? ''}`)}`,
    )
  }
}
