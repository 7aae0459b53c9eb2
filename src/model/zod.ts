/**
 * @module zod's functional API (`zod/mini`) with English messages, for every
 * schema a page loads at start. `import { z } from 'zod'` would also bring the
 * classic API's methods and their JSON Schema processors into the bundle
 * (docs/decisions/browser-bundle.md); the schemas and their messages are the same.
 */
import { z } from 'zod/mini'

// The classic API sets English messages on its first schema; `zod/mini` leaves them to the app.
z.config(z.locales.en())

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
