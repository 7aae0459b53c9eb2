/** @module Whom the control API trusts, apart from the guard itself: the browser entries' types name these options, and must not need Node's. */
import type { OriginPolicyOptions } from './origin-policy.ts'

export type ControlGuardOptions = OriginPolicyOptions & {
  /** Required of every control request as `Authorization: Bearer <token>`, when set. */
  controlToken?: string
}
