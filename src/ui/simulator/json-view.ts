/** @module `<rem-json-view>`: a value's raw JSON, one click away behind a toggle. */
import { defineOnce } from '../dom/custom-elements.ts'
import { h } from '../dom/h.ts'
import { ShadowElement } from './shadow-element.ts'

export class JsonViewElement extends ShadowElement {
  static readonly tag = 'rem-json-view'
  protected readonly styles = /* css */ `:host { margin-top: 10px; }`
  #value: unknown
  #open = false

  /** Anything JSON can hold. */
  get value(): unknown {
    return this.#value
  }
  set value(value: unknown) {
    this.#value = value
    this.update()
  }

  /** What the toggle shows and hides (the `label` attribute), e.g. `the problem JSON`; default `raw JSON`. */
  get label(): string {
    return this.getAttribute('label') ?? 'raw JSON'
  }
  set label(label: string) {
    this.setAttribute('label', label)
  }

  protected render() {
    const label = this.label
    const pre = h('pre', { class: 'json', tabindex: 0, 'aria-label': label }, JSON.stringify(this.#value, null, 2))
    pre.hidden = !this.#open
    const toggle = h(
      'button',
      { type: 'button', class: 'button link', 'aria-expanded': String(this.#open) },
      `${this.#open ? 'Hide' : 'Show'} ${label}`,
    )
    toggle.addEventListener('click', () => {
      this.#open = !this.#open
      this.update()
      this.root.querySelector('button')?.focus()
    })
    return [toggle, pre]
  }
}

/**
 * @example
 * defineJsonView()
 * const view = document.createElement('rem-json-view')
 * view.value = { id: 're-0001' }
 */
export function defineJsonView(): void {
  defineOnce(JsonViewElement.tag, JsonViewElement)
}
