/**
 * @module `<rem-dev-panel>`: the mock's dev panel. A corner button opens it;
 * it shows and changes the scenario, latency, faults and authentication, lists
 * the request journal, and resets the mock. It talks to the control API only,
 * so it drives the in-browser mock and the standalone server alike.
 */
import type { JournalEntry } from '../../engine/request-journal.ts'
import { operationIds, type OperationId } from '../../model/operations.ts'
import type { Fault, FaultSettings } from '../../engine/behaviour/faults.ts'
import type { LatencySettings } from '../../engine/behaviour/latency.ts'
import { readSignIn, writeSignIn } from './auth-token.ts'
import { ControlClient, mockChangeEvent, type MockChange, type ScenarioSummary } from './control-client.ts'
import { h } from './create-element.ts'
import { devPanelStyles } from './dev-panel-styles.ts'
import { signInAccounts } from './sign-in-accounts.ts'

export const devPanelTagName = 'rem-dev-panel'
const openStateKey = 'real-estate-service-mock:panel-open'
const journalRefreshMs = 1000
const journalRows = 50
const latencyMaxMs = 3000

const operationLabels: Record<OperationId, string> = {
  getRealEstateObject: 'GET object',
  getAccountSettings: 'GET settings',
  updateAccountSettings: 'PATCH settings',
  getAccount: 'GET account',
}

/** The fault choices of a select, by option value. */
const faultChoices: ReadonlyArray<[string, string, Fault | undefined]> = [
  ['', 'None', undefined],
  ['400', '400 Bad Request', { status: 400 }],
  ['401', '401 Unauthorized', { status: 401 }],
  ['403', '403 Forbidden', { status: 403 }],
  ['404', '404 Not Found', { status: 404 }],
  ['429', '429 Too Many Requests', { status: 429 }],
  ['500', '500 Server Error', { status: 500 }],
  ['503', '503 Unavailable', { status: 503 }],
  ['network-error', 'Network error', 'network-error'],
  ['hang', 'Never answers', 'hang'],
]

/**
 * The panel element. Give it a `client` (or a `control-url` attribute) and
 * put it anywhere in the page: it positions itself in the bottom-right corner.
 * @example
 * const panel = document.createElement('rem-dev-panel')
 * panel.setAttribute('control-url', 'http://127.0.0.1:4010/__mock')
 * document.body.append(panel)
 */
export class DevPanelElement extends HTMLElement {
  /** How it reaches the mock; built from the `control-url` attribute (default `/__mock`) when unset. */
  client: ControlClient | undefined
  /** Shown in the panel's header, e.g. "In-browser mock". */
  modeLabel = ''
  /** Keep `?scenario=` of the page URL in step when switching (the in-browser mock reads it at start). */
  syncUrl = false

  readonly #root = this.attachShadow({ mode: 'open' })
  #elements: ReturnType<DevPanelElement['render']> | undefined
  #timer: ReturnType<typeof setInterval> | undefined
  #lastSequence = -1
  #faults: FaultSettings | null = null

  connectedCallback(): void {
    this.client ??= new ControlClient(this.getAttribute('control-url') ?? '/__mock')
    this.#elements ??= this.render()
    this.#setOpen(readOpenState(), false)
  }

  disconnectedCallback(): void {
    this.#stopPolling()
  }

  get open(): boolean {
    return this.#elements ? !this.#elements.panel.hidden : false
  }

  /** Opens or closes the panel; the choice is remembered across reloads. */
  set open(value: boolean) {
    this.#setOpen(value, true)
  }

