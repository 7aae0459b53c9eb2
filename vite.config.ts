/**
 * The simulator page: `npm run dev` serves it at `/`, `npm run build:site`
 * writes a static site to `site-dist/`. The base is relative by default, so
 * the same build works from any folder of any static host and at `/__mock/`
 * of the standalone server; `SITE_BASE=/demo/` pins an absolute one. Each
 * text file gets a `.br` and a `.gz` twin, which the standalone server sends.
 */
import { defineConfig } from 'vite'
import { precompressSitePlugin } from './src/node-http/precompress-site.ts'

export default defineConfig({
  plugins: [precompressSitePlugin()],
  base: process.env.SITE_BASE ?? './',
  build: {
    outDir: process.env.SITE_OUT_DIR ?? 'site-dist',
    emptyOutDir: true,
    // faker's data makes one bundle of about 1 MB; fine for a development tool.
    chunkSizeWarningLimit: 1500,
  },
})
