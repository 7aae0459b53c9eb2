/**
 * @module `<rem-dev-panel>`: the mock's dev panel. A corner button opens it;
 * it shows and switches the session it drives, shows and changes the scenario,
 * latency, faults and authentication, lists the request journal, and resets
 * the mock. It talks to the control API only,
 * so it drives the in-browser mock and the standalone server alike. When the
 * server asks for its control token, it shows a field to paste it.
 */
import type { FaultSettings } from '../../engine/behaviour/faults.ts'
import { defineOnce } from '../dom/define-once.ts'
import { h } from '../dom/h.ts'
import { safeLocalStorage } from '../dom/safe-local-storage.ts'
import { createAuthGroup, type AuthGroup } from './auth-group.ts'
import { sessionChangeEvent, type MockSessionChange } from '../session/session-change-event.ts'
import { writeSessionCookie } from '../session/session-cookie.ts'
import { defaultSessionId, isSessionId, namedSession } from '../session/session-id.ts'
import { ControlClient, mockChangeEvent, type MockChange, type ScenarioSummary } from './control-client.ts'
import { writeControlToken } from './control-token.ts'
import { createControlTokenGroup, type ControlTokenGroup } from './control-token-group.ts'
import { ControlTokenRequiredError } from './control-token-required.ts'
import { devPanelStyles } from './dev-panel-styles.ts'
import { createFaultGroup, type FaultGroup } from './fault-group.ts'
import { createJournalGroup, type JournalGroup } from './journal-group.ts'
import { createLatencyGroup, type LatencyGroup } from './latency-group.ts'
import { createLauncherButton, type LauncherButton } from './launcher-button.ts'
import { replacePageParam } from './replace-page-param.ts'
import { createScenarioGroup, type ScenarioGroup } from './scenario-group.ts'
import { createSessionGroup, type SessionGroup } from './session-group.ts'
import { panelGroup } from './panel-group.ts'
import { createTimelineView, timelineStyles, type TimelineView } from '../timeline/timeline-view.ts'

export const devPanelTagName = 'rem-dev-panel'
const openStateKey = 'real-estate-service-mock:panel-open'
const sessionStateKey = 'real-estate-service-mock:panel-session'
const journalRefreshMs = 1000

type Parts = {
  panel: HTMLElement
  mode: HTMLElement
  error: HTMLElement
  launcher: LauncherButton
  controlToken: ControlTokenGroup
  session: SessionGroup
  scenario: ScenarioGroup
  latency: LatencyGroup
  faults: FaultGroup
  auth: AuthGroup
  journal: JournalGroup
  timeline: TimelineView
}

/**
 * The panel element. Give it a `client` (or a `control-url` attribute) and
 * put it anywhere in the page: it positions itself in the bottom-right corner.
 * @example
 * const panel = document.createElement('rem-dev-panel')
 * panel.setAttribute('control-url', 'http://127.0.0.1:4010/__mock')
 * document.body.append(panel)
 */
export class DevPanelElement extends HTMLElement {
  static readonly tag = devPanelTagName
  /** How it reaches the mock; built from the `control-url` attribute (default `/__mock`) when unset. */
  client: ControlClient | undefined
  /** Shown in the panel's header, e.g. "In-browser mock". */
  modeLabel = ''
  /** Keep `?scenario=` and `?session=` of the page URL in step when switching (the in-browser mock reads them at start). */
  syncUrl = false
  /** The session to drive from the start, e.g. the page URL's `?session=`; unset: the one chosen last time, else the default. */
  startSession: string | undefined

  readonly #root = this.attachShadow({ mode: 'open' })
  #parts: Parts | undefined
  #timer: ReturnType<typeof setInterval> | undefined
  #scenario: string | undefined
  #faults: FaultSettings | null = null

  connectedCallback(): void {
    if (!this.#parts) {
      this.#parts = this.#render()
      const remembered = safeLocalStorage.get(sessionStateKey)
      this.#useSession(this.startSession ?? (remembered !== null && isSessionId(remembered) ? remembered : defaultSessionId))
    }
    this.#setOpen(safeLocalStorage.get(openStateKey) === 'true', false)
  }

