/**
 * @module `journalRow`: one request of the journal as a row of the panel's table;
 * `pathSegments` cuts its path after each `/`, so that a long path wraps between
 * its segments, never inside a word (`/AccountService/` + `Accounts/` + `alice.admin`).
 */
import type { JournalEntry } from '../../engine/journal/request-journal.ts'
import { h } from '../dom/h.ts'

/** @example tbody.append(journalRow(entry)) */
export function journalRow(entry: JournalEntry): HTMLTableRowElement {
  const time = new Date(entry.time).toLocaleTimeString([], { hour12: false })
  const tone = entry.status === null ? 'none' : entry.status >= 500 ? 'server' : entry.status >= 400 ? 'client' : 'ok'
  const statusText = entry.status === null ? (entry.fault === 'hang' ? 'hang' : 'error') : String(entry.status)
  return h(
    'tr',
    {},
    h('td', { class: 'rem-time' }, time),
    h('td', { class: 'rem-method' }, entry.method),
    // The service prefix (`/svc/v1`) is the same on every row; the full path is in the tooltip. A long
    // path wraps after a slash (<wbr>), never inside a name: each segment keeps together.
    h(
      'td',
      { class: 'rem-path', title: entry.path },
      ...breakableAfterSlashes(entry.path.replace(/^\/[^/]+\/v1(?=\/)/, '…')),
    ),
    h(
      'td',
      { class: 'rem-status' },
      h(
        'span',
        { class: 'rem-badge', 'data-tone': tone, title: entry.fault ? `Injected: ${entry.fault}` : '' },
        statusText,
      ),
      // Hybrid mode: who answered, when it was not the mock alone. An older server's entries have no source.
      entry.source === 'real' || entry.source === 'mock-fallback'
        ? h(
            'span',
            {
              class: 'rem-source',
              title:
                entry.source === 'real' ? 'Answered by the real service' : 'The real service failed; the mock answered',
            },
            entry.source === 'real' ? 'real' : 'fallback',
          )
        : null,
    ),
    h('td', { class: 'rem-scenario', title: entry.scenario }, entry.scenario),
  )
}

/**
 * The path's segments, each unbreakable (a name like `re-0001` must not wrap at its hyphen) and followed
 * by a line-break opportunity; the cell's text still reads as the path.
 */
function breakableAfterSlashes(path: string): HTMLElement[] {
  return pathSegments(path).flatMap((segment) => {
    const kept = h('span', { class: 'rem-segment' }, segment)
    return segment.endsWith('/') ? [kept, h('wbr')] : [kept]
  })
}

/**
 * @example
 * pathSegments('…/AccountService/Accounts/alice.admin') // ['…/', 'AccountService/', 'Accounts/', 'alice.admin']
 */
export function pathSegments(path: string): string[] {
  return path.match(/[^/]*\/|[^/]+$/g) ?? []
}
