/**
 * The demo build (`npm run build:site`) serves the docs site beside the
 * simulator page: `/` is the simulator, `/docs/` the docs' index, with its
 * pages and assets under the `/docs/` base, from one static host.
 */
import { execFile } from 'node:child_process'
import type { Server } from 'node:http'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { serveStatic } from '../browser/support/serve-static.ts'
import { repositoryRoot } from './markdown-files.ts'

let workspace: string
let url: string
let server: Server

beforeAll(async () => {
  workspace = await mkdtemp(join(tmpdir(), 'rem-demo-build-'))
  const site = join(workspace, 'site')
  await promisify(execFile)('npm', ['run', 'build:site'], {
    cwd: repositoryRoot,
    env: { ...process.env, SITE_OUT_DIR: site },
  })
  ;({ url, server } = await serveStatic([{ prefix: '/', directory: async () => site }]))
}, 600_000) // two builds on a busy machine; a limit only stops a hung build

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve))
  await rm(workspace, { recursive: true, force: true })
})

const get = async (path: string) => {
  const response = await fetch(new URL(path, url))
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() }
}

describe('the demo build', () => {
  test('answers /docs/ with the docs index', async () => {
    const index = await get('/docs/')
    expect(index.status).toBe(200)
    expect(index.type).toMatch(/^text\/html/)
    expect(index.text).toContain('<h1 id="getting-started"')
    expect(index.text).toContain('Which door to use') // the README's table, included
  })

  test('serves the docs pages and their assets under /docs/', async () => {
    const index = await get('/docs/')
    const styles = /href="(\/docs\/assets\/[^"]+\.css)"/.exec(index.text)?.[1]
    expect(styles).toBeDefined()
    expect((await get(styles!)).status).toBe(200)
    const vitest = await get('/docs/vitest.html')
    expect(vitest.status).toBe(200)
    expect(vitest.text).toContain('<h1 id="vitest"')
    expect((await get('/docs/decisions/')).text).toContain('<h1 id="decisions"') // docs/decisions/README.md
  })

  test('still has the simulator page at its root', async () => {
    const simulator = await get('/')
    expect(simulator.status).toBe(200)
    expect(simulator.text).not.toContain('Getting started')
    expect((await get('/mockServiceWorker.js')).status).toBe(200)
  })
})
