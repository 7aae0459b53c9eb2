/** @module What a request meets once the scenario and the explicit settings are laid together. */
import type { FaultSettings } from './faults.ts'
import type { LatencySettings } from './latency.ts'

/** What a scenario does once the explicit settings are laid over it. */
export type Behaviour = {
  latency: LatencySettings | undefined
  faults: FaultSettings | undefined
  auth: boolean
  readOnly: boolean
}
