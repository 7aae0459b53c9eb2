/**
 * @module `<rem-settings-form>`: the account settings as a form that sends a
 * PATCH of the changed fields, and shows a 422 answer's JSON Pointers next
 * to the offending fields. It only emits `settings-submit`; the page sends.
 */
import { h, toNodes } from '../panel/create-element.ts'
import type { AccountSettings, FieldError } from '../../model/index.ts'
import { defineOnce, ShadowElement } from './shadow-element.ts'

type FieldKind = 'text' | 'number' | 'boolean'
type FieldSpec = { group: string; key: string; label: string; kind: FieldKind; hint?: string }

const fields: readonly FieldSpec[] = [
  { group: 'preferences', key: 'language_default', label: 'Default language', kind: 'text', hint: 'BCP 47 tag, e.g. en-US' },
  { group: 'preferences', key: 'time_zone_default', label: 'Default time zone', kind: 'text', hint: 'IANA name, e.g. Europe/Berlin' },
  { group: 'preferences', key: 'notifications_default', label: 'Notifications on by default', kind: 'boolean' },
  { group: 'security_settings', key: 'min_username_length', label: 'Shortest username', kind: 'number' },
  { group: 'security_settings', key: 'max_username_length', label: 'Longest username', kind: 'number' },
  { group: 'security_settings', key: 'min_password_length', label: 'Shortest password', kind: 'number' },
  { group: 'security_settings', key: 'max_password_length', label: 'Longest password', kind: 'number' },
  { group: 'security_settings', key: 'require_two_factor_auth', label: 'Require two-factor authentication', kind: 'boolean' },
  { group: 'subscription_management', key: 'show_plans_modal_window', label: 'Show the plans window', kind: 'boolean' },
  { group: 'subscription_management', key: 'show_plans_modal_window_repeat_after', label: 'Show it again after', kind: 'number', hint: 'days (the interface states no unit)' },
  { group: '', key: 'activity_logs', label: 'Keep activity logs', kind: 'boolean' },
]

const groupTitles: Record<string, string> = {
  preferences: 'Preferences',
  security_settings: 'Security',
  subscription_management: 'Subscription',
  '': 'Activity',
}

/** Values that break the update form in several ways at once, to see a 422 answer. */
const invalidExample: Record<string, string | boolean> = {
  '/preferences/time_zone_default': 'Mars/Olympus_Mons',
  '/security_settings/min_username_length': '40',
  '/subscription_management/show_plans_modal_window_repeat_after': '-3',
}

export type SettingsSubmit = { patch: Record<string, unknown> }

const pointerOf = (field: FieldSpec) => (field.group ? `/${field.group}/${field.key}` : `/${field.key}`)
const idOf = (pointer: string) => `field${pointer.replace(/\//g, '-')}`

