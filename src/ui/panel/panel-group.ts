/** @module `panelGroup`: one titled section of the dev panel. */
import { h } from '../dom/h.ts'
import type { Child } from '../dom/to-nodes.ts'

/**
 * @example
 * panelGroup(['Requests', clearButton], table)
 */
export function panelGroup(heading: Child | readonly Child[], ...content: Child[]): HTMLElement {
  return h('section', { class: 'rem-group' }, h('h3', {}, ...(Array.isArray(heading) ? heading : [heading])), ...content)
}
