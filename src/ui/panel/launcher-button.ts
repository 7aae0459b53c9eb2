/**
 * @module `createLauncherButton`: the corner button that opens the panel. It
 * shows the session, unless it is the default one, the scenario in force and a dot: green for the default scenario,
 * amber for another, red under maintenance or injected faults. On a narrow
 * screen only the dot shows, so the button covers as little as it can.
 */
import type { FaultSettings } from '../../engine/simulation/faults.ts'
import { h } from '../dom/h.ts'
import { namedSession } from '../../engine/request/session-id.ts'

export type LauncherButton = ReturnType<typeof createLauncherButton>

/** @example shadowRoot.append(createLauncherButton(() => toggle()).element) */
export function createLauncherButton(onClick: () => void) {
  const dot = h('span', { class: 'rem-dot', 'aria-hidden': 'true' })
  const scenarioName = h('span', { class: 'rem-launcher-scenario' }, '…')
  const sessionName = h('span', { class: 'rem-launcher-session', hidden: true })
  const button = h(
    'button',
    {
      type: 'button',
      class: 'rem-launcher',
      part: 'launcher',
      'aria-expanded': 'false',
      'aria-controls': 'panel',
      title: 'Mock dev panel (drag it to another corner, or Alt + arrow keys)',
    },
    dot,
    // Spaces between the words, which the flex layout does not show, so that the text reads "Mock default" as the name does.
    h('span', { class: 'rem-launcher-label' }, 'Mock'),
    ' ',
    sessionName,
    ' ',
    scenarioName,
  )
  let session: string | undefined
  let scenario = '…'
  // The name stays whole when a narrow screen shows the dot alone; it is the visible text, so that speech input finds the button by it.
  const name = () => {
    button.setAttribute('aria-label', ['Mock', session, scenario].filter(Boolean).join(' '))
  }
  name()
  button.addEventListener('click', onClick)
  return {
    element: button,
    /** Shows a named session; the default one goes unsaid. */
    showSession(id: string): void {
      session = namedSession(id)
      sessionName.textContent = session ?? ''
      sessionName.hidden = session === undefined
      name()
    },
    /** Shows the scenario in force (undefined while unknown) and the tone that the faults give it. */
    show(active: string | undefined, faults: FaultSettings | null): void {
      // `seed` alone injects nothing.
      const faulty = faults !== null && Object.keys(faults).some((key) => key !== 'seed')
      scenario = active ?? '?'
      scenarioName.textContent = scenario
      dot.dataset.tone = active === 'maintenance' || faulty ? 'fail' : active === 'default' ? 'ok' : 'warn'
      name()
    },
  }
}
