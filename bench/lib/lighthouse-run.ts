/**
 * @module One Lighthouse run (the `lighthouse` package) on Debian's Chromium,
 * started for the run with the tests' flags and a profile of its own, so that
 * no run sees another's cache or service worker.
 */
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import lighthouse, { desktopConfig } from 'lighthouse'
import { chromiumArgs, chromiumPath } from '../../tests/browser/support/chromium-flags.ts'

export type LighthousePreset = 'mobile' | 'desktop'

/** What the bench keeps of a run: the category scores (0–1) and the load metrics (ms). */
export type LighthouseFigures = {
  performance: number
  accessibility: number
  bestPractices: number
  firstContentfulPaint: number
  largestContentfulPaint: number
  totalBlockingTime: number
  timeToInteractive: number
  /** Audits of the three categories that scored below 1, by id (`(unscored)` after those of weight 0): what to look at next. */
  failedAudits: string[]
}

/** Starts Chromium with a debugging port; resolves with the port and a function that stops it. */
async function startChromium(): Promise<{ port: number; stop: () => Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'lighthouse-chromium-'))
  const child = spawn(chromiumPath, [...chromiumArgs, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = once(child, 'exit')
      child.kill('SIGKILL')
      await exited
    }
    rmSync(profile, { recursive: true, force: true })
  }
  const port = await new Promise<number>((resolve, reject) => {
    let output = ''
    child.once('exit', (code) => reject(new Error(`Chromium exited with ${code} before listening: ${output}`)))
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output)
      if (match) resolve(Number(match[1]))
    })
  }).catch(async (error: unknown) => {
    await stop()
    throw error
  })
  child.stderr!.resume()
  return { port, stop }
}

/**
 * Lighthouse's performance, accessibility and best-practices categories on `url`, with its default
 * mobile settings (simulated slow 4G and a 4× slower CPU) or its desktop preset.
 */
export async function runLighthouse(url: string, preset: LighthousePreset): Promise<LighthouseFigures> {
  const chromium = await startChromium()
  try {
    const result = await lighthouse(
      url,
      { port: chromium.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices'] },
      preset === 'desktop' ? desktopConfig : undefined,
    )
    if (!result) throw new Error(`Lighthouse gave no result for ${url}.`)
    const { categories, audits, runtimeError } = result.lhr
    if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`)
    const score = (id: string) => categories[id]?.score ?? Number.NaN
    const metric = (id: string) => audits[id]?.numericValue ?? Number.NaN
    const refs = ['performance', 'accessibility', 'best-practices'].flatMap((id) => categories[id]?.auditRefs ?? [])
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      firstContentfulPaint: metric('first-contentful-paint'),
      largestContentfulPaint: metric('largest-contentful-paint'),
      totalBlockingTime: metric('total-blocking-time'),
      timeToInteractive: metric('interactive'),
      failedAudits: refs
        // Performance's unscored audits are diagnostics, always some below 1; the other categories' are findings.
        .filter((ref) => ref.weight > 0 || !categories.performance?.auditRefs.includes(ref))
        .filter((ref) => audits[ref.id]?.score !== null && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => (ref.weight > 0 ? ref.id : `${ref.id} (unscored)`)),
    }
  } finally {
    await chromium.stop()
  }
}
