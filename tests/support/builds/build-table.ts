/**
 * @module What the integration files build and share: each build by the name a
 * file asks for, and the module that makes it (loaded on its first request, so
 * a run loads no tool it does not build with). The shared builds' server
 * (serve-builds.ts) makes each at most once per run. A build may ask for
 * another first (`built` of its context).
 */

export const buildNames = ['site', 'site-demo', 'api-reference', 'docs-site', 'storybook'] as const
export type BuildName = (typeof buildNames)[number]

/** A finished build: its folder, and what its tool printed (the API reference test reads TypeDoc's warnings there). */
export type Built = { folder: string; output: string }

type BuildContext = {
  /** A fresh folder of the run's, for the build to write into. */
  folder: string
  /** Another build, made first if it is not yet. */
  built(name: BuildName): Promise<Built>
}

export const buildTable: Record<BuildName, (context: BuildContext) => Promise<Built>> = {
  /** The simulator site with its relative base (`./`): the demo's default, and what the standalone server serves at `/__mock/`. */
  site: async ({ folder }) => (await import('../../browser/support/build-site.ts')).buildSite(folder),
  /** The simulator site with an absolute base, as `SITE_BASE=/demo/ npm run build:site` pins it. */
  'site-demo': async ({ folder }) => (await import('../../browser/support/build-site.ts')).buildSite(folder, '/demo/'),
  /** The API reference as `npm run docs:api` writes it into docs/reference/api/, here into the build's folder. */
  'api-reference': async ({ folder }) => (await import('../../docs/generate-reference.ts')).generateReference(folder),
  /** The docs site (VitePress), as `npm run build:site` builds it, with the committed API reference. */
  'docs-site': async ({ folder }) => (await import('../../docs/build-docs-site.ts')).buildDocsSite(folder),
  /** The example Storybook's static build. */
  storybook: async ({ folder }) => (await import('../../storybook/support/build-storybook.ts')).buildStorybook(folder),
}
