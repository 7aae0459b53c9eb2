/** @module `<rem-json-view>`: a value's raw JSON, one click away behind a toggle. */
import { h } from '../panel/create-element.ts'
import { defineOnce, ShadowElement } from './shadow-element.ts'

export class JsonViewElement extends ShadowElement {
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

  protected render() {
    const label = this.getAttribute('label') ?? 'raw JSON'
    const pre = h('pre', { class: 'json', tabindex: 0, 'aria-label': label }, JSON.stringify(this.#value, null, 2))
    pre.hidden = !this.#open
    const toggle = h('button', { type: 'button', class: 'button link', 'aria-expanded': String(this.#open) }, `${this.#open ? 'Hide' : 'Show'} ${label}`)
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
  defineOnce('rem-json-view', JsonViewElement)
}
