/**
 * @module `<example-object-card object-id="re-0001">`: a framework-free card
 * of one real estate object, in its loading, data and error states. It is
 * the component the example stories render.
 */
import type { RealEstateObject } from '../../schema/index.ts'
import { exampleStyles } from './example-styles.ts'
import { fetchResource } from './fetch-resource.ts'
import { errorMarkup, escapeHtml, loadingMarkup } from './render-state.ts'

export const objectCardTag = 'example-object-card'

export class ObjectCard extends HTMLElement {
  static observedAttributes = ['object-id', 'service-path']
  readonly #root = this.attachShadow({ mode: 'open' })

  connectedCallback(): void {
    void this.load()
  }

  attributeChangedCallback(): void {
    if (this.isConnected) void this.load()
  }

  /** Fetches the object and renders each state on the way. */
  async load(): Promise<void> {
    const id = this.getAttribute('object-id') ?? 're-0001'
    const servicePath = this.getAttribute('service-path') ?? '/svc/v1'
    this.#render(loadingMarkup(`object ${id}`))
    const result = await fetchResource<RealEstateObject>(`${servicePath}/RealEstateService/RealEstateObjects/${encodeURIComponent(id)}`)
    this.#render(result.ok ? objectMarkup(result.data) : errorMarkup(result))
    this.#root.querySelector('[data-action="retry"]')?.addEventListener('click', () => void this.load())
  }

  #render(markup: string): void {
    this.#root.innerHTML = `<style>${exampleStyles}</style>${markup}`
  }
}

function objectMarkup(object: RealEstateObject): string {
  return `<article class="card" data-state="data">
    <h2>${escapeHtml(object.name)}</h2>
    <div class="muted">${escapeHtml(object.property_address)}</div>
    <dl>
      <dt>Type</dt><dd>${escapeHtml(object.property_type)}</dd>
      <dt>Rent</dt><dd>${escapeHtml(object.rental_price)}</dd>
      <dt>Area</dt><dd>${escapeHtml(object.property_area)} m²</dd>
      <dt>Occupancy</dt><dd>${escapeHtml(object.occupancy)}</dd>
      <dt>Lease</dt><dd>${escapeHtml(object.lease_term)}</dd>
    </dl>
  </article>`
}

if (!customElements.get(objectCardTag)) customElements.define(objectCardTag, ObjectCard)
