/**
 * @module faker, loaded only when data the build did not make is asked for
 * (another seed, larger counts): the default data ships prebuilt, so a page
 * on the default seed never downloads faker (docs/decisions/browser-bundle.md).
 */
// The locale entry loads English alone; the package's main entry would load every locale (a quarter
// second at start in Node).
type FakerModule = typeof import('@faker-js/faker/locale/en')

const fakerEntry = '@faker-js/faker/locale/en'
let loaded: FakerModule | undefined

/** Loads faker once; afterwards `fakerNow()` returns it at once, in the browser too. */
export async function loadFaker(): Promise<FakerModule> {
  loaded ??= await import('@faker-js/faker/locale/en')
  return loaded
}

/**
 * faker, now: loaded already, or required synchronously where the runtime can (Node loads an ES
 * module with `require`); a browser has to `loadFaker()` first.
 */
export function fakerNow(): FakerModule {
  if (loaded) return loaded
  const nodeModule = globalThis.process?.getBuiltinModule?.('node:module')
  if (nodeModule) {
    loaded = nodeModule.createRequire(import.meta.url)(fakerEntry) as FakerModule
    return loaded
  }
  throw new Error(
    'Failed to make the seeded data: data other than the default seed and counts is made with faker, which the browser loads on demand, and it is not loaded yet. Please give the seed and counts to startMock() or createMock(), which load faker for them.',
  )
}
