/** @module `settingsFieldRow`: one field of the settings form: label, input, hint, and a slot for its errors. */
import { h } from '../dom/h.ts'
import type { SettingsField } from './settings-fields.ts'

/** The id of a field's input, from its pointer: `/preferences/language_default` → `field-preferences-language_default`. */
export function settingsFieldId(pointer: string): string {
  return `field${pointer.replace(/\//g, '-')}`
}

/** @example form.append(settingsFieldRow(field, true)) */
export function settingsFieldRow(field: SettingsField, value: unknown): HTMLElement {
  const { pointer, kind } = field
  const id = settingsFieldId(pointer)
  const input =
    kind === 'boolean'
      ? h('input', { type: 'checkbox', id, name: pointer, checked: value === true })
      : h('input', {
          type: kind,
          id,
          name: pointer,
          value: String(value ?? ''),
          'aria-describedby': `${id}-error ${id}-hint`,
          ...(kind === 'number' ? { step: 'any' } : {}),
        })
  return h(
    'div',
    { class: 'field', 'data-pointer': pointer },
    h('label', { for: id }, field.label),
    input,
    field.hint && h('span', { class: 'hint', id: `${id}-hint` }, field.hint),
    h('p', { class: 'field-error', id: `${id}-error`, hidden: true }),
  )
}
