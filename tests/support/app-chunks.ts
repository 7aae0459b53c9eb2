/**
 * @module A tiny app built with Vite as a user's app is, its chunks split by
 * when the page loads them: at start (the entry and what it imports
 * statically) or on demand (`import()`). The bundle test and the bench's
 * browser rows both read `startMock()`'s weight from it.
 */
import { build, type Rollup } from 'vite'

export type AppChunks = { atStart: Rollup.OutputChunk[]; onDemand: Rollup.OutputChunk[] }

const appId = '\0app-of-one-module'

/** Builds an app whose one module is `code` (from `root`, not written to disk), and sorts its chunks. */
export async function appChunks(code: string, options: { root: string; minify: boolean }): Promise<AppChunks> {
  const output = (await build({
    configFile: false,
    root: options.root,
    logLevel: 'silent',
    plugins: [
      {
        name: 'app-of-one-module',
        resolveId: (id) => (id === appId ? id : undefined),
        load: (id) => (id === appId ? code : undefined),
      },
    ],
    build: { write: false, minify: options.minify, rollupOptions: { input: appId } },
  })) as Rollup.RollupOutput[] | Rollup.RollupOutput
  const chunks = (Array.isArray(output) ? output : [output]).flatMap(({ output: files }) =>
    files.filter((file): file is Rollup.OutputChunk => file.type === 'chunk'),
  )
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const atStart = new Set<Rollup.OutputChunk>()
  const visit = (chunk: Rollup.OutputChunk) => {
    if (atStart.has(chunk)) return
    atStart.add(chunk)
    for (const name of chunk.imports) visit(byName.get(name)!)
  }
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk)
  return { atStart: [...atStart], onDemand: chunks.filter((chunk) => !atStart.has(chunk)) }
}
