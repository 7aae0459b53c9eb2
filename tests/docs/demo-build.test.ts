/**
 * The demo build (`npm run build:site`) serves the docs site beside the
 * simulator page: `/` is the simulator, `/docs/` the docs' index, with its
 * pages and assets under the `/docs/` base, from one static host. Its steps
 * are the run's shared builds (tests/support/builds): the simulator site
 * (`vite build`) and the docs site (scripts/build-docs-into-site.js), each
 * made once per run; its `typedoc` step rewrites the committed API reference,
 * which api-reference.test.ts checks is what TypeDoc writes.
 */
import type { Server } from 'node:http'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { loadConfigFromFile } from 'vite'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { serveStatic } from '../browser/support/serve-static.ts'
import { built } from '../support/builds/built.ts'
import { repositoryRoot } from './markdown-files.ts'

let url: string
let server: Server

beforeAll(async () => {
  // The docs site reads the committed API reference.
  const [site, docs] = await Promise.all([built('site'), built('docs-site')])
  // What the script writes into one folder: the site at its root, the docs in its docs/ folder.
  ;({ url, server } = await serveStatic([
    { prefix: '/docs/', directory: async () => docs },
    { prefix: '/', directory: async () => site },
  ]))
}, 600_000) // three builds on a busy machine; a limit only stops a hung build

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve))
})

const get = async (path: string) => {
  const response = await fetch(new URL(path, url))
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() }
}

describe('the demo build', () => {
  test('is the three builds served here, one after the other', () => {
    const scripts = JSON.parse(readFileSync(join(repositoryRoot, 'package.json'), 'utf8')).scripts
    expect(scripts['build:site'].split(' && ')).toEqual([
      'vite build',
      'typedoc',
      'node scripts/build-docs-into-site.js',
    ])
  })

  test("writes the site where SITE_OUT_DIR says, the folder whose docs/ the docs site's step writes", async () => {
    const outDir = join(repositoryRoot, 'site-out-dir-of-this-test')
    process.env.SITE_OUT_DIR = outDir
    try {
      const loaded = await loadConfigFromFile(
        { command: 'build', mode: 'production' },
        join(repositoryRoot, 'vite.config.ts'),
        repositoryRoot,
        'silent',
      )
      expect(loaded?.config.build?.outDir).toBe(outDir)
    } finally {
      delete process.env.SITE_OUT_DIR
    }
  })

  test('answers /docs/ with the docs index', async () => {
    const index = await get('/docs/')
    expect(index.status).toBe(200)
    expect(index.type).toMatch(/^text\/html/)
    expect(index.text).toContain('<h1 id="getting-started"')
    expect(index.text).toContain('Cloudflare-style servers') // the README's table of adapters, copied
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
