/** @module `<rem-object-list>`: every real estate object of the mock, fetched one by one as a frontend would, shown as cards. */
import { h } from '../panel/create-element.ts'
import type { Problem, RealEstateObject } from '../schema/index.ts'
import { ConnectedElement } from './connected-element.ts'
import { defineObjectCard, type ObjectCardElement } from './object-card.ts'
import { defineProblemNotice, type ProblemNoticeElement } from './problem-notice.ts'
import { defineOnce } from './shadow-element.ts'
import { summarizeFailures } from './summarize-failures.ts'

export class ObjectListElement extends ConnectedElement {
  protected readonly styles = /* css */ `
    .grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(300px, 1fr)); gap: 16px; }
    .count { margin: 0 0 10px; }
    rem-problem-notice { margin-bottom: 16px; }
  `
  #objects: RealEstateObject[] = []
  #problem: Problem | undefined
  #total = 0

  protected async fetchData(isCurrent: () => boolean): Promise<boolean> {
    this.#problem = undefined
    this.update()
    const resources = await this.client.listResources()
    if (!isCurrent()) return false
    if (!resources.ok) {
      this.#objects = []
      this.#problem = resources.problem
      this.update()
      return true
    }
    const ids = resources.data.realEstateObjects
    const results = await Promise.all(ids.map((id) => this.client.getRealEstateObject(id)))
    if (!isCurrent()) return false
    this.#total = ids.length
    this.#objects = results.flatMap((result) => (result.ok ? [result.data] : []))
    this.#problem = summarizeFailures(results, 'objects')
    this.update()
    return true
  }

  protected render() {
    defineObjectCard()
    defineProblemNotice()
    const notice = this.#problem && (document.createElement('rem-problem-notice') as ProblemNoticeElement)
    if (notice) {
      notice.problem = this.#problem
      notice.retry = () => void this.load()
    }
    const status = this.loading
      ? `Loading…`
      : this.#total === 0 && !this.#problem
        ? 'No real estate objects in this scenario.'
        : `${this.#objects.length} of ${this.#total} objects loaded.`
    return [
      h('p', { class: 'count muted', role: 'status' }, status),
      notice,
      h(
        'div',
        { class: 'grid' },
        ...this.#objects.map((object) => {
          const card = document.createElement('rem-object-card') as ObjectCardElement
          card.object = object
          return card
        }),
      ),
    ]
  }
}

/**
 * @example
 * defineObjectList()
 * document.body.append(Object.assign(document.createElement('rem-object-list'), {}))
 */
export function defineObjectList(): void {
  defineOnce('rem-object-list', ObjectListElement)
}
