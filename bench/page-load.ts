/**
 * @module Concern 12: how fast the simulator page opens. The JavaScript of
 * its frame (the entry chunk and its static imports, gzipped; the built page
 * asks for it right after its first paint), then Lighthouse (mobile and desktop presets, the median of the
 * rounds) on the built demo served as static files and on the simulator page
 * of the standalone server (the built command, `/__mock/`). The site is built
 * first (`vite build` into `site-dist/`). Lighthouse takes minutes: `--quick`
 * leaves it out unless `--lighthouse` is given; `npm run bench -- --only
 * page-load` runs this concern alone. `--tree <dir>` measures another
 * checkout's built site and command as they are (for a before and after).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'vite'
import type { BenchRow } from './lib/bench-row.ts'
import { projectDirectory, stopChild } from './lib/child-process.ts'
import { runLighthouse, type LighthouseFigures, type LighthousePreset } from './lib/lighthouse-run.ts'
import { runConcern } from './lib/run-concern.ts'
import { serveBuiltSite } from './lib/serve-built-site.ts'
import { startCommand } from './lib/start-targets.ts'
import { median, spread } from './lib/stats.ts'

const args = process.argv.slice(2)
const treeAt = args.indexOf('--tree')
const tree = treeAt >= 0 ? args[treeAt + 1] : undefined

/**
 * The scripts of the page's frame: the module script `index.html` loads (with a tag, or asked for by its lines
 * at the end of the body right after the first paint) and the chunks it preloads, gzipped (level 9), in kB.
 */
export function scriptsOfTheFrame(siteDirectory: string): { files: string[]; gzipKb: number } {
  const html = readFileSync(join(siteDirectory, 'index.html'), 'utf8')
  const files = [
    ...html.matchAll(/<script[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g),
    ...html.matchAll(/\btype: "module", crossOrigin: "", src: "([^"]+)"/g),
    ...html.matchAll(/<link[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g),
  ].map((match) => match[1]!.replace(/^\.?\//, ''))
  const bytes = files.reduce(
    (sum, file) => sum + gzipSync(readFileSync(join(siteDirectory, file)), { level: 9 }).length,
    0,
  )
  return { files, gzipKb: bytes / 1000 }
}

const targets: Record<LighthousePreset, Record<'performance' | 'accessibility' | 'bestPractices', number>> = {
  mobile: { performance: 0.9, accessibility: 1, bestPractices: 1 },
  desktop: { performance: 1, accessibility: 1, bestPractices: 1 },
}

/** The rows of one page and preset: the three scores against their targets, and the load metrics. */
function lighthouseRows(page: string, preset: LighthousePreset, runs: LighthouseFigures[]): BenchRow[] {
  const of = (key: keyof Omit<LighthouseFigures, 'failedAudits'>) => runs.map((run) => run[key])
  const row = (measure: string, values: number[], unit: string, target?: number): BenchRow => ({
    concern: 'page load',
    measure: `${page}, ${preset}: ${measure}`,
    value: median(values),
    unit,
    spread: spread(values),
    ...(target === undefined ? {} : { target: `≥ ${target}`, met: median(values) >= target }),
  })
  const seconds = (key: 'firstContentfulPaint' | 'largestContentfulPaint' | 'timeToInteractive') =>
    of(key).map((ms) => ms / 1000)
  return [
    row('Lighthouse performance', of('performance'), 'score', targets[preset].performance),
    row('Lighthouse accessibility', of('accessibility'), 'score', targets[preset].accessibility),
    row('Lighthouse best practices', of('bestPractices'), 'score', targets[preset].bestPractices),
    row('  first contentful paint', seconds('firstContentfulPaint'), 's'),
    row('  largest contentful paint', seconds('largestContentfulPaint'), 's'),
    row('  time to interactive', seconds('timeToInteractive'), 's'),
    row('  total blocking time', of('totalBlockingTime'), 'ms'),
  ]
}

runConcern(async (settings) => {
  const siteDirectory = join(tree ?? projectDirectory, 'site-dist')
  if (!tree) await build({ root: projectDirectory, logLevel: 'silent' })
  const firstPaint = scriptsOfTheFrame(siteDirectory)
  const rows: BenchRow[] = [
    {
      concern: 'page load',
      measure: `JavaScript of the page's frame, gzipped (${firstPaint.files.length} file${firstPaint.files.length === 1 ? '' : 's'})`,
      value: firstPaint.gzipKb,
      unit: 'kB',
      target: '≤ 100 kB',
      met: firstPaint.gzipKb <= 100,
    },
  ]
  if (settings.quick && !args.includes('--lighthouse')) return rows

  const demo = await serveBuiltSite(siteDirectory)
  const simulator = await startCommand(tree ? { command: join(tree, 'lib/bin.js') } : {})
  try {
    const pages = [
      { name: 'demo (static files)', url: `${demo.url}/` },
      { name: 'simulator page (standalone server)', url: `${simulator.url}/__mock/` },
    ]
    for (const page of pages) {
      for (const preset of ['mobile', 'desktop'] as const) {
        const runs: LighthouseFigures[] = []
        for (let round = 0; round < settings.rounds; round++) runs.push(await runLighthouse(page.url, preset))
        const failed = [...new Set(runs.flatMap((run) => run.failedAudits))]
        process.stderr.write(`\n[page-load] ${page.name}, ${preset}: audits below 1: ${failed.join(', ') || 'none'}`)
        rows.push(...lighthouseRows(page.name, preset, runs))
      }
    }
  } finally {
    demo.server.close()
    await stopChild(simulator.process)
  }
  return rows
})
