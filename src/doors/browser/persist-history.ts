/**
 * @module `persistHistory`: demo persistence follows the timeline. A PATCH is
 * saved when it is answered; an undo, a restored snapshot or version, an edit
 * through `database()` and another tab's state change the settings too, and a
 * reload must bring back what the mock held then, not the PATCH they took back.
 */
import type { Mock } from '../create-mock.ts'
import { toUpdateForm } from '../../model/index.ts'
import { logPrefix } from '../../engine/problems/log.ts'
import type { DemoStorage } from './demo-storage.ts'

/**
 * Saves again, after each change of the default session's state but a reset (which forgets what was
 * saved), the settings of each scenario saved so far and of the one in force. Returns a function that stops.
 * @example const stop = persistHistory(mock, new DemoStorage(mock.seed))
 */
export function persistHistory(mock: Mock, storage: DemoStorage): () => void {
  // Saves run one after the other, so that the newest change is the one left in storage.
  let saving = Promise.resolve()
  return mock.onChange((entry) => {
    if (entry.kind === 'reset') return
    saving = saving.then(() => saveSettings(mock, storage)).catch((error: unknown) => {
      console.warn(`${logPrefix} Failed to save the demo state: ${(error as Error).message}.`)
    })
  })
}

async function saveSettings(mock: Mock, storage: DemoStorage): Promise<void> {
  // Only names a reload replays: a stack (`slow,auth`) is not one.
  const known = new Set(mock.scenarios.map((scenario) => scenario.name))
  const scenarios = new Set([...storage.load().map(([scenario]) => scenario), mock.scenario].filter((name) => known.has(name)))
  for (const scenario of scenarios) storage.save(scenario, toUpdateForm((await mock.database(scenario)).getSettings()))
}
