/**
 * @module The matching rules of an answer body in a Pact: every value by its
 * type, each list of any length, dates by the contract's pattern. The mock
 * fills records with seeded random values; a provider's own data differs, and
 * what the frontend relies on is the shape: which keys, of which types.
 */
import { optionalDateSchema } from '../../model/domain-rules.ts'
import { realEstateObjectSchema } from '../../model/real-estate-object.ts'
import type { PactRuleList } from './pact-v3.ts'

/** Keys whose values are RFC 3339 full-dates or empty: those of the model's date fields. */
const dateKeys = new Set(
  Object.entries(realEstateObjectSchema.shape)
    .filter(([, schema]) => schema === optionalDateSchema)
    .map(([key]) => key),
)

/** `YYYY-MM-DD`, or the empty string the interface allows. */
export const fullDateOrEmpty = '^(\\d{4}-\\d{2}-\\d{2})?$'

const byType: PactRuleList = { matchers: [{ match: 'type' }] }
const anyLength: PactRuleList = { matchers: [{ match: 'type', min: 0 }] }
const date: PactRuleList = { matchers: [{ match: 'regex', regex: fullDateOrEmpty }] }
/** A problem's `status` is the one value a frontend switches on: it must be the same. */
const same: PactRuleList = { matchers: [{ match: 'equality' }] }

/**
 * The rules of `body` by JSON path (`$` the root, `[*]` any item), or
 * `undefined` for no body or a text one (text is matched as it is).
 * @example
 * pactBodyRules({ tags: ['a'], date_created: '2026-01-02' })
 * // { $: type, '$.tags': type min 0, '$.date_created': regex }
 */
export function pactBodyRules(body: unknown): Record<string, PactRuleList> | undefined {
  if (typeof body !== 'object' || body === null) return undefined
  const rules: Record<string, PactRuleList> = { $: byType }
  collect(body, '$', rules)
  if (!Array.isArray(body) && typeof (body as { status?: unknown }).status === 'number' && 'title' in body)
    rules['$.status'] = same
  return rules
}

function collect(value: unknown, path: string, rules: Record<string, PactRuleList>): void {
  if (Array.isArray(value)) {
    if (path !== '$') rules[path] = anyLength
    for (const item of value) collect(item, `${path}[*]`, rules)
    return
  }
  if (typeof value !== 'object' || value === null) return
  for (const [key, inner] of Object.entries(value)) {
    const innerPath = `${path}${pathSegment(key)}`
    if (dateKeys.has(key) && typeof inner === 'string') rules[innerPath] = date
    else collect(inner, innerPath, rules)
  }
}

/** `.name` for a plain key, `['odd key']` for any other (JSON path's bracket form). */
function pathSegment(key: string): string {
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(key) ? `.${key}` : `['${key.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}']`
}
