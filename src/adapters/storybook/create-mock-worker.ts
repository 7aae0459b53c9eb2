/**
 * @module `createMockWorker`: the setup function msw-storybook-addon calls
 * once per preview page. Its worker holds a single handler that passes each
 * request to the mock of the story on screen, so the mock changes with the
 * story while the worker, and any handler a story adds, stay as they are.
 */
import { http } from 'msw'
import { setupWorker, type SetupWorker } from 'msw/browser'
import type { StoryMocks } from './story-mocks.ts'
import { reloadIfUncontrolled } from '../browser/reload-if-uncontrolled.ts'
import { bypassUnhandled } from '../browser/bypass-unhandled.ts'
import { isNavigation } from '../msw/is-navigation.ts'
import { warnDeprecated } from '../../engine/problems/warn-deprecated.ts'

export type MockWorkerOptions = {
  /**
   * Where Storybook serves `mockServiceWorker.js` (from `staticDirs`).
   * Default `./mockServiceWorker.js`, next to `iframe.html`, so a Storybook
   * deployed under a sub-path works too.
   */
  workerUrl?: string
  /** @deprecated Use `workerUrl`, the name `startMock` gives the same address. Kept for one minor version. */
  serviceWorkerUrl?: string
}

/**
 * The worker script's address from the options: `workerUrl`, else the deprecated `serviceWorkerUrl`
 * (with a warning, once), else next to `iframe.html`.
 */
function workerUrlOf({ workerUrl, serviceWorkerUrl }: MockWorkerOptions): string {
  if (serviceWorkerUrl !== undefined)
    warnDeprecated(
      'The serviceWorkerUrl option of mockLoader and createMockWorker',
      "every entry names the worker script's address workerUrl, as startMock does",
      'workerUrl',
    )
  return workerUrl ?? serviceWorkerUrl ?? './mockServiceWorker.js'
}

/**
 * A setup function for msw-storybook-addon that starts a worker answering with `storyMocks`.
 * @example
 * mswLoader(createMockWorker(new StoryMocks({ seed: 42 })))
 */
export function createMockWorker(storyMocks: StoryMocks, options: MockWorkerOptions = {}): () => Promise<SetupWorker> {
  const url = workerUrlOf(options)
  return async () => {
    const worker = setupWorker(
      http.all('*', ({ request }) => (isNavigation(request) ? undefined : storyMocks.respond(request))),
    )
    // Storybook's own files, fonts and other APIs are none of the mock's business.
    await worker.start({ quiet: true, serviceWorker: { url }, ...bypassUnhandled })
    // A story opened alone, then the manager in the same tab: msw's worker unregistered itself as the
    // story's page left, and the manager's preview frame is not controlled until a reload (issue 15).
    if ((await reloadIfUncontrolled()) === 'reloading') await new Promise<never>(() => {})
    return worker
  }
}
