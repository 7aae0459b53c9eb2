/**
 * @module The control token of a standalone server started with
 * `--control-token`: kept in sessionStorage, so it lasts for the tab (a reload
 * included) and goes no further, and announced with a window event so the
 * page's components load again with it.
 */
import { safeSessionStorage } from '../dom/safe-storage.ts'
import { controlTokenChangeEvent, type ControlTokenChange } from '../events.ts'

export const controlTokenStorageKey = 'real-estate-service-mock:control-token'

/** The tab's control token, or undefined when it has none. */
export function readControlToken(): string | undefined {
  return safeSessionStorage.get(controlTokenStorageKey) || undefined
}

/**
 * Keeps the token for the tab (null forgets it) and tells the page.
 * @example writeControlToken(new URL(location.href).searchParams.get('token'))
 */
export function writeControlToken(token: string | null): void {
  const kept = token === '' ? null : token
  safeSessionStorage.set(controlTokenStorageKey, kept)
  window.dispatchEvent(new CustomEvent<ControlTokenChange>(controlTokenChangeEvent, { detail: { token: kept } }))
}
