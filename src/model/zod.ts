/**
 * @module zod's functional API (`zod/mini`) with English messages, for every
 * schema a page loads at start. `import { z } from 'zod'` would also bring the
 * classic API's methods and their JSON Schema processors into the bundle
 * (docs/decisions/browser-bundle.md); the schemas and their messages are the same.
 */
import { z } from 'zod/mini'

// The classic API sets English messages on its first schema; `zod/mini` leaves them to the app.
z.config(z.locales.en())
// The classic API installs zod's memoizer (containers' cycle support) as it starts; `zod/mini` opts in
// here, so both APIs check the same way. The command's bundle also needs it: its bundler drops the `?.`
// of zod's `core.globalConfig.memoizer?.guard(…)`, which then throws at load when no memoizer is set.
z.config({ memoizer: z.memoizer() })

export { z }

/**
 * A copy of `schema` with `meta` (title, description, examples) for its JSON Schema, as the classic
 * API's `.meta()` and `.describe()` make one.
 * @example
 * withMeta(z.string(), { description: 'IANA time zone name' })
 */
export function withMeta<Schema extends z.core.$ZodType>(schema: Schema, meta: z.core.GlobalMeta): Schema {
  const copy = z.clone(schema)
  z.globalRegistry.add(copy, meta)
  return copy
}