  disconnectedCallback(): void {
    this.#stopPolling()
  }

  get open(): boolean {
    return this.#parts ? !this.#parts.panel.hidden : false
  }

  /** Opens or closes the panel; the choice is remembered across reloads. */
  set open(value: boolean) {
    this.#setOpen(value, true)
  }

  /** The session the panel drives, `'default'` for the default session. */
  get session(): string {
    return this.#client.session ?? defaultSessionId
  }

  /** Reads every setting and the journal again. */
  async refresh(): Promise<void> {
    const parts = this.#parts
    if (!parts) return
    const client = this.#client
    await this.#guard(async () => {
      const [scenarios, latency, faults, auth] = await Promise.all([client.scenarios(), client.latency(), client.faults(), client.auth()])
      this.#showScenarios(scenarios)
      parts.latency.show(latency)
      parts.faults.show(faults)
      this.#faults = faults
      parts.launcher.show(this.#scenario, faults)
      parts.auth.show(auth)
      parts.journal.show(await client.requests())
      parts.session.showList(await this.#sessions())
      await this.#showTimeline()
    })
  }

  /** The timeline and snapshots; a mock that has none (an older server) leaves the group empty. */
  async #showTimeline(): Promise<void> {
    const client = this.#client
    const [entries, snapshots] = await Promise.all([client.timeline().catch(() => null), client.snapshots().catch(() => null)])
    if (entries && snapshots) this.#parts?.timeline.show(entries, snapshots)
  }

  /** The `client`, built from the `control-url` attribute when unset. */
  get #client(): ControlClient {
    return (this.client ??= new ControlClient(this.getAttribute('control-url') ?? '/__mock'))
  }

  #render(): Parts {
    const close = () => {
      this.#setOpen(false, true)
      launcher.element.focus()
    }
    const launcher = createLauncherButton(() => this.#setOpen(!this.open, true))
    const controlToken = createControlTokenGroup((token) => void this.#useControlToken(token))
    const session = createSessionGroup((id) => this.#change('session', async () => this.#useSession(id)))
    const scenario = createScenarioGroup((name) => this.#change('scenario', () => this.#useScenario(name)))
    const latency = createLatencyGroup((value) => this.#change('latency', () => this.#client.setLatency(value)))
    const faults = createFaultGroup((value) => this.#change('faults', () => this.#client.setFaults(value)))
    const auth = createAuthGroup((value) => this.#change('auth', () => this.#client.setAuth(value)))
    const journal = createJournalGroup(() =>
      this.#guard(async () => {
        await this.#client.clearRequests()
        journal.show(await this.#client.requests())
      }),
    )
    const timeline = createTimelineView({
      undo: () => void this.#change('history', () => this.#client.undo()),
      goBack: (version) => void this.#change('history', () => this.#client.restoreVersion(version)),
      takeSnapshot: (name) => void this.#change('history', () => this.#client.takeSnapshot(name || undefined)),
      restoreSnapshot: (name) => void this.#change('history', () => this.#client.restoreSnapshot(name)),
      deleteSnapshot: (name) => void this.#change('history', () => this.#client.deleteSnapshot(name)),
    })
    const mode = h('span', { class: 'mode' }, this.modeLabel)
    const error = h('p', { class: 'error', role: 'alert', hidden: true })
    const reset = h('button', { type: 'button', class: 'button danger', id: 'reset', onclick: () => this.#change('reset', () => this.#client.reset()) }, 'Reset to seed')
    const panel = h(
      'section',
      { class: 'panel', id: 'panel', role: 'dialog', 'aria-labelledby': 'panel-title', hidden: true },
      h('header', { class: 'panel-header' }, h('h2', { id: 'panel-title' }, 'Mock'), mode, h('button', { type: 'button', class: 'icon-button', 'aria-label': 'Close the mock panel', onclick: close }, '×')),
      h('div', { class: 'body' }, controlToken.element, error, session.element, scenario.element, latency.element, faults.element, auth.element, panelGroup('Timeline', timeline.element), journal.element),
      h('footer', { class: 'footer' }, h('p', { class: 'hint' }, 'Back to the seeded data and the start settings.'), reset),
    )
    panel.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') close()
    })
    this.#root.replaceChildren(h('style', {}, devPanelStyles + timelineStyles), panel, launcher.element)
    return { panel, mode, error, launcher, controlToken, session, scenario, latency, faults, auth, journal, timeline }
  }

  #setOpen(open: boolean, remember: boolean): void {
    const parts = this.#parts
    if (!parts) return
    parts.panel.hidden = !open
    parts.launcher.element.setAttribute('aria-expanded', String(open))
    parts.mode.textContent = this.modeLabel
    if (remember) safeLocalStorage.set(openStateKey, String(open))
    if (open) {
      void this.refresh()
      this.#timer ??= setInterval(() => {
        // While the server waits for the token, polling would only be refused again.
        if (parts.controlToken.shown) return
        void this.#guard(async () => {
          parts.journal.show(await this.#client.requests())
          parts.session.showList(await this.#sessions())
          await this.#showTimeline()
        })
      }, journalRefreshMs)
    } else {
      this.#stopPolling()
      // The launcher shows the scenario even while closed.
      void this.#guard(async () => this.#showScenarios(await this.#client.scenarios()))
    }
  }

  #stopPolling(): void {
    clearInterval(this.#timer)
    this.#timer = undefined
  }

  #showScenarios(scenarios: readonly ScenarioSummary[]): void {
    this.#scenario = scenarios.find((scenario) => scenario.active)?.name
    this.#parts?.scenario.show(scenarios)
    this.#parts?.launcher.show(this.#scenario, this.#faults)
  }

  async #useScenario(name: string): Promise<void> {
    await this.#client.setScenario(name)
    if (this.syncUrl) replacePageParam('scenario', name)
  }

  /**
   * Drives `id` from now on: the control requests name it, the choice is remembered, and the
   * cookie names it to a server on the page's origin; the page hears of it by an event.
   */
  #useSession(id: string): void {
    this.#client.session = namedSession(id)
    safeLocalStorage.set(sessionStateKey, namedSession(id) ?? null)
    writeSessionCookie(id)
    if (this.syncUrl) replacePageParam('session', id)
    this.#parts?.session.showCurrent(id)
    this.#parts?.launcher.showSession(id)
    window.dispatchEvent(new CustomEvent<MockSessionChange>(sessionChangeEvent, { detail: { session: id } }))
  }

  /** Sends `token` from now on (the tab keeps it, and the page's components hear of it), and reads everything again. */
  async #useControlToken(token: string): Promise<void> {
    this.#client.token = token
    writeControlToken(token)
    await this.refresh()
  }

  /** The mock's sessions; null from a mock that has no sessions to list. */
  async #sessions() {
    return this.#client.sessions().catch(() => null)
  }

  /** Applies a change, re-reads the settings, and tells the page. */
  async #change(kind: MockChange['kind'], apply: () => Promise<unknown>): Promise<void> {
    await this.#guard(async () => {
      await apply()
      window.dispatchEvent(new CustomEvent<MockChange>(mockChangeEvent, { detail: { kind } }))
      await this.refresh()
    })
  }

  /** Runs `work`, showing its failure in the panel instead of throwing. */
  async #guard(work: () => Promise<void>): Promise<void> {
    const parts = this.#parts
    const error = parts?.error
    try {
      await work()
      if (error) error.hidden = true
      parts?.controlToken.hide()
    } catch (cause) {
      if (!parts || !error) return
      if (cause instanceof ControlTokenRequiredError) {
        error.hidden = true
        return parts.controlToken.show(cause.tokenSent)
      }
      error.textContent = `${(cause as Error).message} Is the mock running at ${this.client?.controlUrl}?`
      error.hidden = false
    }
  }
}

/** Registers `<rem-dev-panel>` once; safe to call again. */
export function defineDevPanel(): void {
  defineOnce(devPanelTagName, DevPanelElement)
}
