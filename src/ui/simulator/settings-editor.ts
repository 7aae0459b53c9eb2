/**
 * @module `<rem-settings-editor>`: reads the account settings, lets the user
 * change them with `<rem-settings-form>`, sends the PATCH, and shows the
 * outcome: the saved form, the 422 pointers, or the problem.
 */
import { h } from '../panel/create-element.ts'
import type { AccountSettings, Problem } from '../../model/index.ts'
import { ConnectedElement } from './connected-element.ts'
import { defineJsonView, type JsonViewElement } from './json-view.ts'
import { defineProblemNotice, type ProblemNoticeElement } from './problem-notice.ts'
import { defineSettingsForm, type SettingsFormElement, type SettingsSubmit } from './settings-form.ts'
import { defineOnce } from './shadow-element.ts'

export class SettingsEditorElement extends ConnectedElement {
  protected readonly styles = /* css */ `
    rem-problem-notice { margin-bottom: 16px; }
    .exchange { margin-top: 12px; }
    .count { margin: 0 0 10px; }
  `
  #settings: AccountSettings | undefined
  #problem: Problem | undefined
  #lastExchange: { request: unknown; status: number | null; response: unknown } | undefined

  protected async fetchData(isCurrent: () => boolean): Promise<boolean> {
    const result = await this.client.getSettings()
    if (!isCurrent()) return false
    this.#settings = result.ok ? result.data : undefined
    this.#problem = result.ok ? undefined : result.problem
    this.update()
    return true
  }

  protected render() {
    defineSettingsForm()
    defineProblemNotice()
    defineJsonView()
    const notice = this.#problem && (document.createElement('rem-problem-notice') as ProblemNoticeElement)
    if (notice) {
      notice.problem = this.#problem
      notice.retry = () => void this.load()
    }
    const form = this.#settings && (document.createElement('rem-settings-form') as SettingsFormElement)
    if (form) {
      form.settings = this.#settings
      form.addEventListener('settings-submit', (event) => void this.#submit(form, (event as CustomEvent<SettingsSubmit>).detail.patch))
    }
    const exchange = this.#lastExchange && (document.createElement('rem-json-view') as JsonViewElement)
    if (exchange) {
      exchange.setAttribute('label', `the last PATCH and its answer (HTTP ${this.#lastExchange?.status ?? 'none'})`)
      exchange.value = this.#lastExchange
      exchange.className = 'exchange'
    }
    return [this.loading && !form && !notice ? h('p', { class: 'count muted' }, 'Loading…') : null, notice, form, exchange]
  }

  async #submit(form: SettingsFormElement, patch: Record<string, unknown>): Promise<void> {
    form.setStatus('Saving…', 'busy')
    const result = await this.client.updateSettings(patch)
    this.#lastExchange = { request: patch, status: result.status, response: result.ok ? result.data : result.problem }
    if (result.ok && this.#settings) {
      // The answer is the update form; permissions, plans and token stay as they were.
      const settings = this.#settings
      this.#settings = {
        ...settings,
        ...result.data,
        subscription_management: { ...settings.subscription_management, ...result.data.subscription_management },
      }
      this.#problem = undefined
      this.update()
      this.#form()?.setStatus(Object.keys(patch).length === 0 ? 'Nothing changed; the service answered 200.' : 'Saved. A reload shows the saved values.', 'ok')
      return
    }
    if (!result.ok && result.status === 422) {
      this.#renderExchangeOnly()
      form.errors = result.problem.errors ?? []
      form.setStatus('Not saved: see the fields marked in red.', 'error')
      return
    }
    this.#renderExchangeOnly()
    form.setStatus(result.ok ? 'Saved.' : `Not saved: HTTP ${result.status ?? 'network error'}, ${result.problem.detail}`, result.ok ? 'ok' : 'error')
  }

  #form(): SettingsFormElement | null {
    return this.root.querySelector('rem-settings-form')
  }

  /** Shows the last exchange without redrawing the form, which keeps what the user typed. */
  #renderExchangeOnly(): void {
    let exchange = this.root.querySelector<JsonViewElement>('rem-json-view.exchange')
    if (!exchange) {
      exchange = document.createElement('rem-json-view') as JsonViewElement
      exchange.className = 'exchange'
      this.root.append(exchange)
    }
    exchange.setAttribute('label', `the last PATCH and its answer (HTTP ${this.#lastExchange?.status ?? 'none'})`)
    exchange.value = this.#lastExchange
  }
}

/** @example defineSettingsEditor(); document.body.append(document.createElement('rem-settings-editor')) */
export function defineSettingsEditor(): void {
  defineOnce('rem-settings-editor', SettingsEditorElement)
}
