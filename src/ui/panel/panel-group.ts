/** @module The dev panel's layout: `panelGroup`, one titled section, and `formCell`, a control under its label. */
import { h, type Child } from '../dom/h.ts'

/**
 * @example
 * panelGroup(['Requests', clearButton], table)
 */
export function panelGroup(heading: Child | readonly Child[], ...content: Child[]): HTMLElement {
  return h(
    'section',
    { class: 'rem-group' },
    h('h3', {}, ...(Array.isArray(heading) ? heading : [heading])),
    ...content,
  )
}

/**
 * A control under its label, as the panel's grids lay them out.
 * @example formCell('Enforce', h('select', { id: 'auth' }))
 */
export function formCell(label: string, control: HTMLElement): HTMLDivElement {
  return h('div', { class: 'rem-cell' }, h('label', { for: control.id }, label), control)
}
