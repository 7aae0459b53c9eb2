/**
 * @module What the API reference test builds: the reference (TypeDoc with the
 * project's typedoc.config.mjs, as `npm run docs:api` runs it, but into a
 * folder of the run's, so that the test compares it with the committed
 * docs/reference/api/ and never rewrites the working tree), made once per run
 * as a shared build (tests/support/builds); TypeDoc on a fixture of the
 * test's; and the package's declarations (tsdown
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
 * The API reference into `<workspace>/reference/api`, as `npm run docs:api` writes it into docs/reference/api/
 * (the sidebar TypeDoc writes for VitePress has its links from `<workspace>`, as from docs/); rejects with what
 * TypeDoc printed.
 * @example
 * const { folder, output } = await generateReference(workspace) // folder: workspace/reference/api
 */
export async function generateReference(workspace: string): Promise<Built> {
  const folder = join(workspace, 'reference', 'api')
  const { code, output } = await runTypedoc(['--out', folder, '--docsRoot', workspace])
  if (code !== 0) throw new Error(`TypeDoc exited with ${code}:\n${output}`)
  return { folder, output }
}

/** Builds the library's entries (tsdown.config.ts's build with declarations) into `outDir`. */
export async function buildDeclarations(outDir: string): Promise<void> {
  const library = (libraryBuilds as UserConfig[]).find((config) => config.dts)
  if (!library) throw new Error('Failed to find the library build in tsdown.config.ts: no build writes declarations.')
  await build({ ...library, outDir, config: false, logLevel: 'warn' })
}

/** Every file of a generated reference (its pages, and the sidebar's JSON), by its path relative to the reference's folder. */
function referenceFiles(folder: string): Map<string, string> {
  const files = new Map<string, string>()
  const walk = (directory: string) => {
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      const path = join(directory, entry.name)
      if (entry.isDirectory()) walk(path)
      else files.set(relative(folder, path).replaceAll('\\', '/'), readFileSync(path, 'utf8'))
    }
  }
  walk(folder)
  return files
}

/** Every Markdown file of a generated reference, by its path relative to the reference's folder. */
export function referencePages(folder: string): Map<string, string> {
  return new Map([...referenceFiles(folder)].filter(([path]) => path.endsWith('.md')))
}

/**
 * Each file in which two references differ, with how: `a.md: changed`, `b.md: only in <second>`.
 * @example
 * referenceDifferences(join(root, 'docs/reference/api'), generated.folder) // [] when the committed one is current
 */
export function referenceDifferences(
  committed: string,
  generated: string,
  names = { committed: 'docs/reference/api/', generated: 'what npm run docs:api writes' },
): string[] {
  const [before, after] = [referenceFiles(committed), referenceFiles(generated)]
  const paths = [...new Set([...before.keys(), ...after.keys()])].sort()
  return paths.flatMap((path) => {
    if (!after.has(path)) return [`${path}: only in ${names.committed}`]
    if (!before.has(path)) return [`${path}: only in ${names.generated}`]
    return before.get(path) === after.get(path) ? [] : [`${path}: changed`]
  })
}
