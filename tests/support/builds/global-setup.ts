/**
 * @module The integration tests' shared builds (build-table.ts), each made at
 * most once per run, on a file's first request, and shared by every file that
 * asks for it (built.ts). At the end, one line per build made, so a run shows
 * what it built.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { serveBuilds } from './serve-builds.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared builds' server: `GET /<name>` answers the build's folder once it is made. */
    buildsUrl: string
  }
}

export default async function setup(project: TestProject) {
  const workspace = await mkdtemp(join(tmpdir(), 'rem-shared-builds-'))
  const builds = await serveBuilds(workspace)
  project.provide('buildsUrl', builds.url)

  return async () => {
    await builds.close()
    for (const { name, seconds, failed } of builds.records)
      console.info(`[shared builds] ${name}: ${failed ? 'failed' : 'built'} once, in ${seconds.toFixed(1)} s`)
    await rm(workspace, { recursive: true, force: true })
  }
}
