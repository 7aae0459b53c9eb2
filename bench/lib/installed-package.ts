/**
 * @module The package as `npx` users get it: packed (`npm pack`, which builds
 * it) and installed into a scratch project in a temporary folder, beside
 * json-server and msw at the versions of the repo's lockfile (so npm's cache
 * has them). Both commands then start the way `npx` starts them.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { packProject } from '../../tests/package/pack-project.ts'
import { runCommand } from '../../tests/package/run-command.ts'
import { projectDirectory } from './child-process.ts'

/** Installs the packed package; resolves with the scratch project's folder. */
export async function installPackedPackage(): Promise<string> {
  const tarball = await packProject()
  const directory = mkdtempSync(join(tmpdir(), 'bench-consumer-'))
  writeFileSync(join(directory, 'package.json'), `${JSON.stringify({ name: 'bench-consumer', private: true, type: 'module' }, null, 2)}\n`)
  const lock = JSON.parse(readFileSync(join(projectDirectory, 'package-lock.json'), 'utf8')) as { packages: Record<string, { version?: string }> }
  const pinned = ['json-server', 'msw'].map((name) => `${name}@${lock.packages[`node_modules/${name}`]!.version}`)
  await runCommand('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error', tarball, ...pinned], directory, npxEnvironment())
  return directory
}

/**
 * The environment of a user's shell: without what `npm run bench` adds (`npm_*`, `INIT_CWD`), which
 * would point npm and npx at this repository instead of the scratch project.
 */
export function npxEnvironment(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key) && key !== 'INIT_CWD'))
}
