/**
 * The layer rules of src/ (docs/decisions/layers.md), checked by `npm test`.
 * Dependencies flow one way, between folders of src/ and between the
 * engine's concept folders; no cycle of any kind, type-only imports included;
 * `node:*` only in the Node adapters, `msw/browser` only in the browser adapters.
 */

/** src/'s layers, lowest first; the entry barrels (src/*.ts) sit on top. */
// mcp: the MCP server over the control table; below node-http, whose request path loads it on the first MCP request.
const layers = ['model', 'data', 'engine', 'ui', 'mcp', 'node-http', 'adapters', 'server', 'cli', 'site']
/** The engine's concept folders, lowest first; its root files (create-engine.ts, run-operation.ts) sit on top. */
const engineLayers = ['exchange', 'problems', 'request', 'simulation', 'scenarios', 'journal', 'operations', 'hybrid', 'session', 'control']

const above = (list, index) => list.slice(index + 1)

const layerRules = layers.map((layer, index) => ({
  name: `${layer}-imports-no-layer-above`,
  severity: 'error',
  comment: `src/${layer}/ may import only from ${layers.slice(0, index).join(', ') || 'fixtures/ and packages'}.`,
  from: { path: `^src/${layer}/` },
  to: { path: [...above(layers, index).map((upper) => `^src/${upper}/`), '^src/[^/]+\\.ts$'] },
}))

const engineRules = engineLayers.map((folder, index) => ({
  name: `engine-${folder}-imports-no-concept-above`,
  severity: 'error',
  comment: `src/engine/${folder}/ may import only from the engine's ${engineLayers.slice(0, index).join(', ') || 'nothing'} (and lower layers).`,
  from: { path: `^src/engine/${folder}/` },
  to: { path: [...above(engineLayers, index).map((upper) => `^src/engine/${upper}/`), '^src/engine/[^/]+\\.ts$'] },
}))

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import cycle of any kind, type-only imports included.',
      from: {},
      to: { circular: true },
    },
    ...layerRules,
    ...engineRules,
    {
      name: 'node-only-in-node-adapters',
      severity: 'error',
      comment: 'Only the Node HTTP pieces, the Node adapters, the server, the command and MCP (served by the Node adapters and the command only) import node:* (the rest runs in browsers too).',
      from: { path: '^src/', pathNot: ['^src/node-http/', '^src/mcp/', '^src/adapters/(middleware|vite|playwright)/', '^src/server/', '^src/cli/', '^src/(node|server|vite|playwright)\\.ts$'] },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'msw-browser-only-in-browser-adapters',
      severity: 'error',
      comment: 'Only the browser adapters import msw/browser.',
      from: { path: '^src/', pathNot: ['^src/adapters/(browser|storybook)/', '^src/(browser|storybook)\\.ts$'] },
      to: { path: '^msw/browser$|node_modules/msw/lib/browser' },
    },
    {
      name: 'zod-mini-in-model-and-engine',
      severity: 'error',
      comment: 'The model, the data and the engine, which a page loads at start, use zod/mini through src/model/zod.ts: zod itself would bring the classic API into the browser bundle (docs/decisions/browser-bundle.md).',
      from: { path: '^src/(model|data|engine)/' },
      to: { path: 'node_modules/zod/(index|v4/classic/)' },
    },
    {
      name: 'no-unresolvable',
      severity: 'error',
      comment: 'Every import resolves.',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Tests may reach across layers; the rules are about the package's own code.
    exclude: { path: '\\.test(-d)?\\.ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    combinedDependencies: false,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
}
