/**
 * @module Validation of a PATCH body against the settings as they stand:
 * returns the merged settings, or every offending field as a JSON Pointer.
 */
import { encodePointer } from 'json-ptr'
import { isPlainObject } from 'es-toolkit/predicate/isPlainObject'
import { accountSettingsPatchSchema, readOnlySettingsPaths, type AccountSettingsUpdate } from './account-settings.ts'
import { findInvertedBounds, lengthBoundPairs } from './length-bounds.ts'
import { lengthBoundSchema } from './domain-rules.ts'
import { fieldErrorsOf } from './field-errors-of.ts'
import type { FieldError } from './problem.ts'

export type SettingsPatchResult = { ok: true; settings: AccountSettingsUpdate } | { ok: false; errors: FieldError[] }

/**
 * Checks `body` as a PATCH of `current` and merges it.
 * @example
 * const result = validateSettingsPatch(current, { activity_logs: false })
 * if (!result.ok) console.log(result.errors) // [{ pointer, detail }]
 */
export function validateSettingsPatch(current: AccountSettingsUpdate, body: unknown): SettingsPatchResult {
  const parsed = accountSettingsPatchSchema.safeParse(body)
  const errors = parsed.success ? [] : fieldErrorsOf(parsed.error.issues, unknownKeyDetail)

  // Judge min ≤ max on the merged result, even when other fields are wrong, so that one answer lists everything.
  const sentBounds = validLengthBounds(body)
  const merged = mergedWith(current, parsed.success ? parsed.data : sentBounds)
  for (const pair of findInvertedBounds(merged.security_settings)) {
    // Point at the valid bound(s) this body sent: that is what the user must fix.
    const sent = [pair.min, pair.max].filter((key) => Object.hasOwn(sentBounds.security_settings, key))
    for (const key of sent.length > 0 ? sent : [pair.min]) {
      errors.push({
        pointer: encodePointer(['security_settings', key]),
        detail: `${pair.min} (${merged.security_settings[pair.min]}) must not exceed ${pair.max} (${merged.security_settings[pair.max]})`,
      })
    }
  }

  return errors.length > 0 ? { ok: false, errors } : { ok: true, settings: merged }
}

/**
 * `patch` merged into a copy of `current`, objects within objects merged too, as es-toolkit's
 * `toMerged` does (an `undefined` in `patch` changes nothing), but sharing what the patch
 * leaves alone rather than deep-copying it: stored settings are never changed in place. The update
 * form holds no arrays, and only its own keys arrive here (the schema's output, or the sent bounds).
 */
function mergedWith<Target extends object>(current: Target, patch: object): Target {
  const merged = { ...current } as Record<string, unknown>
  for (const [key, value] of Object.entries(patch)) {
    const before = merged[key]
    if (isPlainObject(value)) merged[key] = mergedWith(isPlainObject(before) ? before : {}, value)
    else if (value !== undefined) merged[key] = value
  }
  return merged as Target
}

function unknownKeyDetail(path: string[], key: string): string {
  return isReadOnly([...path, key]) ? `${key} is read-only` : `${key} is not a field of the settings update form`
}

function isReadOnly(path: string[]): boolean {
  return readOnlySettingsPaths.some(
    // Stryker disable next-line ConditionalExpression: no unknown key's path shares keys with a longer or shorter one.
    (readOnly) => readOnly.length === path.length && readOnly.every((key, i) => key === path[i]),
  )
}

const lengthBoundKeys = new Set<string>(lengthBoundPairs.flatMap((pair) => [pair.min, pair.max]))

function securitySettingsOf(body: unknown): Record<string, unknown> {
  if (!isPlainObject(body) || !isPlainObject(body.security_settings)) return {}
  return body.security_settings
}

/** The length bounds the body sends that are themselves valid, to judge min ≤ max with. */
function validLengthBounds(body: unknown): { security_settings: Record<string, number> } {
  const bounds = Object.entries(securitySettingsOf(body)).filter(
    ([key, value]) => lengthBoundKeys.has(key) && lengthBoundSchema.safeParse(value).success,
  )
  return { security_settings: Object.fromEntries(bounds) as Record<string, number> }
}
