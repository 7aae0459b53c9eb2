/**
 * @module Concern 5: gzipped size of the browser entry's bundle (a Vite
 * production build), against msw's own browser bundle, and which packages
 * make up the rest.
 */
import { existsSync } from 'node:fs'
import { join, relative } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build, type Rollup } from 'vite'
import { compare, type BenchRow } from './lib/bench-row.ts'
import { benchDirectory, projectDirectory } from './lib/child-process.ts'
import { runConcern } from './lib/run-concern.ts'

type Bundle = { gzipBytes: number; bytesByPackage: Map<string, number>; modules: string[] }

async function bundle(entry: string): Promise<Bundle> {
  const output = (await build({
    configFile: false,
    root: projectDirectory,
    logLevel: 'silent',
    build: { write: false, minify: true, lib: { entry, formats: ['es'], fileName: 'entry' } },
  })) as Rollup.RollupOutput[] | Rollup.RollupOutput
  const chunks = (Array.isArray(output) ? output : [output]).flatMap(({ output: files }) =>
    files.filter((file): file is Rollup.OutputChunk => file.type === 'chunk'),
  )
  const bytesByPackage = new Map<string, number>()
  const modules: string[] = []
  for (const chunk of chunks) {
    for (const [id, info] of Object.entries(chunk.modules)) {
      modules.push(id)
      bytesByPackage.set(packageOf(id), (bytesByPackage.get(packageOf(id)) ?? 0) + info.renderedLength)
    }
  }
  return {
    gzipBytes: chunks.reduce((sum, chunk) => sum + gzipSync(chunk.code, { level: 9 }).length, 0),
    bytesByPackage,
    modules,
  }
}

/** `@scope/name` or `name` of a module in node_modules, else `(this project)`. */
function packageOf(id: string): string {
  const match = id.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/g)?.at(-1)
  return match ? match.replace('node_modules/', '') : '(this project)'
}

runConcern(async () => {
  const browserEntry = join(projectDirectory, 'src/browser.ts')
  const entry = existsSync(browserEntry) ? browserEntry : join(benchDirectory, 'browser-entry.ts')
  const ours = await bundle(entry)
  const msw = await bundle(join(benchDirectory, 'msw-browser-entry.ts'))
  const kb = (bytes: number) => bytes / 1024
  // A whole-faker import drags in every locale's definitions; one locale leaves a single locale folder.
  const fakerLocales = new Set(
    ours.modules.flatMap(
      (id) => id.match(/@faker-js\/faker\/dist\/(?:locale\/)?([a-z]{2}(?:_[A-Z]{2})?)[./-]/)?.[1] ?? [],
    ),
  )
  const minifiedTotal = [...ours.bytesByPackage.values()].reduce((sum, bytes) => sum + bytes, 0)
  const rows: BenchRow[] = [
    {
      concern: 'browser',
      measure: `${relative(projectDirectory, entry)} bundle, gzipped`,
      value: kb(ours.gzipBytes),
      unit: 'KiB',
      comparisons: [compare('msw alone', kb(ours.gzipBytes), kb(msw.gzipBytes))],
      target: 'msw + zod + faker (one locale); no whole faker',
      met: ours.modules.some((id) => id.includes('@faker-js/faker')) ? fakerLocales.size <= 1 : true,
    },
  ]
  for (const [name, bytes] of [...ours.bytesByPackage].sort((a, b) => b[1] - a[1]).slice(0, 6)) {
    rows.push({
      concern: 'browser',
      measure: `  of which ${name} (${Math.round((bytes / minifiedTotal) * 100)}% of rendered code)`,
      value: kb(bytes),
      unit: 'KiB before minify',
    })
  }
  return rows
})
