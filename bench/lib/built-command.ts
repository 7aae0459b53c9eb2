/**
 * @module The built command, `lib/bin.js`, which users start (`npx`, `npm
 * start`, Playwright's `webServer`): built with tsdown first when it is
 * missing or older than a source, so that the bench never measures a stale one.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { projectDirectory } from './child-process.ts'

export const builtCommand = join(projectDirectory, 'lib/bin.js')

/** What the build reads: a change to any of them makes `lib/bin.js` stale. */
const buildInputs = ['src', 'fixtures', 'package.json', 'tsdown.config.ts']

function newestChange(path: string): number {
  const stats = statSync(path)
  if (!stats.isDirectory()) return stats.mtimeMs
  return Math.max(stats.mtimeMs, ...readdirSync(path).map((name) => newestChange(join(path, name))))
}

function isCommandStale(): boolean {
  if (!existsSync(builtCommand)) return true
  const builtAt = statSync(builtCommand).mtimeMs
  return buildInputs.some((input) => newestChange(join(projectDirectory, input)) > builtAt)
}

/** Builds `lib/` (the command and the library) when `force`, or when the command is stale. */
export function ensureBuiltCommand(force = false): void {
  if (!force && !isCommandStale()) return
  process.stderr.write(' (building lib/ with tsdown)')
  execFileSync(process.execPath, [join(projectDirectory, 'node_modules/tsdown/dist/run.mjs')], { cwd: projectDirectory, stdio: 'ignore' })
}
