/**
 * @module Commands in a leg's project, run by npm on the leg's own Node: npm then puts the project's
 * node_modules/.bin, which holds that Node, first on the PATH of every script and `npm exec`.
 */
import { execFileSync } from 'node:child_process'
import { realpathSync } from 'node:fs'
import { delimiter, dirname, join } from 'node:path'
import { cleanEnv, runCommand, type CommandResult } from '../package/run-command.ts'
import { startProcess, type RunningProcess } from '../package/start-process.ts'

/** npm's own script (npm-cli.js) of the npm that runs this suite, for the leg's Node to run. */
const npmCli = join(
  dirname(
    process.env.npm_execpath ?? realpathSync(execFileSync('sh', ['-c', 'command -v npm'], { encoding: 'utf8' }).trim()),
  ),
  'npm-cli.js',
)

/**
 * The clean environment without any node_modules/.bin on the PATH (`npm run` put the repo's there):
 * a tool or a Node the leg lacks must be missing, not taken from the repo's install.
 */
export function legEnv(): NodeJS.ProcessEnv {
  const env = cleanEnv()
  env.PATH = (env.PATH ?? '')
    .split(delimiter)
    .filter((entry) => !entry.endsWith(join('node_modules', '.bin')))
    .join(delimiter)
  return env
}

export type LegCommands = {
  /** `npm <args>` on the leg's Node. */
  npm(args: readonly string[]): Promise<CommandResult>
  /** `npm exec -- <args>` (what `npx` does) on the leg's Node. */
  exec(args: readonly string[]): Promise<CommandResult>
  /** Starts `npm exec -- <args>` and resolves once its output matches `ready`, whose first group is the URL. */
  start(args: readonly string[], ready: RegExp): Promise<RunningProcess>
}

export function legCommands(dir: string): LegCommands {
  const node = join(dir, 'node_modules', '.bin', 'node')
  const npm = (args: readonly string[]) => runCommand(node, [npmCli, ...args], dir, legEnv())
  return {
    npm,
    exec: (args) => npm(['exec', '--', ...args]),
    start: (args, ready) => startProcess(node, [npmCli, 'exec', '--', ...args], dir, ready, legEnv()),
  }
}
