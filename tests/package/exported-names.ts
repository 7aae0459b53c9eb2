/**
 * @module The names a built entry exports, read from its `.d.ts` with the
 * TypeScript compiler: values and types alike, as a user's editor lists them.
 */
import { join } from 'node:path'
import ts from 'typescript'

/** Each entry's exported names, sorted, from `<libDir>/<entry>.d.ts`; keyed by entry file name (`index`, `node`…). */
export function exportedNames(libDir: string, entries: readonly string[]): Record<string, string[]> {
  const files = entries.map((entry) => join(libDir, `${entry}.d.ts`))
  const program = ts.createProgram(files, { noEmit: true, skipLibCheck: true, types: [] })
  const checker = program.getTypeChecker()
  return Object.fromEntries(
    entries.map((entry, index) => {
      const source = program.getSourceFile(files[index]!)
      const module = source && checker.getSymbolAtLocation(source)
      if (!module) throw new Error(`Failed to read the exports of ${files[index]}: it is not a module.`)
      return [
        entry,
        checker
          .getExportsOfModule(module)
          .map((symbol) => symbol.name)
          .sort(),
      ]
    }),
  )
}
