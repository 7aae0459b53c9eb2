/**
 * @module A leg's consumer project, outside the repo: the template's files, the leg's Node (the `node`
 * package), the leg's tools installed by npm on that Node, and then the packed package, as a user
 * adds it to a project that already has its tools.
 */
import { copyFileSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { runCommand } from '../package/run-command.ts'
import { lockedSpecs, makeScratchFolder, npmInstallFlags } from '../package/scratch-project.ts'
import { legCommands, legEnv, type LegCommands } from './leg-commands.ts'
import { majorOf, sharedTools, typescript7, type Leg } from './legs.ts'

const template = fileURLToPath(new URL('./template', import.meta.url))
/** The suite's Chromium path and flags, copied over the template's re-export of them. */
const chromiumFlags = fileURLToPath(new URL('../browser/support/chromium-flags.ts', import.meta.url))

/**
 * The project's package.json keys: npm 11 runs no install script unless allowed, and the `node` package
 * needs its own to put the binary in place (esbuild's, as in the repo). The scripts run the template's
 * suites and each TypeScript's `tsc` by its path, as both packages install a `tsc`.
 */
const manifest = {
  scripts: {
    'test:node': 'vitest run --config vitest.node.config.ts',
    'test:component': 'vitest run --config vitest.browser.config.ts',
    'test:playwright': 'playwright test',
    'build-storybook': 'storybook build --quiet --output-dir storybook-static',
    tsc5: 'node node_modules/typescript/bin/tsc',
    tsc7: 'node node_modules/typescript7/bin/tsc',
  },
  allowScripts: { node: true, esbuild: true },
}

export type LegProject = LegCommands & {
  readonly leg: Leg
  readonly dir: string
  /**
   * Why `npm install -D <tarball>` failed, if it did. The package was then installed with
   * `--legacy-peer-deps`, so that the other checks still say whether it works on this leg.
   */
  readonly installFailure: Error | undefined
  /** The installed version of a package of the project. */
  installedVersion(name: string): string
  /** Deletes the project. */
  remove(): void
}

export async function createLegProject(leg: Leg, tarball: string): Promise<LegProject> {
  const dir = makeScratchFolder(template, manifest)
  copyFileSync(chromiumFlags, join(dir, 'chromium-flags.ts'))
  const commands = legCommands(dir)
  const installedVersion = (name: string) =>
    (JSON.parse(readFileSync(join(dir, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version

  // The Node first, by the npm on the PATH: nothing of the leg can run before it is there.
  await runCommand('npm', ['install', '-D', ...npmInstallFlags, `node@${leg.ranges.node}`], dir, legEnv())
  const { stdout } = await runCommand(join(dir, 'node_modules', '.bin', 'node'), ['-v'], dir, legEnv())
  if (!stdout.startsWith(`v${majorOf(leg.ranges.node)}.`))
    throw new Error(`The node package gave Node ${stdout.trim()}, not ${leg.ranges.node}.`)

  const { node: _node, ...tools } = leg.ranges
  await commands.npm([
    'install',
    '-D',
    ...npmInstallFlags,
    ...Object.entries(tools).map(([name, range]) => `${name}@${range}`),
    ...lockedSpecs(sharedTools),
    typescript7,
  ])

  let installFailure: Error | undefined
  try {
    await commands.npm(['install', '-D', ...npmInstallFlags, tarball])
  } catch (error) {
    installFailure = error as Error
    await commands.npm(['install', '-D', ...npmInstallFlags, '--legacy-peer-deps', tarball])
  }

  return {
    ...commands,
    leg,
    dir,
    installFailure,
    installedVersion,
    remove: () => rmSync(dir, { recursive: true, force: true }),
  }
}
