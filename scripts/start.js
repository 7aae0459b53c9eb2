/**
 * `npm start`: runs the built command (`lib/bin.js`, made by `npm install` or `npm run build`) when it
 * is newer than every source file, because it answers in well under a second; otherwise runs the
 * sources through tsx, so that a change in `src/` is never served stale.
 */
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const built = join(root, 'lib/bin.js')

function newestChange(path) {
  const stats = statSync(path)
  if (!stats.isDirectory()) return stats.mtimeMs
  return Math.max(stats.mtimeMs, ...readdirSync(path).map((name) => newestChange(join(path, name))))
}

const sourcesChangedSince = (time) =>
  ['src', 'fixtures', 'package.json'].some((path) => newestChange(join(root, path)) > time)

if (existsSync(built) && !sourcesChangedSince(statSync(built).mtimeMs)) {
  await import(pathToFileURL(built).href)
} else {
  const { register } = await import('tsx/esm/api')
  register()
  await import(pathToFileURL(join(root, 'src/cli/bin.ts')).href)
}
