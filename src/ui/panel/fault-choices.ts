/**
 * @module `faultChoices`: the faults the panel offers for an operation, and
 * the way between a select's value and a fault rule.
 */
import { isEqual } from 'es-toolkit/predicate/isEqual'
import type { Fault, FaultRule } from '../../engine/simulation/faults.ts'

export type FaultChoice = { value: string; label: string; fault: Fault | undefined }

export const faultChoices: readonly FaultChoice[] = [
  { value: '', label: 'None', fault: undefined },
  { value: '400', label: '400 Bad Request', fault: { status: 400 } },
  { value: '401', label: '401 Unauthorized', fault: { status: 401 } },
  { value: '403', label: '403 Forbidden', fault: { status: 403 } },
  { value: '404', label: '404 Not Found', fault: { status: 404 } },
  { value: '429', label: '429 Too Many Requests', fault: { status: 429 } },
  { value: '500', label: '500 Server Error', fault: { status: 500 } },
  { value: '503', label: '503 Unavailable', fault: { status: 503 } },
  { value: 'network-error', label: 'Network error', fault: 'network-error' },
  { value: 'hang', label: 'Never answers', fault: 'hang' },
]

/** The value of the choice that stands for `rule` (`''` for none), or undefined for a rule no choice offers (a rate, several faults). */
export function choiceOfRule(rule: FaultRule | undefined): string | undefined {
  return faultChoices.find((choice) => isEqual(choice.fault, rule))?.value
}

/** The fault a choice stands for; undefined for none, or for a value no choice has. */
export function faultOfChoice(value: string): Fault | undefined {
  return faultChoices.find((choice) => choice.value === value)?.fault
}
