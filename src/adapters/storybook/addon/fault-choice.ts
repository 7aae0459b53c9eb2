/**
 * @module The panel's fault choice per operation: a select's value for a
 * fault rule, and back. Rules it has no choice for (a rate, a Retry-After)
 * show as "the story's" and are kept as they are.
 */
import type { FaultSettings } from '../../../engine/simulation/faults.ts'

type FaultRule = NonNullable<FaultSettings['all']>

/** The choices, by select value. */
export const faultChoices: Array<[value: string, label: string]> = [
  ['', 'none'],
  ['500', '500 Internal Server Error'],
  ['503', '503 Service Unavailable'],
  ['401', '401 Unauthorized'],
  ['network-error', 'network error'],
  ['hang', 'hang (never answers)'],
]

/** Stands for a rule the choices do not name. */
export const otherFault = 'other'

/** The select's value for `rule`. */
export function choiceOfFault(rule: FaultRule | undefined): string {
  if (rule === undefined) return ''
  if (rule === 'hang' || rule === 'network-error') return rule
  if (typeof rule === 'object' && 'status' in rule && Object.keys(rule).length === 1) {
    const value = String(rule.status)
    if (faultChoices.some(([choice]) => choice === value)) return value
  }
  return otherFault
}

/**
 * `faults` with `operation`'s rule made `choice`; `{}` when none is left, which is "no faults".
 * @example
 * withFaultChoice({}, 'getAccount', '503') // { getAccount: { status: 503 } }
 */
export function withFaultChoice(faults: FaultSettings | null, operation: string, choice: string): FaultSettings {
  const next: Record<string, unknown> = { ...faults }
  if (choice === '') delete next[operation]
  else if (choice === 'hang' || choice === 'network-error') next[operation] = choice
  else if (/^\d+$/.test(choice)) next[operation] = { status: Number(choice) }
  return next as FaultSettings
}
