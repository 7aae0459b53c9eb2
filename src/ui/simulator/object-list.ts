/** @module `<rem-object-list>`: every real estate object of the mock, fetched one by one as a frontend would, shown as cards. */
import { h } from '../panel/create-element.ts'
import type { RealEstateObject } from '../../model/index.ts'
import { defineObjectCard, type ObjectCardElement } from './object-card.ts'
import { ResourceListElement } from './resource-list-element.ts'
import type { Resources, ServiceClient } from './service-client.ts'
import { defineOnce } from './shadow-element.ts'

export class ObjectListElement extends ResourceListElement<RealEstateObject> {
  protected readonly styles = /* css */ `
    .grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(300px, 1fr)); gap: 16px; }
    .count { margin: 0 0 10px; }
    rem-problem-notice { margin-bottom: 16px; }
  `
  protected readonly noun = 'objects'
  protected readonly emptyMessage = 'No real estate objects in this scenario.'

  protected keysOf(resources: Resources): string[] {
    return resources.realEstateObjects
  }

  protected fetchOne(client: ServiceClient, id: string) {
    return client.getRealEstateObject(id)
  }

  protected renderItems(objects: RealEstateObject[]) {
    defineObjectCard()
    return h(
      'div',
      { class: 'grid' },
      ...objects.map((object) => {
        const card = document.createElement('rem-object-card') as ObjectCardElement
        card.object = object
        return card
      }),
    )
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
