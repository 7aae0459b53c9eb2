/** @module `settingsPatch`: the PATCH body of the settings form: the fields that differ from the settings as they stand. */
import { JsonPointer } from 'json-ptr'
import type { AccountSettingsUpdate } from '../../model/index.ts'
import type { SettingsPointer } from './settings-fields.ts'

/**
 * The changed values only, nested like the update form.
 * @example
 * settingsPatch(current, new Map([['/activity_logs', false]])) // { activity_logs: false }, or {} when it was false
 */
export function settingsPatch(
  current: AccountSettingsUpdate,
  values: ReadonlyMap<SettingsPointer, unknown>,
): Record<string, unknown> {
  const patch: Record<string, unknown> = {}
  for (const [pointer, value] of values) {
    if (!Object.is(value, JsonPointer.get(current, pointer))) JsonPointer.set(patch, pointer, value, true)
  }
  return patch
}
