/// <reference types="vite/client" />
/**
 * @module The simulator page: the mock in a service worker (or, served by the
 * standalone server at `/__mock/`, the server itself), the dev panel, and the
 * data browser and settings form. It is also an example of a frontend using
 * the mock. It works in one session of the mock: the URL's `?session=`, else
 * the `mock-session` cookie, else the panel's last choice, else the default.
 * A server started with `--control-token` links here with `?token=`: the tab
 * keeps it for the control API and the address bar drops it.
 *
 * This first chunk is the page's frame only (tabs, facts, session). The built
 * page paints before it loads: its styles are inlined into `index.html`, which
 * asks for this chunk right after the first paint (vite.config.ts). The rest
 * loads beside it with `import()` (the demo's mock in `start-in-worker.ts`, the
 * server page's panel in `connect-to-server.ts`, and the components); the data
 * shows when the mock is ready.
 */
import './page.css'
import { showTabs } from '../ui/simulator/show-tabs.ts'
import { logPrefix } from '../engine/problems/log.ts'
import { readControlToken, writeControlToken } from '../ui/panel/control-token.ts'
import { controlTokenChangeEvent, sessionChangeEvent, type MockSessionChange } from '../ui/events.ts'
import { takeTokenParam } from '../ui/panel/take-token-param.ts'
import { readSessionParam, namedSession } from '../engine/request/session-id.ts'
import { readSessionCookie } from '../ui/session/session-cookie.ts'
import { defaultControlPrefix } from '../engine/request/control-prefix.ts'

const meta = (name: string) => document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content
const mode = meta('mock-mode') === 'server' ? 'server' : 'worker'
const servicePath = meta('mock-service-path') ?? '/svc/v1'
const controlPath = meta('mock-control-path') ?? defaultControlPrefix
// Asked for now, before the frame is even set up: they are most of the page's weight.
const inWorker = mode === 'worker' ? import('./start-in-worker.ts') : undefined
const toServer = mode === 'server' ? import('./connect-to-server.ts') : undefined
const simulatorElements = import('../ui/simulator/define-simulator-elements.ts')

async function main(): Promise<void> {
  keepTokenParam()
  showTabs(['objects', 'accounts', 'settings', 'history'])
  // index.html said which mock the page uses before its first paint; the demo's persistence is its `?persist=`.
  const persist = new URL(location.href).searchParams.get('persist') !== '0'
  const seedFact = document.getElementById('fact-seed')!
  const components = document.querySelectorAll('rem-object-list, rem-account-list, rem-settings-editor, rem-history')
  const useSession = (session: string) => {
    showSession(document.getElementById('fact-session')!, session)
    // The in-browser mock answers the page's requests as its session by itself; the server is told on each request.
    if (mode === 'server') for (const element of components) element.setAttribute('session', session)
  }
  // Before the panel is mounted: it announces the session it restores.
  window.addEventListener(sessionChangeEvent, (event) =>
    useSession((event as CustomEvent<MockSessionChange>).detail.session),
  )

  if (inWorker) {
    const { seed, session } = await (await inWorker).startInWorker(readSessionCookie(), persist)
    seedFact.textContent = `Seed ${seed}`
    seedFact.removeAttribute('data-pending')
    useSession(session)
  } else {
    const fromUrl = readSessionParam(location.href)
    if (fromUrl.warning) console.warn(`${logPrefix} ${fromUrl.warning}`)
    const session = (await toServer!).connectToServer(controlPath, fromUrl.session ?? readSessionCookie())
    useSession(session)
  }

  for (const element of components) {
    element.setAttribute('service-url', servicePath)
    element.setAttribute('control-url', controlPath)
  }
  ;(await simulatorElements).defineSimulatorElements()
  const openApiLink = document.getElementById('openapi-link') as HTMLAnchorElement
  // A token pasted into the panel later opens the document too.
  window.addEventListener(controlTokenChangeEvent, () => void linkOpenApiDocument(openApiLink))
  await linkOpenApiDocument(openApiLink)
}

/** Keeps the URL's `?token=` for the tab and takes it out of the address bar, so it is not shared by a copied link or a screenshot. */
function keepTokenParam(): void {
  const { token, href } = takeTokenParam(location.href)
  if (token !== undefined) writeControlToken(token)
  if (href !== location.href) history.replaceState(history.state, '', href)
}

/** Shows which session the page uses; a named one stands out. */
function showSession(fact: HTMLElement, session: string): void {
  fact.textContent = `Session: ${session}`
  fact.toggleAttribute('data-named', namedSession(session) !== undefined)
}

/** A navigation would bypass the service worker, so the document is fetched and opened as a blob. */
async function linkOpenApiDocument(link: HTMLAnchorElement): Promise<void> {
  const token = readControlToken()
  const response = await fetch(`${controlPath}/openapi.json`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  })
  if (!response.ok) return
  link.href = URL.createObjectURL(new Blob([await response.text()], { type: 'application/json' }))
}

main().catch((error: unknown) => {
  const box = document.getElementById('start-error')!
  box.textContent = (error as Error).message
  box.hidden = false
  console.error(error)
})
