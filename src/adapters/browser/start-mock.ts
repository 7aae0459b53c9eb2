/**
 * @module `startMock`: the mock in the browser. msw's service worker answers
 * the service's requests with the same handler set as in Node; the page URL
 * may choose the scenario, seed and session; the dev panel and demo
 * persistence are optional.
 */
import type { RequestHandler } from 'msw'
import { setupWorker, type SetupWorker } from 'msw/browser'
import mswPackage from 'msw/package.json' with { type: 'json' }
import type { Mock } from '../create-mock.ts'
import { createMock } from './create-browser-mock.ts'
import type { MockOptions } from '../../engine/session/mock-options.ts'
import type { DevPanelElement } from '../../ui/panel/dev-panel.ts'
import { builtInScenarioNames } from '../../engine/scenarios/built-in-scenarios.ts'
import type { LatencySettings } from '../../engine/simulation/latency.ts'
import { checkWorkerScript } from './check-worker-script.ts'
import { bypassUnhandled } from './bypass-unhandled.ts'
import { reloadIfUncontrolled } from './reload-if-uncontrolled.ts'
import { createLocalControlTransport } from './local-control-transport.ts'
import { readUrlOptions } from './read-url-options.ts'
import { resolveWorkerLocation } from './resolve-worker-location.ts'
import { logPrefix as prefix } from '../../engine/problems/log.ts'
import { sessionChangeEvent, type MockSessionChange } from '../../ui/events.ts'
import { mockRequestEvent, type MockRequest } from '../../ui/events.ts'
import { defaultSessionId, isSessionId, namedSession, sessionIdRule } from '../../engine/request/session-id.ts'
import { answerAsSession } from './answer-as-session.ts'
import { joinWaitMs, syncTabs } from './sync-tabs.ts'
import { persistState } from './persist-state.ts'
import { createReadinessProbe } from './readiness-probe.ts'
import { showReadiness } from './show-readiness.ts'
import { isTestMockInCharge } from '../test-mock-flag.ts'
import { prepareSeedData } from '../../data/seed-data.ts'
import { prepareSessionSeed } from './prepare-session-seed.ts'

/** Response time in the browser unless the code or the scenario says otherwise: a real network is never instant. */
const browserDefaultLatency: LatencySettings = [150, 400]

/** What `startMock` takes: `createMock`'s options, and the page's own (the dev panel, persistence across reloads, where the worker script is served). */
export type StartMockOptions = MockOptions & {
  /** Show the dev panel. Default false. */
  panel?: boolean
  /** Keep changes (the settings a PATCH changed) across reloads, until "Reset to seed". Default false. */
  persist?: boolean
  /**
   * Keep the tabs of this origin in step: a PATCH, reset, restore or scenario switch in one tab is
   * what the next request in every other tab meets, and a new tab starts where the others are.
   * Default: on when `persist` is on.
   */
  sync?: boolean
  /** Path the app is served under. Default Vite's `import.meta.env.BASE_URL`, else `/`. */
  basePath?: string
  /** Where `mockServiceWorker.js` is served. Default `{basePath}mockServiceWorker.js`. */
  workerUrl?: string
  /**
   * The session the page's requests are answered by when they name none (`X-Mock-Session`).
   * The page URL's `?session=` wins over it; the dev panel can switch it. Default: the default session.
   */
  session?: string
  /** The URL to read `?scenario=`, `?seed=` and `?session=` from. Default the page's. */
  pageUrl?: string | URL
  /** Hide msw's console line per mocked request. Default false. */
  quiet?: boolean
  /**
   * Show a missing or outdated worker script (and any other failure to start the worker) in the page,
   * with the command that fixes it, besides the console. Default true.
   */
  overlay?: boolean
}

/** What `startMock` resolves with: the mock, msw's worker, the dev panel when shown, and the session the page is answered by. */
export type BrowserMock = {
  readonly mock: Mock
  readonly worker: SetupWorker
  /** The dev panel, when `panel: true`. */
  readonly panel: DevPanelElement | undefined
  /** The session the page's requests are answered by, `'default'` for the default session. */
  readonly session: string
  /** Back to the seed, and forget what persistence saved. */
  resetDemo(): Promise<void>
  /**
   * Stops answering requests; the page goes to the network again once it resolves (msw 3's
   * `worker.stop()` is asynchronous; msw 2's returned at once).
   */
  stop(): Promise<void>
}

