/** @module `safeLocalStorage`: localStorage that never throws (see `safe-storage.ts`). */
import { createSafeStorage } from './safe-storage.ts'

/** What survives a reload and is shared by the origin's tabs. */
export const safeLocalStorage = createSafeStorage('localStorage')
