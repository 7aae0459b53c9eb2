/**
 * @module `npm pack` of the project, run on a copy of its working tree in a
 * temporary folder: the build writes nowhere in the repo, so concurrent runs
 * cannot trip over each other's `lib/`.
 */
import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { runCommand } from './run-command.ts'

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url))

/** Packs the project; resolves with the tarball's path. */
export async function packProject(): Promise<string> {
  const copy = mkdtempSync(join(tmpdir(), 'resm-source-'))
  // Tracked and new files, as a fresh clone plus work in progress would have them; ignored output stays behind.
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: repoRoot,
    encoding: 'utf8',
  })
    .split('\0')
    // Deleted but not yet committed files are listed too; they are gone from the tree.
    .filter((file) => file !== '' && existsSync(join(repoRoot, file)))
  for (const file of files) {
    mkdirSync(dirname(join(copy, file)), { recursive: true })
    cpSync(join(repoRoot, file), join(copy, file), { errorOnExist: false })
  }
  // The build tools come from the repo's own install.
  symlinkSync(join(repoRoot, 'node_modules'), join(copy, 'node_modules'), 'dir')

  const destination = mkdtempSync(join(tmpdir(), 'resm-tarball-'))
  try {
    await runCommand('npm', ['pack', '--pack-destination', destination], copy)
  } finally {
    // Removes the link to node_modules, not what it points to.
    rmSync(copy, { recursive: true, force: true })
  }
  const tarball = readdirSync(destination).find((name) => name.endsWith('.tgz'))
  if (!tarball) throw new Error(`npm pack wrote no tarball into ${destination}.`)
  return join(destination, tarball)
}
