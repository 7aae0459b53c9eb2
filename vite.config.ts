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
 * What the first paint waits for, in the built `index.html`: nothing but the page itself.
 * - The page's own stylesheet (`src/site/page.css`, 2 kB) goes into it as a `<style>`: as a file it is one
 *   more request that blocks the paint. The file stays in `assets/`: the chunks loaded with `import()` list
 *   it among what they preload, and add it again, with the same rules.
 * - The entry script is asked for right after the frame's first paint, by a few lines at the end of the
 *   body (at once in a hidden tab, which gets no animation frames). The frame paints without it, and
 *   Lighthouse counts a script that loads before the paint as part of it, however small.
 */
function firstPaintHtmlPlugin(): Plugin {
  return {
    name: 'first-paint-html',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html
        let entry: string | undefined
        const page = html
          .replace(/\s*<link rel="stylesheet"[^>]*href="[^"]*?(assets\/[^"]+\.css)"[^>]*>/g, (link, file) => {
            const asset = bundle[file]
            if (asset?.type !== 'asset') return link
            return `\n    <style>${String(asset.source).trim()}</style>`
          })
          .replace(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/, (_script, src: string) => {
            entry = src
            return ''
          })
        if (!entry) throw new Error('index.html has no entry script to load after the first paint.')
        const loader = [
          'const load = () => document.body.append(Object.assign(document.createElement("script"),',
          `  { type: "module", crossOrigin: "", src: ${JSON.stringify(entry)} }))`,
          'document.visibilityState === "hidden" ? load() : requestAnimationFrame(() => setTimeout(load))',
        ]
        return page.replace(
          '</body>',
          `  <script>\n      {\n${loader.map((line) => `        ${line}`).join('\n')}\n      }\n    </script>\n  </body>`,
        )
      },
    },
  }
}

export default defineConfig({
  plugins: [firstPaintHtmlPlugin(), precompressSitePlugin()],
  base: process.env.SITE_BASE ?? './',
  build: {
    outDir: process.env.SITE_OUT_DIR ?? 'site-dist',
    emptyOutDir: true,
    // faker's data makes one bundle of about 1 MB; fine for a development tool.
    chunkSizeWarningLimit: 1500,
  },
})
