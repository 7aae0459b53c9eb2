/**
 * @module What the API reference test builds: the reference (TypeDoc with the
 * project's typedoc.config.mjs, as `npm run docs:api` runs it), made once per
 * run as a shared build (tests/support/builds), as the docs site reads it too;
 * TypeDoc on a fixture of the test's; and the package's declarations (tsdown
 * with the project's library build, as `npm run build` makes lib/), into a
 * temporary folder, so the test reads what users import, not a lib/ left from
 * an earlier build.
 */
import { execFile } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { promisify, stripVTControlCharacters } from 'node:util'
import { build, type UserConfig } from 'tsdown'
import libraryBuilds from '../../tsdown.config.ts'
import type { Built } from '../support/builds/build-table.ts'
import { repositoryRoot } from './markdown-files.ts'

const typedoc = join(repositoryRoot, 'node_modules/typedoc/bin/typedoc')

export type TypedocRun = {
  /** The exit code: 0 when TypeDoc wrote the reference with no warning. */
  code: number
  /** What it printed, colours taken out. */
  output: string
}

/** Runs TypeDoc with the project's config and `extra` arguments (which win over the config's). */
export async function runTypedoc(extra: readonly string[]): Promise<TypedocRun> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [typedoc, ...extra], {
      cwd: repositoryRoot,
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
      maxBuffer: 16 * 1024 * 1024,
    })
    return { code: 0, output: stripVTControlCharacters(stdout + stderr) }
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string }
    return { code: failed.code ?? 1, output: stripVTControlCharacters(`${failed.stdout ?? ''}${failed.stderr ?? ''}`) }
  }
}

/**
 * The API reference into docs/reference/api/, where `npm run docs:api` writes it (not committed) and the docs
 * site reads it, with the sidebar TypeDoc writes for VitePress; rejects with what TypeDoc printed.
 * @example
 * const { folder, output } = await generateReference() // folder: docs/reference/api
 */
export async function generateReference(): Promise<Built> {
  const { code, output } = await runTypedoc([])
  if (code !== 0) throw new Error(`TypeDoc exited with ${code}:\n${output}`)
  return { folder: join(repositoryRoot, 'docs/reference/api'), output }
}

/** Builds the library's entries (tsdown.config.ts's build with declarations) into `outDir`. */
export async function buildDeclarations(outDir: string): Promise<void> {
  const library = (libraryBuilds as UserConfig[]).find((config) => config.dts)
  if (!library) throw new Error('Failed to find the library build in tsdown.config.ts: no build writes declarations.')
  await build({ ...library, outDir, config: false, logLevel: 'warn' })
}

/** Every Markdown file of a generated reference, by its path relative to the reference's folder. */
export function referencePages(folder: string): Map<string, string> {
  const pages = new Map<string, string>()
  const walk = (directory: string) => {
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      const path = join(directory, entry.name)
      if (entry.isDirectory()) walk(path)
      else if (entry.name.endsWith('.md'))
        pages.set(relative(folder, path).replaceAll('\\', '/'), readFileSync(path, 'utf8'))
    }
  }
  walk(folder)
  return pages
}
