/**
 * @module `createControlTokenGroup`: a field to paste the control token into,
 * shown only while the server refuses the panel's requests for want of it.
 */
import { h } from '../dom/h.ts'
import { panelGroup } from './panel-group.ts'

export type ControlTokenGroup = ReturnType<typeof createControlTokenGroup>

/** @example panelBody.append(createControlTokenGroup((token) => useToken(token)).element) */
export function createControlTokenGroup(onSubmit: (token: string) => void) {
  const input = h('input', {
    id: 'control-token',
    type: 'password',
    placeholder: 'Paste the token',
    autocomplete: 'off',
    spellcheck: 'false',
    required: true,
    'aria-describedby': 'control-token-hint',
  })
  const hint = h('p', { class: 'rem-hint', id: 'control-token-hint' })
  const form = h(
    'form',
    { class: 'rem-row', id: 'control-token-form' },
    input,
    h('button', { type: 'submit', class: 'rem-button', id: 'control-token-use' }, 'Use token'),
  )
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    const token = input.value.trim()
    if (token !== '') onSubmit(token)
  })
  const element = panelGroup(h('label', { for: 'control-token' }, 'Control token'), form, hint)
  element.classList.add('rem-token-group')
  element.hidden = true

  return {
    element,
    /** Asks for the token; `refused`: the one sent was wrong. */
    show(refused: boolean): void {
      const wasHidden = element.hidden
      element.hidden = false
      // The token is the one given to --control-token, or, on a server other machines reach, one it made
      // and printed in the simulator page's link when it started.
      hint.replaceChildren(
        refused
          ? 'The server refused this token: paste the one given to '
          : 'This server’s control API needs the token given to ',
        h('code', {}, '--control-token'),
        ' or, when none was, the one in the page link the server printed when it started. It is kept for this tab only.',
      )
      hint.classList.toggle('rem-invalid', refused)
      input.setAttribute('aria-invalid', String(refused))
      if (wasHidden) input.value = ''
    },
    hide(): void {
      element.hidden = true
      input.value = ''
    },
    get shown(): boolean {
      return !element.hidden
    },
  }
}
