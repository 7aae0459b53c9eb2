/**
 * @module The bearer token chosen with the panel's "sign in as": kept in
 * localStorage so it survives a reload, and announced with a window event so
 * the app can send it as `Authorization: Bearer <token>`.
 */
import { safeLocalStorage } from '../dom/safe-storage.ts'
import { tokenChangeEvent, type MockSignIn } from '../events.ts'

const tokenStorageKey = 'real-estate-service-mock:token'

/**
 * The token of the account the panel signed in as, or null.
 * @example
 * const token = getMockToken()
 * fetch('/svc/v1/AccountService', { headers: token ? { Authorization: `Bearer ${token}` } : {} })
 */
export function getMockToken(): string | null {
  return readSignIn().token
}

/** Who the panel signed in as, or nulls. */
export function readSignIn(): MockSignIn {
  try {
    const stored = JSON.parse(safeLocalStorage.get(tokenStorageKey) ?? 'null') as Partial<MockSignIn> | null
    if (stored && typeof stored.token === 'string') return { token: stored.token, username: stored.username ?? null }
  } catch {
    // A corrupt entry counts as signed out.
  }
  return { token: null, username: null }
}

/** Stores the token (or removes it with nulls) and tells the app. */
export function writeSignIn(signIn: MockSignIn): void {
  // When storage is blocked, the event still tells the app.
  safeLocalStorage.set(tokenStorageKey, signIn.token === null ? null : JSON.stringify(signIn))
  window.dispatchEvent(new CustomEvent<MockSignIn>(tokenChangeEvent, { detail: signIn }))
}
