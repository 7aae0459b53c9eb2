/**
 * @module `h`: builds DOM elements without a framework, so the panel and the
 * simulator's components work in any host page. Text is always set as text,
 * never parsed as HTML. `toNodes` gives the children it takes as nodes.
 */

/** What `h` and `toNodes` take as a child; `false`, `null` and `undefined` stand for nothing. */
export type Child = Node | string | number | false | null | undefined

/**
 * Children as nodes, skipping the empty ones, so `cond && h(...)` reads naturally.
 * @example
 * element.replaceChildren(...toNodes([title, error && h('p', {}, error)]))
 */
export function toNodes(children: readonly Child[]): (Node | string)[] {
  return children
    .filter((child) => child !== false && child !== null && child !== undefined)
    .map((child) => (typeof child === 'number' ? String(child) : child) as Node | string)
}

type Attributes = Record<string, string | number | boolean | null | undefined | EventListener>

/**
 * Creates an element; `on*` keys add listeners, `true` sets an empty attribute, `false`/`null` none.
 * @example
 * h('button', { type: 'button', onclick: () => save() }, 'Save')
 */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Attributes = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag)
  for (const [name, value] of Object.entries(attributes)) {
    if (typeof value === 'function') element.addEventListener(name.slice(2), value)
    else if (value === true) element.setAttribute(name, '')
    else if (value !== false && value !== null && value !== undefined) element.setAttribute(name, String(value))
  }
  element.append(...toNodes(children))
  return element
}
