/**
 * @module The docs site, built two ways: as `npm run build:site`'s last step
 * builds it (scripts/build-docs-into-site.js, VitePress into
 * `<SITE_OUT_DIR>/docs` for the base `/docs/`), and as the GitHub Pages
 * workflow builds it (its build step's command and environment, read from
 * .github/workflows/docs.yml by the test). Both read the committed API
 * reference in docs/reference/api/.
 */
import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { promisify, stripVTControlCharacters } from 'node:util'
import type { Built } from '../support/builds/build-table.ts'
import { repositoryRoot } from './markdown-files.ts'

/** Runs `file` with `args` in the repository; resolves with what it printed, rejects with it and the exit code. */
async function runBuild(file: string, args: readonly string[], env: Record<string, string>): Promise<string> {
  try {
    const { stdout, stderr } = await promisify(execFile)(file, args, {
      cwd: repositoryRoot,
      env: { ...process.env, ...env, NO_COLOR: '1' },
      maxBuffer: 64 * 1024 * 1024,
    })
    return stripVTControlCharacters(stdout + stderr)
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string }
    throw new Error(
      `${[file, ...args].join(' ')} exited with ${failed.code}:\n${stripVTControlCharacters(`${failed.stdout ?? ''}${failed.stderr ?? ''}`)}`,
    )
  }
}

/**
 * Builds the docs into `<siteFolder>/docs` and resolves with that folder; rejects with what VitePress printed.
 * @example
 * const { folder } = await buildDocsSite(workspace) // workspace/docs: index.html, vitest.html…
 */
export async function buildDocsSite(siteFolder: string): Promise<Built> {
  const output = await runBuild(process.execPath, [join(repositoryRoot, 'scripts/build-docs-into-site.js')], {
    SITE_OUT_DIR: siteFolder,
  })
  return { folder: join(siteFolder, 'docs'), output }
}

/**
 * Runs a workflow's npm script (`npm run docs:build`) with the step's environment, VitePress's output folder
 * given after `--` (npm passes it to the script's last command) so that the working tree's
 * docs/.vitepress/dist is left alone; rejects with what the command printed.
 * @example
 * const { folder } = await buildDocsSiteAs('npm run docs:build', { DOCS_BASE: '/repo/' }, workspace)
 */
export async function buildDocsSiteAs(command: string, env: Record<string, string>, outDir: string): Promise<Built> {
  const script = /^npm run ([\w:-]+)$/.exec(command.trim())?.[1]
  if (!script) throw new Error(`Failed to run "${command}": the test runs an npm script, "npm run <name>".`)
  const output = await runBuild('npm', ['run', script, '--', '--outDir', outDir], env)
  return { folder: outDir, output }
}
