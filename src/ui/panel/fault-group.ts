/** @module `createFaultGroup`: one fault select per operation of the operation table. */
import type { FaultSettings } from '../../engine/simulation/faults.ts'
import { operationIds, operations } from '../../model/operations.ts'
import { h } from '../dom/h.ts'
import { choiceOfRule, faultChoices, faultOfChoice } from './fault-choices.ts'
import { formCell, panelGroup } from './panel-group.ts'

export type FaultGroup = ReturnType<typeof createFaultGroup>

/** @example panelBody.append(createFaultGroup((faults) => client.setFaults(faults)).element) */
export function createFaultGroup(onSet: (faults: FaultSettings | null) => void) {
  const selects = operationIds.map((operation) => {
    const options = faultChoices.map(({ value, label }) => h('option', { value }, label))
    return { operation, select: h('select', { id: `fault-${operation}`, 'data-operation': operation }, ...options) }
  })
  const chosenFaults = (): FaultSettings | null => {
    const faults: FaultSettings = {}
    for (const { operation, select } of selects) {
      const fault = faultOfChoice(select.value)
      if (fault !== undefined) faults[operation] = fault
    }
    return Object.keys(faults).length > 0 ? faults : null
  }
  for (const { select } of selects) select.addEventListener('change', () => onSet(chosenFaults()))
  return {
    element: panelGroup(
      'Faults per operation',
      h(
        'div',
        { class: 'rem-grid' },
        ...selects.map(({ operation, select }) => formCell(operations[operation].label, select)),
      ),
    ),
    /** Selects each operation's fault; a rule no choice offers shows as "Set in code" and is kept until changed here. */
    show(faults: FaultSettings | null): void {
      for (const { operation, select } of selects) {
        const choice = choiceOfRule(faults?.[operation] ?? faults?.all)
        select.querySelector('option[data-custom]')?.remove()
        if (choice === undefined)
          select.append(h('option', { value: 'custom', 'data-custom': 'true', disabled: true }, 'Set in code'))
        select.value = choice ?? 'custom'
      }
    },
  }
}
