/**
 * @module Demo persistence, the one way: the default session's state file,
 * kept in localStorage. Saved on each change, loaded on start, forgotten on
 * reset; the same file `GET /__mock/state` gives and `--state` reads.
 */
import type { Mock } from '../create-mock.ts'
import { sessionBehind } from '../create-mock.ts'
import { logPrefix } from '../../engine/problems/log.ts'

export type PersistedState = {
  /** Loads the saved state, if any; a file that no longer fits is dropped. True when one was loaded. */
  load(): Promise<boolean>
  clear(): void
  /** Stops saving. */
  stop(): void
}

/**
 * @param key one entry per seed: another seed is another demo.
 * @example
 * const persisted = persistState(mock)
 * await persisted.load()
 */
export function persistState(mock: Mock, key = `real-estate-service-mock:state:seed-${mock.seed}`): PersistedState {
  const session = sessionBehind(mock)
  const clear = () => {
    try {
      localStorage.removeItem(key)
    } catch {
      // Storage blocked: nothing was saved either.
    }
  }
  const stop = session.history.onChange((entry) => {
    if (entry.kind === 'reset') return clear()
    // The data only: the scenario and settings come from the page's URL and code at each start.
    const { settings: _, ...file } = session.export()
    try {
      localStorage.setItem(key, JSON.stringify(file))
    } catch (error) {
      console.warn(`${logPrefix} Failed to save the demo state: ${(error as Error).message}.`)
    }
  })
  return {
    async load() {
      let saved: unknown
      try {
        saved = JSON.parse(localStorage.getItem(key) ?? 'null')
      } catch {
        saved = null
      }
      if (saved === null) return false
      try {
        await session.load(saved, { kind: 'load', label: 'saved demo state', keep: false })
        return true
      } catch (error) {
        console.warn(`${logPrefix} The saved demo state no longer fits and was dropped: ${(error as Error).message}`)
        clear()
        return false
      }
    },
    clear,
    stop,
  }
}
