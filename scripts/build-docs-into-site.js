/**
 * Second half of `npm run build:site`: the docs site (VitePress) into the demo
 * build's `docs/` folder, so that one static host serves the simulator page at
 * its root and the docs at `/docs/`. Follows `SITE_OUT_DIR` and an absolute
 * `SITE_BASE` as the simulator's build does (vite.config.ts); VitePress needs
 * an absolute base, so the default relative one means the host's root.
 */
import { join } from 'node:path'
import { build } from 'vitepress'

const siteDirectory = process.env.SITE_OUT_DIR ?? 'site-dist'
const siteBase = process.env.SITE_BASE?.startsWith('/') ? process.env.SITE_BASE : '/'

await build('docs', { outDir: join(siteDirectory, 'docs'), base: `${siteBase.replace(/\/?$/, '/')}docs/` })
