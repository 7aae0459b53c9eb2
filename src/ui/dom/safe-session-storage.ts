/** @module `safeSessionStorage`: sessionStorage that never throws (see `safe-storage.ts`). */
import { createSafeStorage } from './safe-storage.ts'

/** What one tab keeps until it closes: survives a reload, never seen by other tabs. */
export const safeSessionStorage = createSafeStorage('sessionStorage')
