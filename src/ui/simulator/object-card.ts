/** @module `<rem-object-card>`: one real estate object as a readable card, its raw JSON one click away. */
import type { RealEstateObject } from '../../model/index.ts'
import { createCustomElement, defineOnce } from '../dom/custom-elements.ts'
import { h } from '../dom/h.ts'
import { JsonViewElement } from './json-view.ts'
import { ShadowElement } from './shadow-element.ts'

export class ObjectCardElement extends ShadowElement {
  static readonly tag = 'rem-object-card'
  protected readonly styles = /* css */ `
    :host { height: 100%; }
    article { height: 100%; display: flex; flex-direction: column; background: var(--rem-surface); border: 1px solid var(--rem-border); border-radius: 12px; padding: 14px 16px; }
    .top { display: flex; justify-content: space-between; gap: 8px; align-items: baseline; }
    .type { font-size: 12px; font-weight: 600; color: #1e40af; background: #e8efff; padding: 1px 8px; border-radius: 999px; }
    h3 { margin: 6px 0 0; font-size: 16px; line-height: 1.3; overflow-wrap: anywhere; unicode-bidi: plaintext; }
    .address { margin: 2px 0 8px; overflow-wrap: anywhere; unicode-bidi: plaintext; }
    .price { font-size: 18px; font-weight: 650; }
    .description { margin: 6px 0; color: #374151; display: -webkit-box; -webkit-line-clamp: 3; -webkit-box-orient: vertical; overflow: hidden; overflow-wrap: anywhere; unicode-bidi: plaintext; }
    dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; margin: 8px 0; font-size: 13px; }
    dt { color: var(--rem-muted); }
    dd { margin: 0; overflow-wrap: break-word; unicode-bidi: plaintext; min-width: 0; }
    .tags { margin-top: auto; padding-top: 6px; }
  `
  #object: RealEstateObject | undefined

  get object(): RealEstateObject | undefined {
    return this.#object
  }
  set object(object: RealEstateObject | undefined) {
    this.#object = object
    this.update()
  }

  protected render() {
    const object = this.#object
    if (!object) return null
    const or = (text: string, fallback = '—') => (text.trim() === '' ? fallback : text)
    const contact = (person: RealEstateObject['owner']) =>
      [person.name, person.email].filter(Boolean).join(' · ') || '—'
    return h(
      'article',
      { 'aria-label': object.name || object.id },
      h(
        'div',
        { class: 'top' },
        h('span', { class: 'type' }, or(object.property_type, 'Unknown type')),
        h('span', { class: 'mono muted' }, object.id),
      ),
      h('h3', {}, or(object.name, '(no name)')),
      h('p', { class: 'address muted' }, or(object.property_address, 'No address')),
      h(
        'div',
        { class: 'price' },
        or(object.rental_price),
        h('span', { class: 'muted', style: 'font-size:13px;font-weight:400' }, ` · ${or(object.lease_term)}`),
      ),
      object.description && h('p', { class: 'description' }, object.description),
      h(
        'dl',
        {},
        h('dt', {}, 'Area'),
        h('dd', {}, `${or(object.rentable_area)} rentable of ${or(object.property_area)}`),
        h('dt', {}, 'Occupancy'),
        h('dd', {}, or(object.occupancy)),
        h('dt', {}, 'Deposit'),
        h('dd', {}, or(object.security_deposit, 'none')),
        h('dt', {}, 'Owner'),
        h('dd', {}, contact(object.owner)),
        h('dt', {}, 'Tenant'),
        h('dd', {}, contact(object.tenant)),
        h('dt', {}, 'Amenities'),
        h('dd', {}, object.amenities.length > 0 ? object.amenities.join(', ') : 'none'),
        h('dt', {}, 'Created'),
        h('dd', {}, or(object.date_created, 'unknown')),
        h('dt', {}, 'Modified'),
        h('dd', {}, or(object.date_modified, 'unknown')),
      ),
      h('div', { class: 'tags' }, ...object.tags.map((tag) => h('span', { class: 'chip' }, tag))),
      createCustomElement(JsonViewElement, { value: object }),
    )
  }
}

/**
 * @example
 * defineObjectCard()
 * const card = document.createElement('rem-object-card')
 * card.object = await (await fetch('/svc/v1/RealEstateService/RealEstateObjects/re-0001')).json()
 */
export function defineObjectCard(): void {
  defineOnce(ObjectCardElement.tag, ObjectCardElement)
}
