/**
 * @module Shared by every browser test: one Chromium (shared-chromium.ts), and
 * one static host of the simulator site's shared builds (the relative base at
 * `/` and `/nested/path/`, the `/demo/` base at `/demo/`), each built on its
 * first request (tests/support/builds). Runs without browser suites pay nothing.
 */
import type { TestProject } from 'vitest/node'
import { builtAt } from '../../support/builds/built.ts'
import { serveStatic } from './serve-static.ts'
import { startSharedChromium } from './shared-chromium.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Static host serving the relative-base build at `/` and `/nested/path/`, and the `/demo/` build at `/demo/`. */
    siteUrl: string
    /** Answers with the WebSocket endpoint of the run's one Chromium (`connectChromium`). */
    chromiumUrl: string
  }
}

export default async function setup(project: TestProject) {
  // Provided by the shared builds' global setup, which runs before this one.
  const { buildsUrl } = project.getProvidedContext()
  const site = async () => (await builtAt(buildsUrl, 'site')).folder
  const { url, server } = await serveStatic([
    { prefix: '/demo/', directory: async () => (await builtAt(buildsUrl, 'site-demo')).folder },
    { prefix: '/nested/path/', directory: site },
    { prefix: '/', directory: site },
  ])
  const sharedChromium = await startSharedChromium()
  project.provide('siteUrl', url)
  project.provide('chromiumUrl', sharedChromium.url)

  return async () => {
    await sharedChromium.close()
    await new Promise((resolve) => server.close(resolve))
  }
}
