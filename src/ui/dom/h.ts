/**
 * @module `h`: builds DOM elements without a framework, so the panel and the
 * simulator's components work in any host page. Text is always set as text,
 * never parsed as HTML.
 */
import { toNodes, type Child } from './to-nodes.ts'

type Attributes = Record<string, string | number | boolean | null | undefined | EventListener>

/**
 * Creates an element; `on*` keys add listeners, `true` sets an empty attribute, `false`/`null` none.
 * @example
 * h('button', { type: 'button', onclick: () => save() }, 'Save')
 */
export function h<K extends keyof HTMLElementTagNameMap>(tag: K, attributes: Attributes = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag)
  for (const [name, value] of Object.entries(attributes)) {
    if (typeof value === 'function') element.addEventListener(name.slice(2), value)
    else if (value === true) element.setAttribute(name, '')
    else if (value !== false && value !== null && value !== undefined) element.setAttribute(name, String(value))
  }
  element.append(...toNodes(children))
  return element
}
