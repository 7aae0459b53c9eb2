/**
 * @module Concern 5: what `startMock()` weighs in a user's app. A tiny app
 * that imports `startMock` from the built package (`lib/browser.js`) and
 * calls it is built with Vite, as an app of a user's is; the figure is what
 * the page loads at start, gzipped: the entry chunk and the chunks it imports
 * statically, not those loaded on demand (faker for another seed, the dev
 * panel). Beside it: msw alone, built the same way, and which packages make
 * up the rest (docs/decisions/browser-bundle.md).
 */
import { gzipSync } from 'node:zlib'
import type { Rollup } from 'vite'
import { appChunks } from '../tests/support/app-chunks.ts'
import { compare, type BenchRow } from './lib/bench-row.ts'
import { ensureBuiltCommand } from './lib/built-command.ts'
import { projectDirectory } from './lib/child-process.ts'
import { runConcern } from './lib/run-concern.ts'

/** The target: under this, gzipped at start, with the default seed. */
const targetKiB = 250

const startMockApp = `import { startMock } from ${JSON.stringify(`${projectDirectory}/lib/browser.js`)}\nawait startMock()\n`
// msw's own browser bundle: a worker with one handler, the least a mock in the browser needs.
const mswApp = `import { http, HttpResponse } from 'msw'
import { setupWorker } from 'msw/browser'
await setupWorker(http.get('*/ping', () => HttpResponse.json({ ok: true }))).start()
`

type Bundle = {
  /** What the page loads at start: the entry chunk and its static imports, gzipped. */
  startGzipBytes: number
  /** The chunks loaded on demand, gzipped. */
  lazyGzipBytes: number
  /** Rendered bytes per package, of the modules loaded at start. */
  bytesByPackage: Map<string, number>
  startModules: string[]
}

async function bundleApp(code: string): Promise<Bundle> {
  const { atStart, onDemand } = await appChunks(code, { root: projectDirectory, minify: true })
  const gzipped = (list: Rollup.OutputChunk[]) =>
    list.reduce((sum, chunk) => sum + gzipSync(chunk.code, { level: 9 }).length, 0)
  const bytesByPackage = new Map<string, number>()
  const startModules: string[] = []
  for (const chunk of atStart) {
    for (const [id, info] of Object.entries(chunk.modules)) {
      startModules.push(id)
      bytesByPackage.set(packageOf(id), (bytesByPackage.get(packageOf(id)) ?? 0) + info.renderedLength)
    }
  }
  return {
    startGzipBytes: gzipped(atStart),
    lazyGzipBytes: gzipped(onDemand),
    bytesByPackage,
    startModules,
  }
}

/** `@scope/name` or `name` of a module in node_modules, else `(this project)`. */
function packageOf(id: string): string {
  const match = id.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/g)?.at(-1)
  return match ? match.replace('node_modules/', '') : '(this project)'
}

runConcern(async () => {
  // Run alone (`node --import tsx bench/browser-weight.ts`), the concern builds lib/ when a source is newer.
  ensureBuiltCommand()
  const ours = await bundleApp(startMockApp)
  const msw = await bundleApp(mswApp)
  const kb = (bytes: number) => bytes / 1024
  const fakerAtStart = ours.startModules.some((id) => id.includes('@faker-js/faker'))
  const minifiedTotal = [...ours.bytesByPackage.values()].reduce((sum, bytes) => sum + bytes, 0)
  const rows: BenchRow[] = [
    {
      concern: 'browser',
      measure: 'startMock() in an app (Vite build of lib/browser.js), loaded at start, gzipped',
      value: kb(ours.startGzipBytes),
      unit: 'KiB',
      comparisons: [compare('msw alone', kb(ours.startGzipBytes), kb(msw.startGzipBytes))],
      target: `≤ ${targetKiB} KiB with the default seed; no faker at start`,
      met: kb(ours.startGzipBytes) <= targetKiB && !fakerAtStart,
    },
    {
      concern: 'browser',
      measure: '  loaded on demand (faker for another seed, the dev panel, the overlay), gzipped',
      value: kb(ours.lazyGzipBytes),
      unit: 'KiB',
    },
  ]
  for (const [name, bytes] of [...ours.bytesByPackage].sort((a, b) => b[1] - a[1]).slice(0, 6)) {
    rows.push({
      concern: 'browser',
      measure: `  at start, of which ${name} (${Math.round((bytes / minifiedTotal) * 100)}% of rendered code)`,
      value: kb(bytes),
      unit: 'KiB before minify',
    })
  }
  return rows
})
