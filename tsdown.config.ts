/**
 * @module Package build: ESM and `.d.ts` into `lib/`, one entry per public
 * subpath (docs/decisions/package-build.md). The library's dependencies and
 * the `msw` peer stay external, so users' own `msw` is the one that runs. The
 * command is one file with its dependencies inlined, so that it starts
 * without resolving and reading hundreds of modules (docs/decisions/cold-start.md).
 */
import { defineConfig, type UserConfig } from 'tsdown'

const library: Record<string, string> = {
  index: 'src/index.ts',
  node: 'src/node.ts',
  server: 'src/server.ts',
  browser: 'src/browser.ts',
  storybook: 'src/storybook.ts',
  // The Storybook addon: what Storybook loads into the preview and into its manager.
  'storybook-addon-preview': 'src/storybook-addon-preview.ts',
  'storybook-addon-manager': 'src/storybook-addon-manager.ts',
  vite: 'src/vite.ts',
  playwright: 'src/playwright.ts',
  'vitest-browser': 'src/vitest-browser.ts',
}

const shared = {
  format: 'esm',
  target: 'node20.19',
  outDir: 'lib',
  fixedExtension: false,
  // Cleaned once, before both builds.
  clean: true,
} satisfies UserConfig

export default defineConfig([
  {
    ...shared,
    entry: library,
    // Neutral, not node: the browser and storybook entries must not pull in Node code.
    platform: 'neutral',
    // Only the server entries import Node built-ins; users' Node resolves them.
    // React is the one Storybook's manager runs the addon's panel with, never a copy of ours.
    external: [/^node:/, /^vite$/, /^react$/],
    // The browser entry as re-exports of chunks, the dev panel in a chunk of its own: with lib/browser.js
    // declared free of side effects (package.json), an app's bundler leaves the panel out of the start, as
    // startMock() imports it only when asked for (docs/decisions/browser-bundle.md). Source modules only:
    // the declarations go through the same bundler.
    outputOptions: {
      advancedChunks: {
        includeDependenciesRecursively: false,
        groups: [
          { name: 'dev-panel', test: /src[\\/]ui[\\/](panel[\\/](?!auth-token)|timeline[\\/])[\w-]+\.ts$/ },
          {
            name: 'page-events',
            test: /src[\\/]ui[\\/](events|dom[\\/][\w-]+|session[\\/][\w-]+|panel[\\/]auth-token)\.ts$/,
          },
          { name: 'start-mock', test: /src[\\/]adapters[\\/]browser[\\/][\w-]+\.ts$/ },
        ],
      },
    },
    dts: true,
  },
  {
    ...shared,
    entry: { bin: 'src/cli/bin.ts' },
    platform: 'node',
    // Everything but Node's built-ins goes into the bundle; and the MCP SDK, which stays a dependency the command
    // imports only in `mcp` and on the first request to /__mock/mcp, so it adds nothing to the server's start.
    noExternal: [/^(?!node:|@modelcontextprotocol\/sdk)/],
    // Less text for Node to read and parse at each start; names kept, so stack traces still read.
    minify: { compress: true, mangle: false },
    dts: false,
  },
])