/**
 * Starts the mock in the page. Call it before the app's first request, in
 * development only. It resolves once the mock answers the page's requests:
 * then `<html data-mock="ready">` is set and `mock:ready` fires on `window`
 * (`data-mock="failed"` when it could not start).
 * @example
 * if (import.meta.env.DEV) {
 *   const { startMock } = await import('real-estate-service-mock/browser')
 *   await startMock({ seed: 7, panel: true, basePath: import.meta.env.BASE_URL })
 * }
 */
export async function startMock(options: StartMockOptions = {}): Promise<BrowserMock> {
  if (isTestMockInCharge()) return standAside(options)
  showReadiness('starting')
  try {
    return await startAndAnswer(options)
  } catch (error) {
    showReadiness('failed')
    throw error
  }
}

async function startAndAnswer(options: StartMockOptions): Promise<BrowserMock> {
  const {
    panel: withPanel = false,
    persist = false,
    sync = persist,
    basePath,
    workerUrl,
    pageUrl,
    overlay = true,
  } = options
  const { quiet = false, session, ...mockOptions } = withoutPageOptions(options)
  if (session !== undefined && !isSessionId(session)) {
    throw new TypeError(
      `${prefix} Failed to start the mock: the session id "${session}" is not valid. Please use ${sessionIdRule}.`,
    )
  }
  const page = String(pageUrl ?? location.href)
  const known = [...builtInScenarioNames, ...(mockOptions.scenarios ?? []).map((scenario) => scenario.name)]
  const fromUrl = readUrlOptions(page, known)
  for (const warning of fromUrl.warnings) console.warn(`${prefix} ${warning}`)

  const seed = fromUrl.seed ?? mockOptions.seed
  // faker comes only for data the build did not make: another seed, larger counts.
  await prepareSeedData(seed, mockOptions.counts)
  const mock = createMock({
    ...mockOptions,
    seed,
    scenario: fromUrl.scenario ?? mockOptions.scenario,
    defaultLatency: mockOptions.defaultLatency ?? browserDefaultLatency,
  })

  let pageSession = fromUrl.session ?? session ?? defaultSessionId
  // The panel switches the page's session with an event, so that the app's next requests follow it.
  const followPanel = (event: Event) => {
    pageSession = (event as CustomEvent<MockSessionChange>).detail.session
  }
  window.addEventListener(sessionChangeEvent, followPanel)
  const tabs =
    sync && typeof BroadcastChannel === 'function'
      ? syncTabs(mock, `real-estate-service-mock:seed-${mock.seed}`)
      : undefined
  const handlers = [
    prepareSessionSeed(mock.paths.controlPrefix, mockOptions.counts),
    ...answerAsSession(
      sessionHandlers(mock, (id) => tabs?.watch(id)),
      () => pageSession,
    ),
  ]
  // Another tab open already holds the live state; what persistence saved is for a first tab.
  const joined = tabs ? await tabs.join(joinWaitMs) : false
  const persisted = persist ? persistState(mock) : undefined
  if (persisted && !joined) await persisted.load()
  // The link wins: a page opened with `?scenario=` shows that scenario even when another tab held the
  // live state, and the tabs in step follow it (a link is how a scenario is shown to someone). Told
  // whether or not another tab answered in time: one that answers late takes this tab's state.
  if (tabs && fromUrl.scenario !== undefined) {
    await mock.useScenario(fromUrl.scenario)
    tabs.announce()
  }

  const workerLocation = resolveWorkerLocation(basePath ?? viteBaseUrl() ?? '/', page, workerUrl)
  const check = await checkWorkerScript(workerLocation.url, mswPackage.version)
  if (!check.ok) {
    // In the page too: a console message is easy to miss, and the app then just shows no data.
    if (overlay) (await import('../../ui/overlay/show-worker-overlay.ts')).showWorkerOverlay(check)
    if (check.fatal) throw new Error(check.message)
    console.warn(check.message)
  }

  // Controlled is not yet answered: msw's worker passes requests through until this page activated it.
  const probe = createReadinessProbe(`${mock.paths.controlPrefix}/ready`)
  const worker = setupWorker(probe.handler, ...handlers)
  announceRequests(worker, mock.paths.servicePath)
  try {
    await worker.start({
      serviceWorker: { url: workerLocation.url, options: { scope: workerLocation.scope } },
      ...bypassUnhandled,
      quiet,
    })
  } catch (error) {
    // The script is there, yet registering it failed (an insecure origin, a scope the script may not control).
    const detail = `${(error as Error).message.replace(/^\[MSW\]\s*/, '')} A service worker needs a page served from localhost or over HTTPS; where it cannot run, the Vite plugin (real-estate-service-mock/vite) serves the mock with none.`
    if (overlay) {
      const { showWorkerOverlay } = await import('../../ui/overlay/show-worker-overlay.ts')
      showWorkerOverlay({ fatal: true, summary: 'The service worker did not register', detail })
    }
    throw error
  }
  // The page loaded while msw's worker was unregistering itself (its last client had just gone): it is
  // not controlled, and its requests would reach the network until a reload (issue 15).
  if ((await reloadIfUncontrolled()) === 'reloading') await new Promise<never>(() => {})

  const answering = await probe.answered()
  if (!answering) {
    console.error(
      `${prefix} Failed to have the page's requests answered by the mock's service worker: they go to the network. Please reload the page, or check the worker's scope.`,
    )
  }

  // Loaded only when asked for: a page without the panel downloads none of it.
  const panel = withPanel
    ? (await import('../../ui/panel/mount-dev-panel.ts')).mountDevPanel({
        transport: createLocalControlTransport(handlers),
        modeLabel: 'In-browser mock',
        syncUrl: pageUrl === undefined,
        // Unset when neither the URL nor the code names one: the panel then restores the user's last choice.
        session: fromUrl.session ?? session,
      })
    : undefined

  // After the panel, so that a test waiting for the signal finds it mounted too.
  if (answering) showReadiness('ready', { seed: mock.seed, session: pageSession })
  else showReadiness('failed')

  return {
    mock,
    worker,
    panel,
    get session() {
      return pageSession
    },
    async resetDemo() {
      await mock.reset()
      persisted?.clear()
    },
    async stop() {
      tabs?.stop()
      persisted?.stop()
      window.removeEventListener(sessionChangeEvent, followPanel)
      await worker.stop()
      panel?.remove()
      showReadiness('stopped')
    },
  }
}

