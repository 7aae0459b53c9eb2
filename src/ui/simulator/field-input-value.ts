/** @module `fieldInputValue`: what a field's input holds, as the PATCH sends it. */
import type { SettingsField } from './settings-fields.ts'

/**
 * A checkbox's state, a number, or the text. An empty number is null, and
 * text that is no number is sent as typed, so that the service judges it.
 * @example fieldInputValue('number', input) // 12, null or 'abc'
 */
export function fieldInputValue(
  kind: SettingsField['kind'],
  input: Pick<HTMLInputElement, 'checked' | 'value'>,
): unknown {
  if (kind === 'boolean') return input.checked
  if (kind === 'text') return input.value
  const trimmed = input.value.trim()
  if (trimmed === '') return null
  const number = Number(trimmed)
  return Number.isFinite(number) ? number : trimmed
}
