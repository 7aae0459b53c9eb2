/**
 * @module TypeDoc's config: the API reference, generated from the types into
 * docs/reference/api/ by `npm run docs:api` and committed, so that GitHub shows
 * it too (tests/docs/api-reference.test.ts fails when it differs from what the
 * types generate). The entries are read from package.json's "exports", so a
 * new entry is documented without an edit here (docs/decisions/api-reference-from-types.md).
 */
import { existsSync, readFileSync } from 'node:fs'

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'))

/**
 * Each export with types, as its source file and the specifier users import:
 * `./lib/node.d.ts` is built from `src/node.ts` (tsdown.config.ts), imported as
 * `real-estate-service-mock/node`.
 */
export const entries = Object.entries(manifest.exports).flatMap(([subpath, target]) => {
  const types = typeof target === 'object' ? target.types : undefined
  if (!types) return [] // openapi.json, package.json: no types to document
  const name = /^\.\/lib\/([\w-]+)\.d\.ts$/.exec(types)?.[1]
  if (!name) throw new Error(`Failed to document the export "${subpath}": its types (${types}) are not lib/<entry>.d.ts.`)
  const source = `src/${name}.ts`
  if (!existsSync(new URL(source, import.meta.url)))
    throw new Error(`Failed to document the export "${subpath}": ${source} does not exist. Please add it, or remove the export.`)
  return [{ source, module: name, specifier: subpath === '.' ? manifest.name : `${manifest.name}${subpath.slice(1)}` }]
})
  // Two exports of one file (`./storybook-addon` and `./storybook-addon/preview`): documented once, by the first.
  .filter((entry, index, all) => all.findIndex((other) => other.source === entry.source) === index)

/** @type {Partial<import('typedoc').TypeDocOptions & import('typedoc-plugin-markdown').PluginOptions & Record<string, unknown>>} */
export default {
  // The entries, then the types their names use without exporting them (the database, each adapter's
  // options), so that those types' members are in the reference too.
  entryPoints: [...entries.map((entry) => entry.source), 'docs/reference/reached-types.ts'],
  tsconfig: './tsconfig.typedoc.json',
  plugin: ['typedoc-plugin-markdown', 'typedoc-vitepress-theme', './docs/reference/entry-names-plugin.mjs'],
  entryNames: {
    ...Object.fromEntries(entries.map((entry) => [entry.source, entry.specifier])),
    'docs/reference/reached-types.ts': 'Types reached through the entries',
  },
  out: './docs/reference/api',
  docsRoot: './docs',
  readme: 'none',
  // \`tsc --noEmit\` checks the types; TypeDoc only reads them (and a type error elsewhere in the
  // project, mid-edit, should not stop the docs).
  skipErrorChecking: true,
  // "Defined in src/…" would be a path into the sources, which the docs do not link to.
  disableSources: true,
  excludePrivate: true,
  excludeInternal: true,
  // Every exported name needs a doc comment: a warning fails the run (and the docs build). A type
  // that is reached but not listed in reached-types.ts is shown by its name (notExported is off:
  // listing every type of every option, to the last helper, would document the internals).
  validation: { notExported: false, invalidLink: true, notDocumented: true },
  requiredToBeDocumented: ['Class', 'Function', 'Interface', 'TypeAlias', 'Variable', 'Enum', 'Namespace'],
  treatValidationWarningsAsErrors: true,
  treatWarningsAsErrors: true,
}