/**
 * Under a test fixture (Playwright's or Vitest Browser Mode's), the test's mock answers the page:
 * no worker is started, whose answers the test's routes would never see. The page is ready at once,
 * and the handle's mock is the app's own, answering nothing (docs/decisions/test-mock-in-charge.md).
 */
function standAside(options: StartMockOptions): BrowserMock {
  const { quiet, session, ...mockOptions } = withoutPageOptions(options)
  const mock = createMock(mockOptions)
  const pageSession = session ?? defaultSessionId
  if (!quiet) console.info(`${prefix} A test's mock answers this page: startMock() started no service worker.`)
  showReadiness('ready', { seed: mock.seed, session: pageSession })
  return {
    mock,
    worker: setupWorker(),
    panel: undefined,
    session: pageSession,
    resetDemo: () => mock.reset(),
    stop: async () => showReadiness('stopped'),
  }
}

/**
 * Fires `mockRequestEvent` for each of the service's requests, so the dev panel reads the journal as it
 * grows instead of polling: once the mock has taken it (a task later: the engine journals it before any
 * latency, and a hang never ends) and again once it is answered.
 */
function announceRequests(worker: SetupWorker, servicePath: string): void {
  const announce = ({ request }: { request: Request }) => {
    if (!new URL(request.url).pathname.includes(`${servicePath}/`)) return
    const detail: MockRequest = { method: request.method, url: request.url }
    window.dispatchEvent(new CustomEvent<MockRequest>(mockRequestEvent, { detail }))
  }
  worker.events.on('request:start', (event) => void setTimeout(() => announce(event)))
  worker.events.on('request:end', announce)
}

/** The handler set of each session, made once: the default session's is the mock's own. `onMade` hears of each named one. */
function sessionHandlers(
  mock: Mock,
  onMade: (session: string) => void,
): (session: string) => readonly RequestHandler[] {
  const made = new Map<string, readonly RequestHandler[]>()
  return (session) => {
    if (namedSession(session) === undefined) return mock.handlers
    let handlers = made.get(session)
    if (!handlers) {
      made.set(session, (handlers = mock.session(session).handlers))
      onMade(session)
    }
    return handlers
  }
}

/** The mock's own options, and the two the page's answer needs, without those about the worker and the page. */
function withoutPageOptions(options: StartMockOptions): MockOptions & Pick<StartMockOptions, 'quiet' | 'session'> {
  const { panel, persist, sync, basePath, workerUrl, pageUrl, overlay, ...rest } = options
  return rest
}

function viteBaseUrl(): string | undefined {
  // Written out so that Vite replaces it; other bundlers leave `env` undefined.
  return (import.meta as ImportMeta & { env?: { BASE_URL?: string } }).env?.BASE_URL
}
