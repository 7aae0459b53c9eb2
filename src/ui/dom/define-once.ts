/** @module `defineOnce`: registers a custom element unless its tag is taken. */

/**
 * Registers `tag` once; safe to call again (hot reload, several bundles).
 * @example
 * defineOnce('rem-json-view', JsonViewElement)
 */
export function defineOnce(tag: string, element: CustomElementConstructor): void {
  if (!customElements.get(tag)) customElements.define(tag, element)
}
