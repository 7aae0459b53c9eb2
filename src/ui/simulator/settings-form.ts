/**
 * @module `<rem-settings-form>`: the account settings as a form that sends a
 * PATCH of the changed fields, and shows a 422 answer's JSON Pointers next
 * to the offending fields. It only emits `settings-submit`; the page sends.
 */
import { JsonPointer } from 'json-ptr'
import { toUpdateForm, type AccountSettings, type FieldError } from '../../model/index.ts'
import { defineOnce } from '../dom/custom-elements.ts'
import { h } from '../dom/h.ts'
import { fieldInputValue } from './field-input-value.ts'
import { readOnlySettings } from './read-only-settings.ts'
import { settingsFieldId, settingsFieldRow } from './settings-field-row.ts'
import { settingsFields, settingsGroupTitles, type SettingsPointer } from './settings-fields.ts'
import { settingsFormStyles } from './settings-form-styles.ts'
import { settingsPatch } from './settings-patch.ts'
import { ShadowElement } from './shadow-element.ts'
import { showFieldErrors } from './show-field-errors.ts'

/** Values that break the update form in several ways at once, to see a 422 answer. */
const invalidExample: Partial<Record<SettingsPointer, string>> = {
  '/preferences/time_zone_default': 'Mars/Olympus_Mons',
  '/security_settings/min_username_length': '40',
  '/subscription_management/show_plans_modal_window_repeat_after': '-3',
}

export type SettingsSubmit = { patch: Record<string, unknown> }

export class SettingsFormElement extends ShadowElement {
  static readonly tag = 'rem-settings-form'
  protected readonly styles = settingsFormStyles
  #settings: AccountSettings | undefined
  #errors: FieldError[] = []

  get settings(): AccountSettings | undefined {
    return this.#settings
  }
  /** The full form as `GET /AccountService` answers it; setting it redraws the form and clears errors. */
  set settings(settings: AccountSettings | undefined) {
    this.#settings = settings
    this.#errors = []
    this.update()
  }

  get errors(): FieldError[] {
    return this.#errors
  }
  /** The `errors` of a 422 problem: each shown next to its field, or in the summary when no field matches. */
  set errors(errors: FieldError[]) {
    this.#errors = errors
    showFieldErrors(this.root, errors)
  }

  /** A short outcome line next to the buttons; `tone` colours it. */
  setStatus(text: string, tone: 'ok' | 'error' | 'busy' = 'ok'): void {
    const status = this.root.querySelector<HTMLElement>('.status')
    if (!status) return
    status.textContent = text
    status.className = `status ${tone}`
    const submit = this.root.querySelector<HTMLButtonElement>('button[type="submit"]')
    if (submit) submit.disabled = tone === 'busy'
  }

  protected render() {
    const settings = this.#settings
    if (!settings) return null
    const current = toUpdateForm(settings)
    const groups = [...new Set(settingsFields.map((field) => field.group))]
    const fieldsets = groups.map((group) =>
      h(
        'fieldset',
        {},
        h('legend', {}, settingsGroupTitles[group]),
        ...settingsFields
          .filter((field) => field.group === group)
          .map((field) => settingsFieldRow(field, JsonPointer.get(current, field.pointer))),
      ),
    )
    const form = h(
      'form',
      { novalidate: true, 'aria-label': 'Account settings' },
      h(
        'div',
        { class: 'main' },
        h('div', { class: 'summary', role: 'alert', hidden: true }),
        ...fieldsets,
        h(
          'div',
          { class: 'actions' },
          h('button', { type: 'submit', class: 'button primary' }, 'Save changes'),
          h(
            'button',
            {
              type: 'button',
              class: 'button',
              'data-action': 'invalid',
              onclick: () => this.#submitInvalidExample(form),
            },
            'Try an invalid update',
          ),
          h(
            'button',
            {
              type: 'button',
              class: 'button',
              'data-action': 'discard',
              onclick: () => (this.settings = this.#settings),
            },
            'Discard',
          ),
          h('span', { class: 'status', role: 'status' }),
        ),
      ),
      readOnlySettings(settings),
    )
    form.addEventListener('submit', (event) => {
      event.preventDefault()
      const values = new Map(
        settingsFields.flatMap((field) => {
          const input = this.#input(field.pointer)
          return input ? [[field.pointer, fieldInputValue(field.kind, input)] as const] : []
        }),
      )
      this.dispatchEvent(
        new CustomEvent<SettingsSubmit>('settings-submit', {
          detail: { patch: settingsPatch(current, values) },
          bubbles: true,
          composed: true,
        }),
      )
    })
    queueMicrotask(() => showFieldErrors(this.root, this.#errors))
    return form
  }

  #input(pointer: SettingsPointer): HTMLInputElement | null {
    return this.root.getElementById(settingsFieldId(pointer)) as HTMLInputElement | null
  }

  #submitInvalidExample(form: HTMLFormElement): void {
    for (const [pointer, value] of Object.entries(invalidExample) as [SettingsPointer, string][]) {
      const input = this.#input(pointer)
      if (input) input.value = value
    }
    form.requestSubmit()
  }
}

/**
 * @example
 * defineSettingsForm()
 * const form = document.createElement('rem-settings-form')
 * form.settings = settings
 * form.addEventListener('settings-submit', (event) => send(event.detail.patch))
 */
export function defineSettingsForm(): void {
  defineOnce(SettingsFormElement.tag, SettingsFormElement)
}
