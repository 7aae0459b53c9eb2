/** @module Reading a built package: the files of a folder, and the chunks a built entry loads. */
import { readFileSync, readdirSync } from 'node:fs'
import { join, relative } from 'node:path'

/** A built entry and the chunks it imports, statically or not, by file name: what loading it reads. */
export function builtModulesFrom(
  libDir: string,
  entry: string,
  loaded = new Map<string, string>(),
): Map<string, string> {
  if (loaded.has(entry)) return loaded
  const source = readFileSync(join(libDir, entry), 'utf8')
  loaded.set(entry, source)
  for (const [, chunk] of source.matchAll(/(?:from|import)\s*\(?\s*["']\.\/([^"']+\.js)["']/g))
    builtModulesFrom(libDir, chunk!, loaded)
  return loaded
}

export function listFiles(dir: string, root = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    return entry.isDirectory() ? listFiles(path, root) : [relative(root, path)]
  })
}
