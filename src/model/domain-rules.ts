/**
 * @module Value rules the interface implies but does not spell out: IANA time
 * zones, BCP 47 language tags, RFC 3339 full dates and positive length bounds.
 * Each is a zod schema so that validation, fake data and the OpenAPI document
 * all share it.
 */
import { withMeta, z } from './zod.ts'
import { rememberAnswers } from './remember-answers.ts'

// Another key makes Intl throw on import, which Stryker 9's Vitest runner counts as no test run, not a failed one.
// Stryker disable next-line StringLiteral: see above
const supportedTimeZones = new Set<string>(Intl.supportedValuesOf('timeZone'))
// `supportedValuesOf` lists canonical zones only; these are valid IANA names too.
for (const zone of ['UTC', 'Etc/UTC', 'Etc/GMT']) supportedTimeZones.add(zone)

// IANA names capitalise each segment (`America/Argentina/Buenos_Aires`); Intl alone would also take `europe/berlin`.
const ianaNameShape = /^[A-Z][A-Za-z_]*(?:\/[A-Z][A-Za-z0-9_+-]*)+$/

/** True for an IANA zone name such as `Europe/Berlin`, including legacy links (`Asia/Calcutta`). */
export function isIanaTimeZone(value: string): boolean {
  if (supportedTimeZones.has(value)) return true
  if (!ianaNameShape.test(value)) return false
  try {
    // Links such as `Asia/Calcutta` are valid IANA names that the list above omits.
    new Intl.DateTimeFormat('en', { timeZone: value })
    return true
  } catch {
    return false
  }
}

/** True for a well-formed BCP 47 language tag such as `en-US` or `de`. */
export function isLanguageTag(value: string): boolean {
  try {
    // Intl refuses whatever is not one tag, the empty string and surrounding spaces included.
    Intl.getCanonicalLocales(value)
    return true
  } catch {
    return false
  }
}

// Intl's check costs microseconds on every PATCH and every seeded account, and the same few tags come
// again and again. The answers are remembered outside the check, so that its tests always run it.
const isRememberedLanguageTag = rememberAnswers(isLanguageTag, 1000)

export const timeZoneSchema = withMeta(
  z.string().check(z.refine(isIanaTimeZone, { message: 'must be an IANA time zone name, such as "Europe/Berlin"' })),
  { description: 'IANA time zone name', examples: ['Europe/Berlin'] },
)

export const languageTagSchema = withMeta(
  z.string().check(z.refine(isRememberedLanguageTag, { message: 'must be a BCP 47 language tag, such as "en-US"' })),
  { description: 'BCP 47 language tag', examples: ['en-US'] },
)

/** RFC 3339 full-date, or the empty string the interface allows. */
export const optionalDateSchema = withMeta(z.union([z.iso.date(), z.literal('')]), {
  description: 'RFC 3339 full-date (YYYY-MM-DD) or the empty string',
})

export const lengthBoundSchema = z
  .number()
  .check(z.int({ message: 'must be a whole number' }), z.gte(1, { message: 'must be a positive integer' }))

export const repeatIntervalSchema = withMeta(z.number().check(z.nonnegative({ message: 'must not be negative' })), {
  description: 'How often the plans window is shown again, in days',
})

/** Numeric text such as `"84.5"`: the interface carries areas as strings. */
export const numericTextSchema = z
  .string()
  .check(z.regex(/^\d+(?:\.\d+)?$/, { message: 'must be numeric text, such as "84.5"' }))
