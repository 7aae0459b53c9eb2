/**
 * @module The base of the components that fetch their own data: they read
 * `service-url` and `control-url`, load when connected, and load again when
 * the panel changes the mock or the signed-in account.
 */
import { tokenChangeEvent } from '../panel/auth-token.ts'
import { mockChangeEvent } from '../panel/control-client.ts'
import { ServiceClient } from './service-client.ts'
import { ShadowElement } from './shadow-element.ts'

export abstract class ConnectedElement extends ShadowElement {
  static observedAttributes = ['service-url', 'control-url']
  readonly #reload = () => void this.load()
  /** Bumped per load, so that an answer to an older load is dropped. */
  #generation = 0

  protected get client(): ServiceClient {
    return new ServiceClient({ serviceUrl: this.getAttribute('service-url') ?? undefined, controlUrl: this.getAttribute('control-url') ?? undefined })
  }

  override connectedCallback(): void {
    super.connectedCallback()
    window.addEventListener(mockChangeEvent, this.#reload)
    window.addEventListener(tokenChangeEvent, this.#reload)
    void this.load()
  }

  disconnectedCallback(): void {
    window.removeEventListener(mockChangeEvent, this.#reload)
    window.removeEventListener(tokenChangeEvent, this.#reload)
  }

  attributeChangedCallback(): void {
    if (this.isConnected) void this.load()
  }

  /** Fetches and renders; `fetchData` returns null when a newer load has started. */
  async load(): Promise<void> {
    const generation = ++this.#generation
    this.loading = true
    const done = await this.fetchData(() => generation === this.#generation)
    if (done && generation === this.#generation) {
      this.loading = false
      this.update()
      this.dispatchEvent(new CustomEvent('loaded', { bubbles: true, composed: true }))
    }
  }

  protected loading = true

  /** Loads the data; `isCurrent()` tells whether this load is still the newest. Returns whether it finished. */
  protected abstract fetchData(isCurrent: () => boolean): Promise<boolean>
}
