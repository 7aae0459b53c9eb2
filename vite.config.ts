/**
 * The simulator page: `npm run dev` serves it at `/`, `npm run build:site`
 * writes a static site to `site-dist/`. The base is relative by default, so
 * the same build works from any folder of any static host and at `/__mock/`
 * of the standalone server; `SITE_BASE=/demo/` pins an absolute one. Each
 * text file gets a `.br` and a `.gz` twin, which the standalone server sends.
 */
import { defineConfig, type Plugin } from 'vite'
import { precompressSitePlugin } from './src/node-http/precompress-site.ts'

/**
 * The page's own stylesheet (`src/site/page.css`, 2 kB) goes into `index.html` as a `<style>`: as a file it
 * is one more request that blocks the first paint.
 */
function inlinePageCssPlugin(): Plugin {
  return {
    name: 'inline-page-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html
        return html.replace(/\s*<link rel="stylesheet"[^>]*href="[^"]*?(assets\/[^"]+\.css)"[^>]*>/g, (link, file) => {
          const asset = bundle[file]
          if (asset?.type !== 'asset') return link
          delete bundle[file]
          return `\n    <style>${String(asset.source).trim()}</style>`
        })
      },
    },
  }
}

export default defineConfig({
  plugins: [inlinePageCssPlugin(), precompressSitePlugin()],
  base: process.env.SITE_BASE ?? './',
  build: {
    outDir: process.env.SITE_OUT_DIR ?? 'site-dist',
    emptyOutDir: true,
    // faker's data makes one bundle of about 1 MB; fine for a development tool.
    chunkSizeWarningLimit: 1500,
  },
})
