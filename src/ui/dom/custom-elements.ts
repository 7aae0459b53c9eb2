/** @module Custom elements: `defineOnce` registers one, `createCustomElement` makes one with its properties set. */

/**
 * Registers `tag` once; safe to call again (hot reload, several bundles).
 * @example
 * defineOnce('rem-json-view', JsonViewElement)
 */
export function defineOnce(tag: string, element: CustomElementConstructor): void {
  if (!customElements.get(tag)) customElements.define(tag, element)
}

/** A custom element class that names its own tag. */
export type TaggedElementClass<E extends HTMLElement> = { readonly tag: string; new (): E }

/**
 * Creates an element of `element`'s tag (defining the tag first, once) and sets `properties` through their setters.
 * @example
 * list.append(createCustomElement(ObjectCardElement, { object }))
 */
export function createCustomElement<E extends HTMLElement>(
  element: TaggedElementClass<E>,
  properties: Partial<E> = {},
): E {
  defineOnce(element.tag, element)
  return Object.assign(document.createElement(element.tag) as E, properties)
}
