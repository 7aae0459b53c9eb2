/**
 * @module `safeLocalStorage`: localStorage for what a page may forget. Storage
 * can be blocked (private modes, sandboxed iframes, some settings); then reads
 * find nothing and writes are dropped, instead of throwing.
 */
export const safeLocalStorage = {
  /** The stored text, or null when there is none or storage is blocked. */
  get(key: string): string | null {
    try {
      return localStorage.getItem(key)
    } catch {
      return null
    }
  },
  /** Stores `value`, or removes the key for null; does nothing when storage is blocked. */
  set(key: string, value: string | null): void {
    try {
      if (value === null) localStorage.removeItem(key)
      else localStorage.setItem(key, value)
    } catch {
      // Blocked: the page just forgets.
    }
  },
}
