/**
 * @module The dev panel's DOM: its launcher, header, groups and footer, built
 * once, wired to what the panel element does (`DevPanelActions`).
 */
import type { MockChange } from '../events.ts'
import { h } from '../dom/h.ts'
import { createAuthGroup, type AuthGroup } from './auth-group.ts'
import { createControlTokenGroup, type ControlTokenGroup } from './control-token-group.ts'
import { devPanelStyles } from './dev-panel-styles.ts'
import { dragToCorner } from './drag-to-corner.ts'
import { createFaultGroup, type FaultGroup } from './fault-group.ts'
import { createJournalGroup, type JournalGroup } from './journal-group.ts'
import { createLatencyGroup, type LatencyGroup } from './latency-group.ts'
import { createLauncherButton, type LauncherButton } from './launcher-button.ts'
import type { PanelConnection } from './panel-connection.ts'
import { cornerToward, type PanelCorner } from './panel-corner.ts'
import { panelGroup } from './panel-group.ts'
import { createRoutesGroup, type RoutesGroup } from './routes-group.ts'
import { createScenarioGroup, type ScenarioGroup } from './scenario-group.ts'
import { createSessionGroup, type SessionGroup } from './session-group.ts'
import { createTimelineView, timelineStyles, type TimelineView } from '../timeline/timeline-view.ts'

/** What is built at mount: the launcher and the panel's empty frame, enough to show the scenario and to open. */
export type DevPanelShell = {
  panel: HTMLElement
  launcher: LauncherButton
  /** Builds the panel's header, groups and footer into `panel` the first time; later calls give the same parts. */
  renderContent(): DevPanelParts
}

/** The parts of the open panel it shows state in, built on its first opening. */
export type DevPanelParts = {
  mode: HTMLElement
  pin: HTMLButtonElement
  error: HTMLElement
  controlToken: ControlTokenGroup
  session: SessionGroup
  scenario: ScenarioGroup
  latency: LatencyGroup
  faults: FaultGroup
  auth: AuthGroup
  routes: RoutesGroup
  journal: JournalGroup
  timeline: TimelineView
}

/** The panel element, as its DOM reads and sets it. */
export type DevPanelHost = HTMLElement & { pinned: boolean; corner: PanelCorner; readonly open: boolean }

/** What the panel's controls do: the panel element's own methods. */
export type DevPanelActions = {
  setOpen(open: boolean, byUser: boolean): void
  change(kind: MockChange['kind'], apply: () => Promise<unknown>): Promise<void>
  guard(work: () => Promise<void>): Promise<void>
  useControlToken(token: string): Promise<void>
  useSession(id: string): void
  useScenario(name: string): Promise<void>
  /** The control client of the panel's connection at the time of the call. */
  control(): PanelConnection['control']
}

/**
 * Builds the launcher and the panel's frame into `root` (the host's shadow root). The rest waits for the
 * first opening: most pages never open the panel, and building it all at mount is a long task on a slow phone.
 */
export function renderDevPanel(host: DevPanelHost, root: ShadowRoot, actions: DevPanelActions): DevPanelShell {
  const close = () => {
    host.pinned = false
    actions.setOpen(false, true)
    launcher.element.focus()
  }
  const launcher = createLauncherButton(() => {
    if (!drag.consumeClick()) actions.setOpen(!host.open, true)
  })
  const drag = dragToCorner(launcher.element, host, (corner) => (host.corner = corner))
  launcher.element.addEventListener('keydown', (event) => {
    if (!event.altKey || !event.key.startsWith('Arrow')) return
    event.preventDefault()
    host.corner = cornerToward(host.corner, event.key)
  })
  const panel = h('section', {
    // Focusable itself, so that opening can move focus into the panel and Escape closes it at once.
    class: 'rem-panel',
    id: 'panel',
    part: 'panel',
    role: 'dialog',
    'aria-labelledby': 'panel-title',
    tabindex: -1,
    hidden: true,
  })
  // Anywhere in the panel or on its launcher: Escape closes it.
  root.addEventListener('keydown', (event) => {
    if ((event as KeyboardEvent).key === 'Escape' && host.open) close()
  })
  root.replaceChildren(h('style', {}, devPanelStyles + timelineStyles), panel, launcher.element)
  let content: DevPanelParts | undefined
  return {
    panel,
    launcher,
    renderContent: () => (content ??= renderPanelContent(host, panel, actions, close)),
  }
}

