/** @module `createCustomElement`: a custom element, registered first if need be, with its properties set. */
import { defineOnce } from './define-once.ts'

/** A custom element class that names its own tag. */
export type TaggedElementClass<E extends HTMLElement> = { readonly tag: string; new (): E }

/**
 * Creates an element of `element`'s tag and sets `properties` through their setters.
 * @example
 * list.append(createCustomElement(ObjectCardElement, { object }))
 */
export function createCustomElement<E extends HTMLElement>(element: TaggedElementClass<E>, properties: Partial<E> = {}): E {
  defineOnce(element.tag, element)
  return Object.assign(document.createElement(element.tag) as E, properties)
}
