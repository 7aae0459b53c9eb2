/**
 * @module `<rem-dev-panel>`: the mock's dev panel. A corner button opens it;
 * it shows and switches the session it drives, shows and changes the scenario,
 * latency, faults, authentication and (in hybrid mode) each operation's route,
 * lists the request journal, shows the timeline with undo and snapshots, and
 * resets the mock. It talks to the control API only, so it drives the in-browser mock and the standalone server alike. When the
 * server asks for its control token, it shows a field to paste it.
 *
 * It keeps out of the app's way: it opens closed unless pinned, a narrow
 * screen gets a bottom sheet and a launcher that is only a dot, the launcher
 * can be dragged to any corner, and its class names (`rem-…`) match none of
 * the app's selectors, Playwright's shadow-piercing ones included.
 */
import type { FaultSettings } from '../../engine/simulation/faults.ts'
import { safeLocalStorage } from '../dom/safe-storage.ts'
import { sessionChangeEvent, type MockSessionChange, mockChangeEvent, type MockChange } from '../events.ts'
import { writeSessionCookie } from '../session/session-cookie.ts'
import { defaultSessionId, isSessionId, namedSession } from '../../engine/request/session-id.ts'
import { PanelConnection, type ScenarioSummary, type SessionSummary } from './panel-connection.ts'
import { writeControlToken } from './control-token.ts'
import { ControlTokenRequiredError } from '../../engine/control/control-errors.ts'
import { defaultPanelCorner, isPanelCorner, type PanelCorner } from './panel-corner.ts'
import { watchRequests } from './watch-requests.ts'
import { replacePageParam } from './replace-page-param.ts'
import { renderDevPanel, type DevPanelParts, type DevPanelShell } from './render-dev-panel.ts'
import { defaultControlPrefix } from '../../engine/request/control-prefix.ts'

export const devPanelTagName = 'rem-dev-panel'
const pinnedStateKey = 'real-estate-service-mock:panel-pinned'
const cornerStateKey = 'real-estate-service-mock:panel-corner'
const sessionStateKey = 'real-estate-service-mock:panel-session'

/**
 * The panel element, registered by `mountDevPanel` (which also connects it). Give it a `client` (or a
 * `control-url` attribute) and put it anywhere in the page: it positions itself in a corner of the window, the bottom-right one
 * until the user drags it elsewhere (or the `corner` attribute names another).
 * @example
 * const panel = document.createElement('rem-dev-panel')
 * panel.setAttribute('control-url', 'http://127.0.0.1:4010/__mock')
 * document.body.append(panel)
 */
export class DevPanelElement extends HTMLElement {
  static readonly tag = devPanelTagName
  /** How it reaches the mock; built from the `control-url` attribute (default `/__mock`) when unset. */
  client: PanelConnection | undefined
  /**
   * Shown in the panel's header, e.g. "In-browser mock"; default "Server" for a mock reached over
   * HTTP. The header adds the server's URL (over HTTP) and the seed of the session it drives.
   */
  modeLabel = ''
  /** Keep `?scenario=` and `?session=` of the page URL in step when switching (the in-browser mock reads them at start). */
  syncUrl = false
  /** The session to drive from the start, e.g. the page URL's `?session=`; unset: the one chosen last time, else the default. */
  startSession: string | undefined

  readonly #root = this.attachShadow({ mode: 'open' })
  #shell: DevPanelShell | undefined
  /** The open panel's parts, built on its first opening (or to show a failure or ask for the token). */
  #parts: DevPanelParts | undefined
  #stopWatching: (() => void) | undefined
  /** A journal read under way, and whether another request came in meanwhile. */
  #journalRead: Promise<void> | undefined
  #journalStale = false
  /** Timeline reads started, so that an older answer never replaces a newer one. */
  #timelineReads = 0
  #scenario: string | undefined
  #faults: FaultSettings | null = null

