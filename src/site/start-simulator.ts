/**
 * @module The simulator page's second part, loaded with `import()` beside its
 * first paint: the in-browser mock (msw, the engine, the seeded data) or, on
 * the standalone server's page, the dev panel over HTTP; and the components
 * that show the data. The page's frame (`main.ts`) has none of it.
 */
import { startMock } from '../adapters/browser/start-mock.ts'
import { mountDevPanel } from '../ui/panel/mount-dev-panel.ts'
import { defineSimulatorElements } from '../ui/simulator/define-simulator-elements.ts'

export { defineSimulatorElements }

/** The demo's mock in a service worker: seed 42, the panel, a PATCH kept across reloads unless `?persist=0`. */
export async function startInWorker(
  session: string | undefined,
): Promise<{ seed: number; persist: boolean; session: string }> {
  // The demo keeps a PATCH across reloads; `?persist=0` turns that off.
  const persist = new URL(location.href).searchParams.get('persist') !== '0'
  // startMock reads ?session= itself, and it wins over the cookie.
  const started = await startMock({
    seed: 42,
    panel: true,
    persist,
    basePath: import.meta.env.BASE_URL,
    quiet: true,
    session,
  })
  return { seed: started.mock.seed, persist, session: started.session }
}

/** The dev panel of the standalone server that serves this page, over its control API; the session it starts in. */
export function connectToServer(controlUrl: string, session: string | undefined): string {
  return mountDevPanel({ controlUrl, modeLabel: 'Standalone server', session }).session
}
