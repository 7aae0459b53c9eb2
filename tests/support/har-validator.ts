/**
 * Checks a HAR against the HAR 1.2 JSON Schema of `har-schema` (draft-06,
 * hence ajv's default class with that meta-schema, not the 2020 one).
 */
import { createRequire } from 'node:module'
import { Ajv } from 'ajv'
import draft6 from 'ajv/dist/refs/json-schema-draft-06.json' with { type: 'json' }
import addFormats from 'ajv-formats'

// har-schema ships CommonJS and no types: one JSON Schema per HAR object, by name.
const schemas = createRequire(import.meta.url)('har-schema') as Record<string, { $id: string }>

const ajv = new Ajv({ allErrors: true, strict: false })
ajv.addMetaSchema(draft6)
addFormats.default(ajv)
for (const schema of Object.values(schemas)) ajv.addSchema(schema)
const validateHar = ajv.getSchema('har.json#')!

/** Throws with ajv's errors when `har` is not a valid HAR 1.2 document. */
export function assertValidHar(har: unknown): void {
  if (!validateHar(har))
    throw new Error(`Not a valid HAR 1.2 document: ${ajv.errorsText(validateHar.errors, { dataVar: 'har' })}`)
}
