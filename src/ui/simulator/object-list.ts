/** @module `<rem-object-list>`: every real estate object of the mock, fetched one by one as a frontend would, shown as cards. */
import type { RealEstateObject } from '../../model/index.ts'
import { createCustomElement, defineOnce } from '../dom/custom-elements.ts'
import { h } from '../dom/h.ts'
import { ObjectCardElement } from './object-card.ts'
import { ResourceListElement } from './resource-list-element.ts'
import type { Resources, ServiceClient } from './service-client.ts'

class ObjectListElement extends ResourceListElement<RealEstateObject> {
  static readonly tag = 'rem-object-list'
  protected readonly styles = /* css */ `
    .grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(300px, 1fr)); gap: 16px; }
  `
  protected readonly noun = 'objects'
  protected readonly emptyMessage = 'No real estate objects in this scenario.'

  protected keysOf(resources: Resources): string[] {
    return resources.realEstateObjects
  }

  protected fetchOne(client: ServiceClient, id: string) {
    return client.call('getRealEstateObject', { id })
  }

  protected renderItems(objects: RealEstateObject[]) {
    return h('div', { class: 'grid' }, ...objects.map((object) => createCustomElement(ObjectCardElement, { object })))
  }
}

/**
 * @example
 * defineObjectList()
 * document.body.append(Object.assign(document.createElement('rem-object-list'), {}))
 */
export function defineObjectList(): void {
  defineOnce(ObjectListElement.tag, ObjectListElement)
}
