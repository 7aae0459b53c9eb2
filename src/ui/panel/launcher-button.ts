/**
 * @module `createLauncherButton`: the corner button that opens the panel. It
 * shows the session, unless it is the default one, the scenario in force and a dot: green for the default scenario,
 * amber for another, red under maintenance or injected faults.
 */
import type { FaultSettings } from '../../engine/behaviour/faults.ts'
import { h } from '../dom/h.ts'
import { namedSession } from '../session/session-id.ts'

export type LauncherButton = ReturnType<typeof createLauncherButton>

/** @example shadowRoot.append(createLauncherButton(() => toggle()).element) */
export function createLauncherButton(onClick: () => void) {
  const dot = h('span', { class: 'dot', 'aria-hidden': 'true' })
  const scenarioName = h('span', { class: 'launcher-scenario' }, '…')
  const sessionName = h('span', { class: 'launcher-session', hidden: true })
  const button = h(
    'button',
    { type: 'button', class: 'launcher', 'aria-expanded': 'false', 'aria-controls': 'panel', title: 'Mock dev panel' },
    dot,
    'Mock',
    sessionName,
    scenarioName,
  )
  button.addEventListener('click', onClick)
  return {
    element: button,
    /** Shows a named session; the default one goes unsaid. */
    showSession(id: string): void {
      const named = namedSession(id)
      sessionName.textContent = named ?? ''
      sessionName.hidden = named === undefined
      button.title = named === undefined ? 'Mock dev panel' : `Mock dev panel, session ${named}`
    },
    /** Shows the scenario in force (undefined while unknown) and the tone that the faults give it. */
    show(scenario: string | undefined, faults: FaultSettings | null): void {
      // `seed` alone injects nothing.
      const faulty = faults !== null && Object.keys(faults).some((key) => key !== 'seed')
      scenarioName.textContent = scenario ?? '?'
      dot.dataset.tone = scenario === 'maintenance' || faulty ? 'fail' : scenario === 'default' ? 'ok' : 'warn'
    },
  }
}
