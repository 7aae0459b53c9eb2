/**
 * @module The part every list of the simulator shares: list the keys through
 * the control API, fetch each record as a frontend would, count them, and show
 * one problem notice for the failures.
 */
import { h } from '../dom/h.ts'
import { ConnectedElement } from './connected-element.ts'
import type { Resources, ServiceClient, ServiceResult } from './service-client.ts'
import { summarizeFailures } from './summarize-failures.ts'

export abstract class ResourceListElement<Item> extends ConnectedElement {
  /** Plural noun for counts and notices, e.g. `objects`. */
  protected abstract readonly noun: string
  /** What an empty scenario shows, e.g. `No accounts in this scenario.` */
  protected abstract readonly emptyMessage: string
  protected abstract keysOf(resources: Resources): string[]
  protected abstract fetchOne(client: ServiceClient, key: string): Promise<ServiceResult<Item>>
  protected abstract renderItems(items: Item[]): Node | false

  #items: Item[] = []
  #total = 0

  protected async fetchData(isCurrent: () => boolean): Promise<boolean> {
    this.problem = undefined
    this.update()
    const resources = await this.client.listResources()
    if (!isCurrent()) return false
    if (!resources.ok) {
      this.#items = []
      this.problem = resources.problem
      this.update()
      return true
    }
    const keys = this.keysOf(resources.data)
    const results = await Promise.all(keys.map((key) => this.fetchOne(this.client, key)))
    if (!isCurrent()) return false
    this.#total = keys.length
    this.#items = results.flatMap((result) => (result.ok ? [result.data] : []))
    this.problem = summarizeFailures(results, this.noun)
    this.update()
    return true
  }

  protected render() {
    const status = this.loading
      ? 'Loading…'
      : this.#total === 0 && !this.problem
        ? this.emptyMessage
        : `${this.#items.length} of ${this.#total} ${this.noun} loaded.`
    return [
      h('p', { class: 'count muted', role: 'status' }, status),
      this.problemNotice(),
      this.renderItems(this.#items),
    ]
  }
}
