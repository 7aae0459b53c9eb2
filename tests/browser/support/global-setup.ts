/**
 * @module Shared by every browser test: one Chromium (shared-chromium.ts), and
 * the simulator site, built once (with the default relative base, and with an
 * absolute `/demo/` base) and served by one static server. Chromium and the
 * builds start on the first request, so test runs without browser suites pay nothing.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'
import type { TestProject } from 'vitest/node'
import { serveStatic } from './serve-static.ts'
import { startSharedChromium } from './shared-chromium.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Static host serving the relative-base build at `/` and `/nested/path/`, and the `/demo/` build at `/demo/`. */
    siteUrl: string
    /** Folder of the relative-base build (for the standalone server's `/__mock/`). */
    siteDirectory: string
    /** Answers with the WebSocket endpoint of the run's one Chromium (`connectChromium`). */
    chromiumUrl: string
  }
}

const repositoryRoot = fileURLToPath(new URL('../../..', import.meta.url))

export default async function setup(project: TestProject) {
  const workspace = await mkdtemp(join(tmpdir(), 'rem-browser-tests-'))
  const relativeDirectory = join(workspace, 'site')
  const demoDirectory = join(workspace, 'site-demo')
  let builds: Promise<void> | undefined
  const built = () =>
    (builds ??= (async () => {
      const common = {
        root: repositoryRoot,
        configFile: join(repositoryRoot, 'vite.config.ts'),
        logLevel: 'warn' as const,
      }
      await build({ ...common, build: { outDir: relativeDirectory, emptyOutDir: true } })
      await build({ ...common, base: '/demo/', build: { outDir: demoDirectory, emptyOutDir: true } })
    })())

  const { url, server } = await serveStatic([
    { prefix: '/demo/', directory: () => built().then(() => demoDirectory) },
    { prefix: '/nested/path/', directory: () => built().then(() => relativeDirectory) },
    { prefix: '/', directory: () => built().then(() => relativeDirectory) },
  ])
  const sharedChromium = await startSharedChromium()
  project.provide('siteUrl', url)
  project.provide('siteDirectory', relativeDirectory)
  project.provide('chromiumUrl', sharedChromium.url)

  return async () => {
    await sharedChromium.close()
    await new Promise((resolve) => server.close(resolve))
    await rm(workspace, { recursive: true, force: true })
  }
}
