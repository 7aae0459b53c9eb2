/**
 * @module The demo's mock, loaded with `import()` beside the page's first
 * paint: msw, the engine and the seeded data, in a service worker, and the
 * dev panel. The page's frame (`main.ts`) has none of it.
 */
import { startMock } from '../adapters/browser/start-mock.ts'

/** The demo's mock in a service worker: seed 42, the panel, a PATCH kept across reloads unless `?persist=0`. */
export async function startInWorker(
  session: string | undefined,
  persist: boolean,
): Promise<{ seed: number; session: string }> {
  // startMock reads ?session= itself, and it wins over the cookie.
  const started = await startMock({
    seed: 42,
    panel: true,
    persist,
    basePath: import.meta.env.BASE_URL,
    quiet: true,
    session,
  })
  return { seed: started.mock.seed, session: started.session }
}
