/** @module `toNodes`: the children a DOM call may take, with the empty ones dropped. */

/** What `h` and `toNodes` take as a child; `false`, `null` and `undefined` stand for nothing. */
export type Child = Node | string | number | false | null | undefined

/**
 * Children as nodes, skipping the empty ones, so `cond && h(...)` reads naturally.
 * @example
 * element.replaceChildren(...toNodes([title, error && h('p', {}, error)]))
 */
export function toNodes(children: readonly Child[]): (Node | string)[] {
  return children.filter((child) => child !== false && child !== null && child !== undefined).map((child) => (typeof child === 'number' ? String(child) : child) as Node | string)
}
