/** @module `journalRow`: one request of the journal as a row of the panel's table. */
import type { JournalEntry } from '../../engine/request-journal.ts'
import { h } from '../dom/h.ts'

/** @example tbody.append(journalRow(entry)) */
export function journalRow(entry: JournalEntry): HTMLTableRowElement {
  const time = new Date(entry.time).toLocaleTimeString([], { hour12: false })
  const tone = entry.status === null ? 'none' : entry.status >= 500 ? 'server' : entry.status >= 400 ? 'client' : 'ok'
  const statusText = entry.status === null ? (entry.fault === 'hang' ? 'hang' : 'error') : String(entry.status)
  return h(
    'tr',
    {},
    h('td', { class: 'time' }, time),
    h('td', { class: 'method' }, entry.method),
    // The service prefix (`/svc/v1`) is the same on every row; the full path is in the tooltip.
    h('td', { class: 'path', title: entry.path }, entry.path.replace(/^\/[^/]+\/v1(?=\/)/, '…')),
    h('td', { class: 'status' }, h('span', { class: 'badge', 'data-tone': tone, title: entry.fault ? `Injected: ${entry.fault}` : '' }, statusText)),
    h('td', { class: 'scenario', title: entry.scenario }, entry.scenario),
  )
}
