/**
 * @module `createScenarioGroup`: the panel's scenario picker, with the active
 * scenario's description below it, and a second picker that stacks another
 * scenario on top of the one in force (`slow,auth`).
 */
import { h } from '../dom/h.ts'
import type { ScenarioSummary } from './panel-connection.ts'
import { panelGroup } from './panel-group.ts'

export type ScenarioGroup = ReturnType<typeof createScenarioGroup>

/** @example panelBody.append(createScenarioGroup((name) => client.setScenario(name)).element) */
export function createScenarioGroup(onChoose: (name: string) => void) {
  const select = h('select', { id: 'scenario' })
  const stack = h('select', { id: 'scenario-stack', 'aria-label': 'Stack a scenario on top' })
  const hint = h('p', { class: 'rem-hint', id: 'scenario-hint' })
  select.addEventListener('change', () => onChoose(select.value))
  stack.addEventListener('change', () => {
    if (stack.value !== '') onChoose(`${select.value},${stack.value}`)
  })
  return {
    element: panelGroup(
      h('label', { for: 'scenario' }, 'Scenario'),
      h('div', { class: 'rem-scenario-row' }, select, stack),
      hint,
    ),
    /** Lists `scenarios` and selects the one in force; several in force are a stack, shown as one choice. */
    show(scenarios: readonly ScenarioSummary[], inForce?: string): void {
      const active = scenarios.filter((scenario) => scenario.active)
      const current = inForce ?? active.map((scenario) => scenario.name).join(',')
      const stacked = current.includes(',')
      select.replaceChildren(
        ...(stacked ? [h('option', { value: current }, current.replaceAll(',', ' + '))] : []),
        ...scenarios.map((scenario) => h('option', { value: scenario.name }, scenario.name)),
      )
      select.value = current
      stack.replaceChildren(
        h('option', { value: '' }, '+ stack…'),
        ...scenarios
          .filter((scenario) => !scenario.active)
          .map((scenario) => h('option', { value: scenario.name }, `+ ${scenario.name}`)),
      )
      stack.value = ''
      hint.textContent = active.map((scenario) => scenario.description).join(' ')
    },
  }
}
