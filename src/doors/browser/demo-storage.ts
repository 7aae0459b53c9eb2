/**
 * @module Demo persistence: the account settings each scenario's data holds
 * (the one thing the service lets a client change), kept in localStorage so
 * that a demo survives a reload. Resetting the mock clears it.
 */
import { accountSettingsUpdateSchema, type AccountSettingsUpdate } from '../../model/index.ts'
import { logPrefix } from '../../engine/problems/log.ts'

type Stored = { version: 1; settings: Array<[scenario: string, settings: AccountSettingsUpdate]> }

export class DemoStorage {
  readonly key: string

  /** One entry per seed: another seed is another demo. */
  constructor(seed: number, prefix = 'real-estate-service-mock:demo') {
    this.key = `${prefix}:seed-${seed}`
  }

  /** The saved settings, oldest first; entries that no longer parse are dropped. */
  load(): Array<[string, AccountSettingsUpdate]> {
    try {
      const stored = JSON.parse(localStorage.getItem(this.key) ?? 'null') as Stored | null
      if (stored?.version !== 1 || !Array.isArray(stored.settings)) return []
      return stored.settings.flatMap(([scenario, settings]) => {
        const parsed = accountSettingsUpdateSchema.safeParse(settings)
        return typeof scenario === 'string' && parsed.success ? [[scenario, parsed.data] as [string, AccountSettingsUpdate]] : []
      })
    } catch {
      return []
    }
  }

  /** Saves a scenario's settings as the newest entry: scenarios that share data are replayed in the order they were changed. */
  save(scenario: string, settings: AccountSettingsUpdate): void {
    const others = this.load().filter(([name]) => name !== scenario)
    this.#write({ version: 1, settings: [...others, [scenario, settings]] })
  }

  clear(): void {
    try {
      localStorage.removeItem(this.key)
    } catch {
      // Storage blocked: nothing was saved either.
    }
  }

  #write(stored: Stored): void {
    try {
      localStorage.setItem(this.key, JSON.stringify(stored))
    } catch (error) {
      console.warn(`[real-estate-service-mock] Failed to save the demo state: ${(error as Error).message}. Changes will not survive a reload.`)
    }
  }
}
