/** @module `formCell`: a control under its label, as the panel's grids lay them out. */
import { h } from '../dom/h.ts'

/** @example formCell('Enforce', h('select', { id: 'auth' })) */
export function formCell(label: string, control: HTMLElement): HTMLDivElement {
  return h('div', { class: 'rem-cell' }, h('label', { for: control.id }, label), control)
}