/** The panel's header, groups and footer, appended to `panel`. */
function renderPanelContent(
  host: DevPanelHost,
  panel: HTMLElement,
  actions: DevPanelActions,
  close: () => void,
): DevPanelParts {
  const controlToken = createControlTokenGroup((token) => void actions.useControlToken(token))
  const session = createSessionGroup((id) => actions.change('session', async () => actions.useSession(id)))
  const scenario = createScenarioGroup((name) => actions.change('scenario', () => actions.useScenario(name)))
  const latency = createLatencyGroup((value) =>
    actions.change('latency', () => actions.control().setLatency(value ?? undefined)),
  )
  const faults = createFaultGroup((value) =>
    actions.change('faults', () => actions.control().setFaults(value ?? undefined)),
  )
  const auth = createAuthGroup((value) => actions.change('auth', () => actions.control().setAuth(value ?? undefined)))
  const routes = createRoutesGroup((value) => actions.change('routes', () => actions.control().setRoutes(value)))
  const journal = createJournalGroup(() =>
    actions.guard(async () => {
      await actions.control().requests.clear()
      journal.show(await actions.control().requests.filter())
    }),
  )
  const timeline = createTimelineView({
    undo: () => void actions.change('history', () => actions.control().history.undo()),
    goBack: (version) => void actions.change('history', () => actions.control().history.restoreVersion(version)),
    takeSnapshot: (name) =>
      void actions.change('history', () => actions.control().history.snapshot(name ? { name } : {})),
    restoreSnapshot: (name) => void actions.change('history', () => actions.control().history.restore(name)),
    deleteSnapshot: (name) => void actions.change('history', () => actions.control().history.deleteSnapshot(name)),
  })
  const mode = h('span', { class: 'rem-mode', part: 'mode' })
  const pin = h(
    'button',
    {
      type: 'button',
      class: 'rem-icon-button rem-pin',
      id: 'pin',
      part: 'pin',
      'aria-pressed': String(host.pinned),
      title: 'Pinned: the panel opens again after a reload',
      onclick: () => (host.pinned = !host.pinned),
    },
    'Pin',
  )
  const error = h('p', { class: 'rem-error', part: 'error', role: 'alert', hidden: true })
  const reset = h(
    'button',
    {
      type: 'button',
      class: 'rem-button rem-danger',
      id: 'reset',
      onclick: () => actions.change('reset', () => actions.control().reset()),
    },
    'Reset to seed',
  )
  panel.append(
    h(
      'header',
      { class: 'rem-panel-header', part: 'header' },
      h('h2', { id: 'panel-title' }, 'Mock'),
      mode,
      pin,
      h(
        'button',
        {
          type: 'button',
          class: 'rem-icon-button',
          id: 'close',
          'aria-label': 'Close the mock panel',
          onclick: close,
        },
        '×',
      ),
    ),
    h(
      'div',
      { class: 'rem-body', part: 'body' },
      controlToken.element,
      error,
      session.element,
      scenario.element,
      latency.element,
      faults.element,
      auth.element,
      routes.element,
      panelGroup('Timeline', timeline.element),
      journal.element,
    ),
    h(
      'footer',
      { class: 'rem-footer', part: 'footer' },
      h('p', { class: 'rem-hint' }, 'Back to the seeded data and the start settings.'),
      reset,
    ),
  )
  return {
    mode,
    pin,
    error,
    controlToken,
    session,
    scenario,
    latency,
    faults,
    auth,
    routes,
    journal,
    timeline,
  }
}
