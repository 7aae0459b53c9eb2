/**
 * @module `reloadIfUncontrolled`: mends a page that msw's worker does not
 * control although mocking started. msw's `mockServiceWorker.js` unregisters
 * itself when its last client closes (`CLIENT_CLOSED`). A page of the same
 * origin that loads while that is under way (a story's `iframe.html` left for
 * Storybook's manager in the same tab, whose preview frame then loads) finds
 * the registration gone, registers it again, and msw reports mocking enabled;
 * but no new worker was activated to claim the page, so the page is not
 * controlled and every request goes to the network (a 404 from the dev
 * server) until a reload. One reload makes the page controlled.
 */
import { logPrefix } from '../../engine/problems/log.ts'
import { safeSessionStorage } from '../../ui/dom/safe-storage.ts'

const reloadedKey = 'real-estate-service-mock:reloaded-for-worker'

export type ControlCheck = 'controlled' | 'reloading' | 'uncontrolled'

/** How long a page that has just been claimed may take to see its controller, in ms. */
const claimGraceMs = 500

/**
 * Call once msw's `worker.start()` resolved. Reloads the page when no worker controls it, once: a
 * second time in a row it gives up with a console error instead of reloading without end.
 * @example
 * await worker.start()
 * if ((await reloadIfUncontrolled()) === 'reloading') await new Promise(() => {}) // the page is going away
 */
export async function reloadIfUncontrolled(): Promise<ControlCheck> {
  // Per address: the frames of a Docs page share the tab's storage, and each may need its own reload.
  const key = `${reloadedKey}:${location.href}`
  if (await controlledSoon()) {
    safeSessionStorage.set(key, null)
    return 'controlled'
  }
  if (safeSessionStorage.get(key) !== null) {
    safeSessionStorage.set(key, null)
    console.error(
      `${logPrefix} Failed to have this page controlled by the mock's service worker, even after a reload: its requests go to the network. Please reload the page once more, or check the worker's scope.`,
    )
    return 'uncontrolled'
  }
  safeSessionStorage.set(key, 'true')
  location.reload()
  return 'reloading'
}

/**
 * Whether a worker controls the page, now or within a moment: a worker activated on the first visit
 * claims the page, and the page learns of it by a `controllerchange` event that may come a little
 * after msw resolved.
 */
function controlledSoon(): Promise<boolean> {
  if (navigator.serviceWorker.controller) return Promise.resolve(true)
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer)
      navigator.serviceWorker.removeEventListener('controllerchange', done)
      resolve(navigator.serviceWorker.controller !== null)
    }
    const timer = setTimeout(done, claimGraceMs)
    navigator.serviceWorker.addEventListener('controllerchange', done)
  })
}
