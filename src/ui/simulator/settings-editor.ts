/**
 * @module `<rem-settings-editor>`: reads the account settings, lets the user
 * change them with `<rem-settings-form>`, sends the PATCH, and shows the
 * outcome: the saved form, the 422 pointers, or the problem.
 */
import { toMerged } from 'es-toolkit/object/toMerged'
import type { AccountSettings } from '../../model/index.ts'
import { createCustomElement, defineOnce } from '../dom/custom-elements.ts'
import { h } from '../dom/h.ts'
import { ConnectedElement } from './connected-element.ts'
import { JsonViewElement } from './json-view.ts'
import { SettingsFormElement, type SettingsSubmit } from './settings-form.ts'

class SettingsEditorElement extends ConnectedElement {
  static readonly tag = 'rem-settings-editor'
  protected readonly styles = /* css */ `.exchange { margin-top: 12px; }`
  #settings: AccountSettings | undefined
  #lastExchange: { request: unknown; status: number | null; response: unknown } | undefined

  protected async fetchData(isCurrent: () => boolean): Promise<boolean> {
    const result = await this.client.call('getAccountSettings', {})
    if (!isCurrent()) return false
    this.#settings = result.ok ? result.data : undefined
    this.problem = result.ok ? undefined : result.problem
    this.update()
    return true
  }

  protected render() {
    const notice = this.problemNotice()
    const form = this.#settings && createCustomElement(SettingsFormElement, { settings: this.#settings })
    if (form) {
      form.addEventListener(
        'settings-submit',
        (event) => void this.#submit(form, (event as CustomEvent<SettingsSubmit>).detail.patch),
      )
    }
    return [
      this.loading && !form && !notice ? h('p', { class: 'count muted' }, 'Loading…') : null,
      notice,
      form,
      this.#lastExchange && this.#exchangeView(),
    ]
  }

  async #submit(form: SettingsFormElement, patch: Record<string, unknown>): Promise<void> {
    form.setStatus('Saving…', 'busy')
    const result = await this.client.call('updateAccountSettings', {}, patch)
    this.#lastExchange = { request: patch, status: result.status, response: result.ok ? result.data : result.problem }
    if (result.ok && this.#settings) {
      // The answer is the update form; permissions, plans and token stay as they were.
      this.#settings = toMerged(this.#settings, result.data)
      this.problem = undefined
      this.update()
      this.#form()?.setStatus(
        Object.keys(patch).length === 0
          ? 'Nothing changed; the service answered 200.'
          : 'Saved. A reload shows the saved values.',
        'ok',
      )
      return
    }
    if (!result.ok && result.status === 422) {
      this.#renderExchangeOnly()
      form.errors = result.problem.errors ?? []
      form.setStatus('Not saved: see the fields marked in red.', 'error')
      return
    }
    this.#renderExchangeOnly()
    form.setStatus(
      result.ok ? 'Saved.' : `Not saved: HTTP ${result.status ?? 'network error'}, ${result.problem.detail}`,
      result.ok ? 'ok' : 'error',
    )
  }

  #form(): SettingsFormElement | null {
    return this.root.querySelector('rem-settings-form')
  }

  get #exchangeLabel(): string {
    return `the last PATCH and its answer (HTTP ${this.#lastExchange?.status ?? 'none'})`
  }

  #exchangeView(): JsonViewElement {
    return createCustomElement(JsonViewElement, {
      className: 'exchange',
      label: this.#exchangeLabel,
      value: this.#lastExchange,
    })
  }

  /** Shows the last exchange without redrawing the form, which keeps what the user typed; an open view stays open. */
  #renderExchangeOnly(): void {
    const shown = this.root.querySelector<JsonViewElement>('rem-json-view.exchange')
    if (!shown) return void this.root.append(this.#exchangeView())
    Object.assign(shown, { label: this.#exchangeLabel, value: this.#lastExchange })
  }
}

/** @example defineSettingsEditor(); document.body.append(document.createElement('rem-settings-editor')) */
export function defineSettingsEditor(): void {
  defineOnce(SettingsEditorElement.tag, SettingsEditorElement)
}
