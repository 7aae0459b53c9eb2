/**
 * @module `<example-activity-logs-switch>`: reads the account settings and
 * turns `activity_logs` on or off with a PATCH, so a story can change the
 * mock's state and the next story can show that the change did not leak.
 */
import type { AccountSettings, AccountSettingsUpdate } from '../../schema/index.ts'
import { exampleStyles } from './example-styles.ts'
import { fetchResource, type ResourceResult } from './fetch-resource.ts'
import { errorMarkup, loadingMarkup } from './render-state.ts'

export const activityLogsSwitchTag = 'example-activity-logs-switch'

export class ActivityLogsSwitch extends HTMLElement {
  readonly #root = this.attachShadow({ mode: 'open' })

  connectedCallback(): void {
    void this.load()
  }

  async load(): Promise<void> {
    this.#render(loadingMarkup('settings'))
    this.#show(await fetchResource<AccountSettings>(`${this.#servicePath}/AccountService`))
  }

  async #toggle(next: boolean): Promise<void> {
    this.#render(loadingMarkup('settings'))
    this.#show(
      await fetchResource<AccountSettingsUpdate>(`${this.#servicePath}/AccountService`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ activity_logs: next }),
      }),
    )
  }

  get #servicePath(): string {
    return this.getAttribute('service-path') ?? '/svc/v1'
  }

  #show(result: ResourceResult<Pick<AccountSettings, 'activity_logs'>>): void {
    if (!result.ok) {
      this.#render(errorMarkup(result))
      this.#root.querySelector('[data-action="retry"]')?.addEventListener('click', () => void this.load())
      return
    }
    const on = result.data.activity_logs
    this.#render(`<div class="card" data-state="data">
      <h2>Activity logs</h2>
      <p data-field="activity-logs">Activity logs are <strong>${on ? 'on' : 'off'}</strong>.</p>
      <button type="button" data-action="toggle">Turn ${on ? 'off' : 'on'}</button>
    </div>`)
    this.#root.querySelector('[data-action="toggle"]')?.addEventListener('click', () => void this.#toggle(!on))
  }

  #render(markup: string): void {
    this.#root.innerHTML = `<style>${exampleStyles}</style>${markup}`
  }
}

if (!customElements.get(activityLogsSwitchTag)) customElements.define(activityLogsSwitchTag, ActivityLogsSwitch)