  /** Another tab changed the state (tabs in step): show what it is now. */
  readonly #onSync = (event: Event) => {
    if ((event as CustomEvent<MockChange>).detail.kind === 'sync' && this.open) void this.refresh()
  }

  connectedCallback(): void {
    if (!this.#shell) {
      this.#shell = this.#render()
      const remembered = safeLocalStorage.get(sessionStateKey)
      this.#useSession(
        this.startSession ?? (remembered !== null && isSessionId(remembered) ? remembered : defaultSessionId),
      )
      const corner = safeLocalStorage.get(cornerStateKey)
      this.corner = isPanelCorner(corner) ? corner : this.corner
      // Open by itself only when the user pinned it open; otherwise every reload would cover the app again.
      this.#setOpen(this.pinned, false)
    }
    this.#stopWatching ??= watchRequests(this.#client.controlUrl, () => this.#refreshJournal())
    window.addEventListener(mockChangeEvent, this.#onSync)
  }

  disconnectedCallback(): void {
    window.removeEventListener(mockChangeEvent, this.#onSync)
    this.#stopWatching?.()
    this.#stopWatching = undefined
  }

  get open(): boolean {
    return this.#shell ? !this.#shell.panel.hidden : false
  }

  /** Opens (and focuses) or closes the panel. It opens by itself on the next load only while pinned. */
  set open(value: boolean) {
    this.#setOpen(value, true)
  }

  /** Whether the panel reopens by itself after a reload; the pin button in its header sets it, closing it clears it. */
  get pinned(): boolean {
    return safeLocalStorage.get(pinnedStateKey) === 'true'
  }

  set pinned(value: boolean) {
    safeLocalStorage.set(pinnedStateKey, value ? 'true' : null)
    this.#parts?.pin.setAttribute('aria-pressed', String(value))
  }

  /** The corner the launcher sits in; dragging it (or Alt + an arrow key on it) moves it, and the choice is remembered. */
  get corner(): PanelCorner {
    const corner = this.getAttribute('corner')
    return isPanelCorner(corner) ? corner : defaultPanelCorner
  }

  set corner(value: PanelCorner) {
    this.setAttribute('corner', value)
    safeLocalStorage.set(cornerStateKey, value === defaultPanelCorner ? null : value)
  }

  /** The session the panel drives, `'default'` for the default session. */
  get session(): string {
    return this.#client.session ?? defaultSessionId
  }

  /** Reads every setting and the journal again (before the panel's first opening, what the launcher shows). */
  async refresh(): Promise<void> {
    const parts = this.#parts
    const client = this.#client
    if (!parts) return this.#refreshLauncher()
    await this.#guard(async () => {
      const [scenarios, latency, faults, auth, routes] = await Promise.all([
        client.control.scenarios(),
        valueOf(client.control.settings.latency()),
        valueOf(client.control.settings.faults()),
        valueOf(client.control.settings.auth()),
        client.control.settings.routes().catch(() => null),
      ])
      this.#showScenarios(scenarios)
      parts.latency.show(latency)
      parts.faults.show(faults)
      this.#faults = faults
      this.#shell?.launcher.show(this.#scenario, faults)
      parts.auth.show(auth)
      parts.routes.show(routes)
      parts.journal.show(await client.control.requests.filter())
      this.#showSessions(await this.#sessions())
      await this.#showTimeline()
    })
  }

  /** The scenario and faults the launcher shows. */
  async #refreshLauncher(): Promise<void> {
    const control = this.#client.control
    await this.#guard(async () => {
      const [scenarios, faults] = await Promise.all([control.scenarios(), valueOf(control.settings.faults())])
      this.#faults = faults
      this.#showScenarios(scenarios)
    })
  }

  /** The timeline and snapshots; a mock that has none (an older server) leaves the group empty. */
  async #showTimeline(): Promise<void> {
    const client = this.#client
    // Reads after a request and after an action can overlap: only the newest one started is shown, or
    // an older answer landing last would bring back a version just undone.
    const read = ++this.#timelineReads
    const [entries, snapshots] = await Promise.all([
      client.control.history.timeline().catch(() => null),
      client.control.history.snapshots().catch(() => null),
    ])
    if (entries && snapshots && read === this.#timelineReads) this.#parts?.timeline.show(entries, snapshots)
  }

  /** The `client`, built from the `control-url` attribute when unset. */
  get #client(): PanelConnection {
    return (this.client ??= new PanelConnection(this.getAttribute('control-url') ?? defaultControlPrefix))
  }

  #render(): DevPanelShell {
    return renderDevPanel(this, this.#root, {
      setOpen: (open, byUser) => this.#setOpen(open, byUser),
      change: (kind, apply) => this.#change(kind, apply),
      guard: (work) => this.#guard(work),
      useControlToken: (token) => this.#useControlToken(token),
      useSession: (id) => this.#useSession(id),
      useScenario: (name) => this.#useScenario(name),
      control: () => this.#client.control,
    })
  }

  /** `byUser`: the user opened it, so focus moves into it; opened by itself on load, it leaves the page's focus alone. */
  #setOpen(open: boolean, byUser: boolean): void {
    const shell = this.#shell
    if (!shell) return
    if (open) this.#renderContent()
    shell.panel.hidden = !open
    this.toggleAttribute('open', open)
    shell.launcher.element.setAttribute('aria-expanded', String(open))
    this.#showMode(undefined)
    if (open) {
      if (byUser) shell.panel.focus()
      void this.refresh()
    } else {
      // The launcher shows the scenario even while closed.
      void this.#guard(async () => this.#showScenarios(await this.#client.control.scenarios()))
    }
  }

  /**
   * Reads the journal (and the sessions' counts) again after a request, while the panel is open. Reads
   * never overlap: requests that come in during one are covered by one more read after it.
   */
  #refreshJournal(): void {
    const parts = this.#parts
    // While the server waits for the token, a read would only be refused again.
    if (!parts || !this.open || parts.controlToken.shown) return
    if (this.#journalRead) {
      this.#journalStale = true
      return
    }
    this.#journalRead = this.#guard(async () => {
      parts.journal.show(await this.#client.control.requests.filter())
      this.#showSessions(await this.#sessions())
      // A request may have changed the state: the timeline has a new version then.
      await this.#showTimeline()
    }).finally(() => {
      this.#journalRead = undefined
      if (this.#journalStale) {
        this.#journalStale = false
        this.#refreshJournal()
      }
    })
  }

  #showSessions(sessions: readonly SessionSummary[] | null): void {
    this.#parts?.session.showList(sessions)
    this.#showMode(sessions?.find((session) => session.id === this.session)?.seed)
  }

  /** The header: what the panel drives, the server's URL when it drives one over HTTP, and the seed once known. */
  #showMode(seed: number | undefined): void {
    const mode = this.#parts?.mode
    if (!mode) return
    const client = this.#client
    if (seed !== undefined) mode.dataset.seed = String(seed)
    const knownSeed = mode.dataset.seed
    const server = client.inProcess ? undefined : new URL(client.controlUrl).origin
    const label = [
      this.modeLabel || (client.inProcess ? 'Mock' : 'Server'),
      server,
      knownSeed !== undefined && `seed ${knownSeed}`,
    ]
      .filter(Boolean)
      .join(' · ')
    mode.textContent = label
    mode.title = label
  }

  #showScenarios(scenarios: readonly ScenarioSummary[]): void {
    this.#scenario = scenarios.find((scenario) => scenario.active)?.name
    this.#parts?.scenario.show(scenarios)
    this.#shell?.launcher.show(this.#scenario, this.#faults)
  }

  async #useScenario(name: string): Promise<void> {
    await this.#client.control.useScenario(name)
    if (this.syncUrl) replacePageParam('scenario', name)
  }

  /**
   * Drives `id` from now on: the control requests name it, the choice is remembered, and the
   * cookie names it to a server on the page's origin; the page hears of it by an event.
   */
  #useSession(id: string): void {
    this.#client.session = namedSession(id)
    // Another session may have another seed: the header shows it once the sessions are read again.
    if (this.#parts) delete this.#parts.mode.dataset.seed
    safeLocalStorage.set(sessionStateKey, namedSession(id) ?? null)
    writeSessionCookie(id)
    if (this.syncUrl) replacePageParam('session', id)
    this.#parts?.session.showCurrent(id)
    this.#shell?.launcher.showSession(id)
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
    return this.#client.control.sessions.list().catch(() => null)
  }

  /** Applies a change, re-reads the settings, and tells the page. */
  async #change(kind: MockChange['kind'], apply: () => Promise<unknown>): Promise<void> {
    await this.#guard(async () => {
      await apply()
      window.dispatchEvent(new CustomEvent<MockChange>(mockChangeEvent, { detail: { kind } }))
      await this.refresh()
    })
  }

  /** The panel's header, groups and footer, built the first time, showing the session it drives. */
  #renderContent(): DevPanelParts | undefined {
    if (this.#parts || !this.#shell) return this.#parts
    this.#parts = this.#shell.renderContent()
    this.#parts.session.showCurrent(this.session)
    return this.#parts
  }

  /** Runs `work`, showing its failure in the panel instead of throwing. */
  async #guard(work: () => Promise<void>): Promise<void> {
    try {
      await work()
      if (this.#parts) this.#parts.error.hidden = true
      this.#parts?.controlToken.hide()
    } catch (cause) {
      // Shown when the panel opens, as they were while it was closed.
      const parts = this.#renderContent()
      if (!parts) return
      const error = parts.error
      if (cause instanceof ControlTokenRequiredError) {
        error.hidden = true
        return parts.controlToken.show(cause.tokenSent)
      }
      error.textContent = `${(cause as Error).message} Is the mock running at ${this.client?.controlUrl}?`
      error.hidden = false
    }
  }
}

/** A setting's `value`, null while none is set. */
async function valueOf<T>(setting: Promise<{ value: T | null }>): Promise<T | null> {
  return (await setting).value
}
