/**
 * @module The base of the components that fetch their own data: they read
 * `service-url`, `control-url` and `session`, load when connected, and load again when
 * the panel changes the mock, the signed-in account or the control token.
 */
import type { Problem } from '../../model/index.ts'
import { createCustomElement } from '../dom/custom-elements.ts'
import { tokenChangeEvent, controlTokenChangeEvent, mockChangeEvent } from '../events.ts'
import { ProblemNoticeElement } from './problem-notice.ts'
import { ServiceClient } from './service-client.ts'
import { ShadowElement } from './shadow-element.ts'

export abstract class ConnectedElement extends ShadowElement {
  static observedAttributes = ['service-url', 'control-url', 'session']
  readonly #reload = () => void this.load()
  /** Bumped per load, so that an answer to an older load is dropped. */
  #generation = 0

  protected get client(): ServiceClient {
    return new ServiceClient({
      serviceUrl: this.getAttribute('service-url') ?? undefined,
      controlUrl: this.getAttribute('control-url') ?? undefined,
      session: this.getAttribute('session') ?? undefined,
    })
  }

  override connectedCallback(): void {
    super.connectedCallback()
    window.addEventListener(mockChangeEvent, this.#reload)
    window.addEventListener(tokenChangeEvent, this.#reload)
    window.addEventListener(controlTokenChangeEvent, this.#reload)
    void this.load()
  }

  disconnectedCallback(): void {
    window.removeEventListener(mockChangeEvent, this.#reload)
    window.removeEventListener(tokenChangeEvent, this.#reload)
    window.removeEventListener(controlTokenChangeEvent, this.#reload)
  }

  attributeChangedCallback(): void {
    if (this.isConnected) void this.load()
  }

  /**
   * Fetches and renders, then fires `loaded`. When a newer load has started
   * meanwhile, `fetchData` returns false and this load ends without either.
   */
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
  /** Why the last load failed, if it did; `problemNotice()` shows it. */
  protected problem: Problem | undefined

  /** A notice of `problem` with a "Try again" that loads again; nothing while there is no problem. */
  protected problemNotice(): ProblemNoticeElement | undefined {
    return (
      this.problem &&
      createCustomElement(ProblemNoticeElement, { problem: this.problem, retry: () => void this.load() })
    )
  }

  /** Loads the data; `isCurrent()` tells whether this load is still the newest. Returns whether it finished. */
  protected abstract fetchData(isCurrent: () => boolean): Promise<boolean>
}
