/**
 * @module `createSessionGroup`: which session the panel drives. The user picks
 * one of the mock's sessions from the list or types a new id (a session is
 * made on first use); "Default" goes back to the shared default session.
 */
import { h } from '../dom/h.ts'
import { defaultSessionId, isSessionId, sessionIdRule } from '../../engine/request/session-id.ts'
import type { SessionSummary } from './panel-connection.ts'
import { panelGroup } from './panel-group.ts'

export type SessionGroup = ReturnType<typeof createSessionGroup>

/** @example panelBody.append(createSessionGroup((id) => useSession(id)).element) */
export function createSessionGroup(onChoose: (id: string) => void) {
  const input = h('input', {
    id: 'session',
    list: 'session-ids',
    placeholder: defaultSessionId,
    maxlength: 128,
    autocomplete: 'off',
    spellcheck: 'false',
    'aria-describedby': 'session-hint',
  })
  const choices = h('datalist', { id: 'session-ids' })
  const hint = h('p', { class: 'rem-hint', id: 'session-hint' })
  const body = h('tbody')
  let current = defaultSessionId
  let shownList = ''

  const showHint = (text: string, invalid: boolean) => {
    hint.textContent = text
    hint.classList.toggle('rem-invalid', invalid)
    input.setAttribute('aria-invalid', String(invalid))
  }
  const choose = (id: string) => {
    if (!isSessionId(id)) return showHint(`Not a session id: use ${sessionIdRule}.`, true)
    onChoose(id)
  }
  const form = h(
    'form',
    { class: 'rem-row', id: 'session-form' },
    input,
    choices,
    h('button', { type: 'submit', class: 'rem-button', id: 'session-use' }, 'Switch'),
  )
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    // An empty field means the default session, as the placeholder says.
    choose(input.value.trim() || defaultSessionId)
  })
  input.addEventListener('input', () => showCurrentHint())
  const useDefault = h(
    'button',
    { type: 'button', class: 'rem-button rem-small', id: 'session-default', onclick: () => choose(defaultSessionId) },
    'Default',
  )

  function showCurrentHint(): void {
    showHint(
      current === defaultSessionId
        ? 'The shared default session; type an id for one of your own.'
        : `This panel and the page’s requests act on session “${current}” only.`,
      false,
    )
  }

  return {
    element: panelGroup(
      [h('label', { for: 'session' }, 'Session'), h('span', { class: 'rem-spacer' }), useDefault],
      form,
      hint,
      h(
        'div',
        // It scrolls when there are many: focusable, so the keyboard can scroll it even when every row is plain text.
        { class: 'rem-journal-box rem-sessions-box', tabindex: 0, role: 'region', 'aria-label': 'The mock’s sessions' },
        h(
          'table',
          { class: 'rem-journal rem-sessions', id: 'sessions' },
          h(
            'thead',
            {},
            h(
              'tr',
              {},
              h('th', {}, 'Session'),
              h('th', { class: 'rem-count' }, 'Requests'),
              h('th', { class: 'rem-time' }, 'Last used'),
            ),
          ),
          body,
        ),
      ),
    ),
    /** Shows the session the panel drives. */
    showCurrent(id: string): void {
      current = id
      input.value = id === defaultSessionId ? '' : id
      showCurrentHint()
      // The row of the current session is marked, so the list is drawn again.
      shownList = ''
    },
    /** Lists the mock's sessions, or says that the mock lists none (a mock without sessions). */
    showList(sessions: readonly SessionSummary[] | null): void {
      // Read again after each request: redrawn only when something changed, so a click on a row is not lost.
      const key = JSON.stringify(sessions)
      if (key === shownList) return
      shownList = key
      choices.replaceChildren(...(sessions ?? []).map((session) => h('option', { value: session.id })))
      if (sessions === null)
        return void body.replaceChildren(
          h('tr', {}, h('td', { class: 'rem-empty', colspan: 3 }, 'This mock lists no sessions.')),
        )
      body.replaceChildren(
        ...sessions.map((session) => sessionRow(session, session.id === current, () => choose(session.id))),
      )
    },
  }
}

function sessionRow(session: SessionSummary, isCurrent: boolean, onPick: () => void): HTMLTableRowElement {
  const lastUsed = new Date(session.lastUsed).toLocaleTimeString([], { hour12: false })
  return h(
    'tr',
    { 'aria-current': isCurrent ? 'true' : null },
    h(
      'td',
      { class: 'rem-path', title: `Seed ${session.seed}, scenario ${session.scenario}` },
      isCurrent
        ? h('strong', {}, session.id)
        : h('button', { type: 'button', class: 'rem-button rem-link', onclick: onPick }, session.id),
    ),
    h('td', { class: 'rem-count' }, String(session.requestCount)),
    h('td', { class: 'rem-time' }, lastUsed),
  )
}
