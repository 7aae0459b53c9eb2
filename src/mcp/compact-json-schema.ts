/**
 * @module A tool's arguments as JSON Schema, made by zod from the verbs' own
 * schemas and kept small, since `tools/list` sits in a model's context every
 * turn. Each rule below rewrites a node into one that takes the same values:
 * an object whose fields share one schema (the per-operation maps of latency
 * and faults: `all` and the four operations) names its keys once and shows
 * the schema once, rather than five times; nested `anyOf`s are one; constant
 * strings side by side are one `enum`; what says nothing is left out (the
 * ±2^53 bounds zod gives every integer, a `format`'s regular expression, a
 * record's string keys). No `$ref`: some clients do not follow one.
 */
import { z } from 'zod'

/** A JSON Schema object, as `tools/list` shows it. */
export type JsonSchema = { [keyword: string]: unknown }

/** Fields sharing one schema are shown as one map from this many on. */
const shortestMap = 3

/**
 * The JSON Schema (draft-07, as the MCP SDK's own tools give theirs) of a tool's input.
 * @example
 * compactJsonSchema(z.strictObject({ latency: latencySettingsSchema.optional() }))
 */
export function compactJsonSchema(schema: z.ZodObject): JsonSchema {
  const { $schema: _, ...json } = z.toJSONSchema(schema, {
    target: 'draft-07',
    // The arguments as a model writes them: before any default or transform.
    io: 'input',
    unrepresentable: 'any',
    // Called per node, the innermost first, so a node's children are final when it is seen.
    override: ({ jsonSchema }) => {
      dropSafeIntegerBounds(jsonSchema)
      dropFormatPattern(jsonSchema)
      dropStringKeys(jsonSchema)
      showSharedFieldsOnce(jsonSchema)
      flattenAnyOf(jsonSchema)
      joinConstants(jsonSchema)
    },
  })
  return json
}

function dropSafeIntegerBounds(json: JsonSchema): void {
  if (json.type !== 'integer') return
  if (json.minimum === Number.MIN_SAFE_INTEGER) delete json.minimum
  if (json.maximum === Number.MAX_SAFE_INTEGER) delete json.maximum
}

/** `format: "date-time"` says what zod's 400-character expression for it does. */
function dropFormatPattern(json: JsonSchema): void {
  if (typeof json.format === 'string') delete json.pattern
}

/** A JSON object's keys are strings: `propertyNames: { type: "string" }` restricts nothing. */
function dropStringKeys(json: JsonSchema): void {
  const names = json.propertyNames as JsonSchema | undefined
  if (names && Object.keys(names).length === 1 && names.type === 'string') delete json.propertyNames
}

/**
 * `{ properties: { all: S, getAccount: S, …, seed: T } }` as `{ properties: { seed: T }, propertyNames: { enum: […] },
 * additionalProperties: S }`: the same object, with S written once.
 */
function showSharedFieldsOnce(json: JsonSchema): void {
  const properties = json.properties as Record<string, JsonSchema> | undefined
  const required = new Set((json.required as string[] | undefined) ?? [])
  if (json.type !== 'object' || !properties || json.additionalProperties !== false) return
  const byText = new Map<string, string[]>()
  for (const [name, property] of Object.entries(properties)) {
    if (required.has(name)) continue
    const text = JSON.stringify(property)
    byText.set(text, [...(byText.get(text) ?? []), name])
  }
  const [shared, names] = [...byText].sort(([, a], [, b]) => b.length - a.length)[0] ?? []
  if (!shared || !names || names.length < shortestMap) return
  const kept = Object.fromEntries(Object.entries(properties).filter(([name]) => !names.includes(name)))
  json.propertyNames = { enum: Object.keys(properties) }
  json.additionalProperties = JSON.parse(shared)
  if (Object.keys(kept).length > 0) json.properties = kept
  else delete json.properties
}

/** `anyOf: [A, { anyOf: [B, C] }]` as `anyOf: [A, B, C]`. */
function flattenAnyOf(json: JsonSchema): void {
  const branches = json.anyOf as JsonSchema[] | undefined
  if (!branches) return
  json.anyOf = branches.flatMap((branch) =>
    Array.isArray(branch.anyOf) && Object.keys(branch).length === 1 ? (branch.anyOf as JsonSchema[]) : [branch],
  )
}

/** `anyOf: [A, { const: "hang" }, { const: "network-error" }]` as `anyOf: [A, { enum: ["hang", "network-error"] }]`. */
function joinConstants(json: JsonSchema): void {
  const branches = json.anyOf as JsonSchema[] | undefined
  if (!branches) return
  const isConstant = (branch: JsonSchema) =>
    typeof branch.const === 'string' && Object.keys(branch).every((key) => key === 'const' || key === 'type')
  const constants = branches.filter(isConstant)
  if (constants.length < 2) return
  const others = branches.filter((branch) => !isConstant(branch))
  const joined = { type: 'string', enum: constants.map((branch) => branch.const) }
  if (others.length > 0) json.anyOf = [...others, joined]
  else {
    delete json.anyOf
    Object.assign(json, joined)
  }
}
