/**
 * The simulator page: `npm run dev` serves it at `/`, `npm run build:site`
 * writes a static site to `site-dist/`. The base is relative by default, so
 * the same build works from any folder of any static host and at `/__mock/`
 * of the standalone server; `SITE_BASE=/demo/` pins an absolute one.
 */
import { defineConfig } from 'vite'

export default defineConfig({
  base: process.env.SITE_BASE ?? './',
  build: {
    outDir: process.env.SITE_OUT_DIR ?? 'site-dist',
    emptyOutDir: true,
    // faker's data makes one bundle of about 1 MB; fine for a development tool.
    chunkSizeWarningLimit: 1500,
  },
})
