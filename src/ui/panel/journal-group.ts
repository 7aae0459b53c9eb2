/** @module `createJournalGroup`: the newest requests of the mock's journal, newest first, with a button that clears it. */
import type { JournalEntry } from '../../engine/journal/request-journal.ts'
import { h } from '../dom/h.ts'
import { journalRow } from './journal-row.ts'
import { panelGroup } from './panel-group.ts'

const journalRows = 50

export type JournalGroup = ReturnType<typeof createJournalGroup>

/** @example panelBody.append(createJournalGroup(() => client.clearRequests()).element) */
export function createJournalGroup(onClear: () => void) {
  const body = h('tbody')
  const clear = h('button', { type: 'button', class: 'rem-button rem-small', id: 'clear-journal' }, 'Clear')
  clear.addEventListener('click', onClear)
  let lastSequence = -1
  const head = h(
    'tr',
    {},
    h('th', { class: 'rem-time' }, 'Time'),
    h('th', { class: 'rem-method' }, 'Method'),
    h('th', {}, 'Path'),
    h('th', { class: 'rem-status' }, 'Status'),
    h('th', { class: 'rem-scenario' }, 'Scenario'),
  )
  return {
    element: panelGroup(
      ['Requests', h('span', { class: 'rem-spacer' }), clear],
      // It scrolls: focusable, so the keyboard can scroll it too (its rows hold nothing focusable).
      h(
        'div',
        { class: 'rem-journal-box', tabindex: 0, role: 'region', 'aria-label': 'Requests, newest first' },
        h('table', { class: 'rem-journal', id: 'journal', part: 'journal' }, h('thead', {}, head), body),
      ),
    ),
    /** Shows the newest entries; redraws only when the journal changed, so a read after each request keeps the scroll position. */
    show(entries: readonly JournalEntry[]): void {
      const newest = entries.at(-1)?.sequence ?? 0
      if (newest === lastSequence && entries.length > 0) return
      lastSequence = newest
      const rows = entries.slice(-journalRows).reverse().map(journalRow)
      body.replaceChildren(
        ...(rows.length > 0 ? rows : [h('tr', {}, h('td', { class: 'rem-empty', colspan: 5 }, 'No requests yet.'))]),
      )
    },
  }
}
