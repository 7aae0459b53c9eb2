/**
 * @module Package build: ESM and `.d.ts` into `lib/`, one entry per public
 * subpath (docs/decisions/package-build.md). Dependencies and the `msw` peer
 * stay external, so users' own `msw` is the one that runs.
 */
import { defineConfig } from 'tsdown'

const entries: Record<string, string> = {
  index: 'src/index.ts',
  node: 'src/node.ts',
  server: 'src/server.ts',
  bin: 'src/cli/bin.ts',
  browser: 'src/browser.ts',
  storybook: 'src/storybook.ts',
  vite: 'src/vite.ts',
  playwright: 'src/playwright.ts',
}

export default defineConfig({
  entry: entries,
  format: 'esm',
  // Neutral, not node: the browser and storybook entries must not pull in Node code.
  platform: 'neutral',
  // Only the server entries import Node built-ins; users' Node resolves them.
  external: [/^node:/, /^vite$/],
  target: 'node20.19',
  outDir: 'lib',
  fixedExtension: false,
  dts: true,
  clean: true,
})