  /** Reads every setting and the journal again. */
  async refresh(): Promise<void> {
    const client = this.client
    const elements = this.#elements
    if (!client || !elements) return
    await this.#guard(async () => {
      const [scenarios, latency, faults, auth] = await Promise.all([client.scenarios(), client.latency(), client.faults(), client.auth()])
      this.#showScenarios(scenarios)
      this.#showLatency(latency)
      this.#showFaults(faults)
      elements.auth.value = auth === null ? '' : String(auth)
      elements.signIn.value = readSignIn().username ?? ''
      await this.#refreshJournal()
    })
  }

  private render() {
    const byId = <K extends keyof HTMLElementTagNameMap>(tag: K, id: string, attributes: Record<string, string> = {}) => h(tag, { id, ...attributes })
    const scenario = byId('select', 'scenario')
    const scenarioHint = h('p', { class: 'hint', id: 'scenario-hint' })
    const latencyFixed = h('input', { type: 'checkbox', id: 'latency-fixed' })
    const latency = h('input', { type: 'range', id: 'latency', min: 0, max: latencyMaxMs, step: 50, value: 0, 'aria-describedby': 'latency-value' })
    const latencyValue = h('output', { id: 'latency-value', for: 'latency' })
    const faultSelects = Object.fromEntries(
      operationIds.map((operation) => [
        operation,
        h('select', { id: `fault-${operation}`, 'data-operation': operation }, ...faultChoices.map(([value, label]) => h('option', { value }, label))),
      ]),
    ) as Record<OperationId, HTMLSelectElement>
    const auth = h(
      'select',
      { id: 'auth' },
      h('option', { value: '' }, 'As the scenario says'),
      h('option', { value: 'true' }, 'Enforced'),
      h('option', { value: 'false' }, 'Off'),
    )
    const signIn = h(
      'select',
      { id: 'sign-in' },
      h('option', { value: '' }, 'Nobody (no token)'),
      ...signInAccounts.map((account) =>
        h('option', { value: account.username }, `${account.name}, ${account.role}${account.enabled ? '' : ' (disabled)'}`),
      ),
    )
    const journalBody = h('tbody')
    const error = h('p', { class: 'error', role: 'alert', hidden: true })
    const launcherDot = h('span', { class: 'dot', 'aria-hidden': 'true' })
    const launcherScenario = h('span', { class: 'launcher-scenario' }, '…')
    const launcher = h(
      'button',
      { type: 'button', class: 'launcher', 'aria-expanded': 'false', 'aria-controls': 'panel', title: 'Mock dev panel' },
      launcherDot,
      'Mock',
      launcherScenario,
    )
    const close = h('button', { type: 'button', class: 'icon-button', 'aria-label': 'Close the mock panel' }, '×')
    const reset = h('button', { type: 'button', class: 'button danger', id: 'reset' }, 'Reset to seed')
    const clearJournal = h('button', { type: 'button', class: 'button small', id: 'clear-journal' }, 'Clear')
    const mode = h('span', { class: 'mode' }, this.modeLabel)

    const cell = (label: string, control: HTMLElement) => h('div', { class: 'cell' }, h('label', { for: control.id }, label), control)

    const panel = h(
      'section',
      { class: 'panel', id: 'panel', role: 'dialog', 'aria-labelledby': 'panel-title', hidden: true },
      h('header', { class: 'panel-header' }, h('h2', { id: 'panel-title' }, 'Mock'), mode, close),
      h(
        'div',
        { class: 'body' },
        error,
        h('section', { class: 'group' }, h('h3', {}, h('label', { for: 'scenario' }, 'Scenario')), scenario, scenarioHint),
        h(
          'section',
          { class: 'group' },
          h('h3', {}, 'Latency'),
          h('div', { class: 'row' }, h('label', { class: 'check', for: 'latency-fixed' }, latencyFixed, 'Fixed delay'), latency, latencyValue),
          h('p', { class: 'hint' }, 'Unchecked: the scenario’s own latency, else the default.'),
        ),
        h(
          'section',
          { class: 'group' },
          h('h3', {}, 'Faults per operation'),
          h('div', { class: 'grid' }, ...operationIds.map((operation) => cell(operationLabels[operation], faultSelects[operation]))),
        ),
        h('section', { class: 'group' }, h('h3', {}, 'Authentication'), h('div', { class: 'grid' }, cell('Enforce', auth), cell('Sign in as', signIn))),
        h(
          'section',
          { class: 'group' },
          h('h3', {}, 'Requests', h('span', { class: 'spacer' }), clearJournal),
          h(
            'div',
            { class: 'journal-box' },
            h(
              'table',
              { class: 'journal', id: 'journal' },
              h(
                'thead',
                {},
                h(
                  'tr',
                  {},
                  h('th', { class: 'time' }, 'Time'),
                  h('th', { class: 'method' }, 'Method'),
                  h('th', {}, 'Path'),
                  h('th', { class: 'status' }, 'Status'),
                  h('th', { class: 'scenario' }, 'Scenario'),
                ),
              ),
              journalBody,
            ),
          ),
        ),
      ),
      h('footer', { class: 'footer' }, h('p', { class: 'hint' }, 'Back to the seeded data and the start settings.'), reset),
    )

    this.#root.replaceChildren(h('style', {}, devPanelStyles), panel, launcher)

    launcher.addEventListener('click', () => this.#setOpen(!this.open, true))
    close.addEventListener('click', () => {
      this.#setOpen(false, true)
      launcher.focus()
    })
    panel.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape') return
      this.#setOpen(false, true)
      launcher.focus()
    })
    scenario.addEventListener('change', () => this.#change('scenario', () => this.#useScenario(scenario.value)))
    latencyFixed.addEventListener('change', () =>
      this.#change('latency', () => this.client!.setLatency(latencyFixed.checked ? Number(latency.value) : null)),
    )
    latency.addEventListener('input', () => {
      latencyValue.value = `${latency.value} ms`
    })
    latency.addEventListener('change', () => {
      latencyFixed.checked = true
      return this.#change('latency', () => this.client!.setLatency(Number(latency.value)))
    })
    for (const select of Object.values(faultSelects)) {
      select.addEventListener('change', () => this.#change('faults', () => this.client!.setFaults(this.#faultsFromSelects())))
    }
    auth.addEventListener('change', () => this.#change('auth', () => this.client!.setAuth(auth.value === '' ? null : auth.value === 'true')))
    signIn.addEventListener('change', () => {
      const account = signInAccounts.find((candidate) => candidate.username === signIn.value)
      writeSignIn(account ? { token: account.token, username: account.username } : { token: null, username: null })
    })
    clearJournal.addEventListener('click', () => this.#guard(async () => {
      await this.client!.clearRequests()
      await this.#refreshJournal()
    }))
    reset.addEventListener('click', () => this.#change('reset', () => this.client!.reset()))

    return { panel, launcher, launcherDot, launcherScenario, scenario, scenarioHint, latencyFixed, latency, latencyValue, faultSelects, auth, signIn, journalBody, error, mode }
  }

  #setOpen(open: boolean, remember: boolean): void {
    const elements = this.#elements
    if (!elements) return
    elements.panel.hidden = !open
    elements.launcher.setAttribute('aria-expanded', String(open))
    elements.mode.textContent = this.modeLabel
    if (remember) writeOpenState(open)
    if (open) {
      void this.refresh()
      this.#timer ??= setInterval(() => void this.#guard(() => this.#refreshJournal()), journalRefreshMs)
    } else {
      this.#stopPolling()
      // The launcher shows the scenario even while closed.
      void this.#guard(async () => this.#showScenarios(await this.client!.scenarios()))
    }
  }

  #stopPolling(): void {
    clearInterval(this.#timer)
    this.#timer = undefined
  }

  async #useScenario(name: string): Promise<void> {
    await this.client!.setScenario(name)
    if (this.syncUrl) {
      const url = new URL(location.href)
      if (url.searchParams.has('scenario')) {
        url.searchParams.set('scenario', name)
        history.replaceState(history.state, '', url)
      }
    }
  }

  /** Applies a change, re-reads the settings, and tells the page. */
  async #change(kind: MockChange['kind'], apply: () => Promise<unknown>): Promise<void> {
    await this.#guard(async () => {
      await apply()
      window.dispatchEvent(new CustomEvent<MockChange>(mockChangeEvent, { detail: { kind } }))
      await this.refresh()
    })
  }

  async #guard(work: () => Promise<void>): Promise<void> {
    const error = this.#elements?.error
    try {
      await work()
      if (error) error.hidden = true
    } catch (cause) {
      if (!error) return
      error.textContent = `${(cause as Error).message} Is the mock running at ${this.client?.controlUrl}?`
      error.hidden = false
    }
  }

  #showScenarios(scenarios: ScenarioSummary[]): void {
    const elements = this.#elements!
    const active = scenarios.find((scenario) => scenario.active)
    elements.scenario.replaceChildren(...scenarios.map((scenario) => h('option', { value: scenario.name }, scenario.name)))
    elements.scenario.value = active?.name ?? ''
    elements.scenarioHint.textContent = active?.description ?? ''
    elements.launcherScenario.textContent = active?.name ?? '?'
    this.#showTone(active?.name)
  }

  #showTone(scenario: string | undefined): void {
    const faulty = this.#faults !== null && Object.keys(this.#faults).some((key) => key !== 'seed')
    const tone = scenario === 'maintenance' || faulty ? 'fail' : scenario === 'default' ? 'ok' : 'warn'
    this.#elements!.launcherDot.dataset.tone = tone
  }

  #showLatency(value: LatencySettings | null): void {
    const { latency, latencyFixed, latencyValue } = this.#elements!
    const fixed = typeof value === 'number'
    latencyFixed.checked = fixed
    latency.value = String(fixed ? value : 0)
    latencyValue.value = value === null ? 'auto' : fixed ? `${value} ms` : 'custom'
    latencyValue.title = value === null || fixed ? '' : `Set in code: ${JSON.stringify(value)}`
  }

  #showFaults(faults: FaultSettings | null): void {
    this.#faults = faults
    for (const operation of operationIds) {
      const select = this.#elements!.faultSelects[operation]
      const rule = faults?.[operation] ?? faults?.all
      select.querySelector('option[data-custom]')?.remove()
      const known = faultChoices.find(([, , fault]) => JSON.stringify(fault) === JSON.stringify(rule))
      if (rule === undefined || known) {
        select.value = known?.[0] ?? ''
      } else {
        // A rule set in code (a rate, several faults): shown, kept until changed here.
        select.append(h('option', { value: 'custom', 'data-custom': 'true', disabled: true }, 'Set in code'))
        select.value = 'custom'
      }
    }
    this.#showTone(this.#elements!.scenario.value)
  }

  #faultsFromSelects(): FaultSettings | null {
    const faults: FaultSettings = {}
    for (const operation of operationIds) {
      const choice = faultChoices.find(([value]) => value === this.#elements!.faultSelects[operation].value)
      if (choice?.[2] !== undefined) faults[operation] = choice[2]
    }
    return Object.keys(faults).length > 0 ? faults : null
  }

  async #refreshJournal(): Promise<void> {
    const entries = await this.client!.requests()
    const newest = entries.at(-1)?.sequence ?? 0
    if (newest === this.#lastSequence && entries.length > 0) return
    this.#lastSequence = newest
    const rows = entries.slice(-journalRows).reverse().map(journalRow)
    this.#elements!.journalBody.replaceChildren(
      ...(rows.length > 0 ? rows : [h('tr', {}, h('td', { class: 'empty', colspan: 5 }, 'No requests yet.'))]),
    )
  }
}

function journalRow(entry: JournalEntry): HTMLTableRowElement {
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

function readOpenState(): boolean {
  try {
    return localStorage.getItem(openStateKey) === 'true'
  } catch {
    return false
  }
}

function writeOpenState(open: boolean): void {
  try {
    localStorage.setItem(openStateKey, String(open))
  } catch {
    // Storage may be blocked; the panel just forgets.
  }
}

/** Registers `<rem-dev-panel>` once; safe to call again. */
export function defineDevPanel(): void {
  if (!customElements.get(devPanelTagName)) customElements.define(devPanelTagName, DevPanelElement)
}
