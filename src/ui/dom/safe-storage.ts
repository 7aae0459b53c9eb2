/**
 * @module Web Storage for what a page may forget: `safeLocalStorage` and
 * `safeSessionStorage`. Storage can be blocked (private modes, sandboxed
 * iframes, some settings); then reads find nothing and writes are dropped,
 * instead of throwing.
 */
export type SafeStorage = {
  /** The stored text, or null when there is none or storage is blocked. */
  get(key: string): string | null
  /** Stores `value`, or removes the key for null; does nothing when storage is blocked. */
  set(key: string, value: string | null): void
}

/** One storage area, behind get and set that never throw. */
function createSafeStorage(area: 'localStorage' | 'sessionStorage'): SafeStorage {
  return {
    get(key) {
      try {
        return globalThis[area].getItem(key)
      } catch {
        return null
      }
    },
    set(key, value) {
      try {
        if (value === null) globalThis[area].removeItem(key)
        else globalThis[area].setItem(key, value)
      } catch {
        // Blocked: the page just forgets.
      }
    },
  }
}

/** What survives a reload and is shared by the origin's tabs. */
export const safeLocalStorage = createSafeStorage('localStorage')

/** What one tab keeps until it closes: survives a reload, never seen by other tabs. */
export const safeSessionStorage = createSafeStorage('sessionStorage')