export class SettingsFormElement extends ShadowElement {
  protected readonly styles = /* css */ `
    form { display: grid; grid-template-columns: minmax(0, 1fr) minmax(220px, 300px); gap: 16px; align-items: start; }
    @media (max-width: 760px) { form { grid-template-columns: 1fr; } }
    .main, aside { background: var(--rem-surface); border: 1px solid var(--rem-border); border-radius: 12px; padding: 14px 16px; }
    fieldset { border: 0; margin: 0 0 12px; padding: 0; }
    legend { font-weight: 650; font-size: 13px; text-transform: uppercase; letter-spacing: 0.05em; color: var(--rem-muted); margin-bottom: 6px; }
    .field { display: grid; grid-template-columns: 220px minmax(0, 1fr); gap: 4px 12px; align-items: center; padding: 5px 0; }
    @media (max-width: 560px) { .field { grid-template-columns: 1fr; } }
    .field label { font-weight: 500; }
    .field .hint { grid-column: 2; font-size: 12px; color: var(--rem-muted); margin-top: -2px; }
    input[type="text"], input[type="number"] { width: 100%; max-width: 280px; padding: 5px 8px; border: 1px solid #c9d0da; border-radius: 7px; background: #fff; }
    input[type="checkbox"] { width: 18px; height: 18px; margin: 0; accent-color: var(--rem-accent); }
    input[aria-invalid="true"] { border-color: #dc2626; background: #fff7f7; outline-color: #dc2626; }
    .field-error { grid-column: 2; margin: 0; color: #b91c1c; font-size: 13px; }
    .field-error .mono { background: #fee2e2; border-radius: 4px; padding: 0 4px; margin-right: 6px; color: #7f1d1d; }
    @media (max-width: 560px) { .field .hint, .field-error { grid-column: 1; } }
    .summary { border: 1px solid #f3c2c2; background: #fff5f5; border-radius: 8px; padding: 8px 12px; margin-bottom: 12px; color: #7f1d1d; }
    .summary[hidden] { display: none; }
    .summary p { margin: 0 0 4px; font-weight: 600; }
    .summary ul { margin: 0; padding-left: 18px; }
    .actions { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; padding-top: 8px; border-top: 1px solid #eef0f3; }
    .status { margin-left: auto; font-size: 13px; }
    .status.ok { color: #166534; }
    .status.error { color: #b91c1c; }
    aside h3 { margin: 0 0 6px; font-size: 13px; text-transform: uppercase; letter-spacing: 0.05em; color: var(--rem-muted); }
    aside section + section { margin-top: 12px; }
    aside ul { margin: 0; padding: 0; list-style: none; }
    aside li { padding: 3px 0; border-bottom: 1px solid #f1f3f5; }
    aside li:last-child { border-bottom: 0; }
    .token { display: block; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  `
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
    this.#showErrors()
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
    const groups = [...new Set(fields.map((field) => field.group))]
    const form = h(
      'form',
      { novalidate: true, 'aria-label': 'Account settings' },
      h(
        'div',
        { class: 'main' },
        h('div', { class: 'summary', role: 'alert', hidden: true }),
        ...groups.map((group) => h('fieldset', {}, h('legend', {}, groupTitles[group] ?? group), ...fields.filter((field) => field.group === group).map((field) => this.#renderField(field, settings)))),
        h(
          'div',
          { class: 'actions' },
          h('button', { type: 'submit', class: 'button primary' }, 'Save changes'),
          h('button', { type: 'button', class: 'button', 'data-action': 'invalid' }, 'Try an invalid update'),
          h('button', { type: 'button', class: 'button', 'data-action': 'discard' }, 'Discard'),
          h('span', { class: 'status', role: 'status' }),
        ),
      ),
      this.#renderReadOnly(settings),
    )
    form.addEventListener('submit', (event) => {
      event.preventDefault()
      this.dispatchEvent(new CustomEvent<SettingsSubmit>('settings-submit', { detail: { patch: this.#patch() }, bubbles: true, composed: true }))
    })
    form.querySelector('[data-action="invalid"]')?.addEventListener('click', () => {
      for (const [pointer, value] of Object.entries(invalidExample)) {
        const input = this.root.getElementById(idOf(pointer)) as HTMLInputElement | null
        if (input && typeof value === 'string') input.value = value
      }
      form.requestSubmit()
    })
    form.querySelector('[data-action="discard"]')?.addEventListener('click', () => (this.settings = this.#settings))
    queueMicrotask(() => this.#showErrors())
    return form
  }

  #renderField(field: FieldSpec, settings: AccountSettings): HTMLElement {
    const pointer = pointerOf(field)
    const id = idOf(pointer)
    const value = valueAt(settings, field)
    const input =
      field.kind === 'boolean'
        ? h('input', { type: 'checkbox', id, name: pointer, checked: value === true })
        : h('input', { type: field.kind, id, name: pointer, value: String(value ?? ''), 'aria-describedby': `${id}-error ${id}-hint`, ...(field.kind === 'number' ? { step: 'any' } : {}) })
    return h(
      'div',
      { class: 'field', 'data-pointer': pointer },
      h('label', { for: id }, field.label),
      input,
      field.hint && h('span', { class: 'hint', id: `${id}-hint` }, field.hint),
      h('p', { class: 'field-error', id: `${id}-error`, hidden: true }),
    )
  }

  #renderReadOnly(settings: AccountSettings): HTMLElement {
    return h(
      'aside',
      { 'aria-label': 'Read-only settings' },
      h('section', {}, h('h3', {}, 'Your permissions'), h('div', {}, ...(settings.permissions.length > 0 ? settings.permissions.map((permission) => h('span', { class: 'chip' }, permission)) : [h('span', { class: 'muted' }, 'none')]))),
      h(
        'section',
        {},
        h('h3', {}, 'Plans'),
        h('ul', {}, ...settings.subscription_management.plans.map((plan) => h('li', {}, h('strong', {}, plan.plan_name), ` · price ${plan.plan_price}`, h('div', { class: 'muted' }, `${plan.plan_features.length} features`)))),
      ),
      h('section', {}, h('h3', {}, 'Auth token'), h('span', { class: 'mono muted token', title: settings.auth_token }, settings.auth_token)),
      h('p', { class: 'muted' }, 'Read-only: a PATCH that sends these gets a 422.'),
    )
  }

  /** The changed fields only, nested like the update form; unparseable numbers are sent as typed so the service judges them. */
  #patch(): Record<string, unknown> {
    const patch: Record<string, Record<string, unknown> | unknown> = {}
    for (const field of fields) {
      const input = this.root.getElementById(idOf(pointerOf(field))) as HTMLInputElement | null
      if (!input) continue
      const value = field.kind === 'boolean' ? input.checked : field.kind === 'number' ? toNumber(input.value) : input.value
      if (this.#settings && Object.is(value, valueAt(this.#settings, field))) continue
      if (field.group) patch[field.group] = { ...(patch[field.group] as Record<string, unknown> | undefined), [field.key]: value }
      else patch[field.key] = value
    }
    return patch
  }

  #showErrors(): void {
    const matched = new Set<FieldError>()
    for (const row of this.root.querySelectorAll<HTMLElement>('.field')) {
      const pointer = row.dataset.pointer ?? ''
      const own = this.#errors.filter((error) => error.pointer === pointer)
      own.forEach((error) => matched.add(error))
      const input = row.querySelector('input')
      const slot = row.querySelector<HTMLElement>('.field-error')
      if (!input || !slot) continue
      if (own.length > 0) input.setAttribute('aria-invalid', 'true')
      else input.removeAttribute('aria-invalid')
      slot.hidden = own.length === 0
      slot.replaceChildren(...own.flatMap((error, index) => [index > 0 ? h('br') : '', h('span', { class: 'mono' }, error.pointer), error.detail]))
    }
    const summary = this.root.querySelector<HTMLElement>('.summary')
    if (!summary) return
    const others = this.#errors.filter((error) => !matched.has(error))
    summary.hidden = this.#errors.length === 0
    summary.replaceChildren(
      ...toNodes([
      h('p', {}, `The service answered 422: ${this.#errors.length} field${this.#errors.length === 1 ? '' : 's'} rejected, nothing was changed.`),
      others.length > 0 && h('ul', {}, ...others.map((error) => h('li', {}, h('span', { class: 'mono' }, error.pointer || '(body)'), ` ${error.detail}`))),
      ]),
    )
  }
}

function valueAt(settings: AccountSettings, field: FieldSpec): unknown {
  const holder = (field.group ? (settings as Record<string, unknown>)[field.group] : settings) as Record<string, unknown> | undefined
  return holder?.[field.key]
}

function toNumber(text: string): unknown {
  const trimmed = text.trim()
  if (trimmed === '') return null
  const number = Number(trimmed)
  return Number.isFinite(number) ? number : trimmed
}

/**
 * @example
 * defineSettingsForm()
 * const form = document.createElement('rem-settings-form')
 * form.settings = settings
 * form.addEventListener('settings-submit', (event) => send(event.detail.patch))
 */
export function defineSettingsForm(): void {
  defineOnce('rem-settings-form', SettingsFormElement)
}
