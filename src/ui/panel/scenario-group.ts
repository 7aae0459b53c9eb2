/** @module `createScenarioGroup`: the panel's scenario picker, with the active scenario's description below it. */
import { h } from '../dom/h.ts'
import type { ScenarioSummary } from './control-client.ts'
import { panelGroup } from './panel-group.ts'

export type ScenarioGroup = ReturnType<typeof createScenarioGroup>

/** @example panelBody.append(createScenarioGroup((name) => client.setScenario(name)).element) */
export function createScenarioGroup(onChoose: (name: string) => void) {
  const select = h('select', { id: 'scenario' })
  const hint = h('p', { class: 'rem-hint', id: 'scenario-hint' })
  select.addEventListener('change', () => onChoose(select.value))
  return {
    element: panelGroup(h('label', { for: 'scenario' }, 'Scenario'), select, hint),
    /** Lists `scenarios` and selects the active one. */
    show(scenarios: readonly ScenarioSummary[]): void {
      const active = scenarios.find((scenario) => scenario.active)
      select.replaceChildren(...scenarios.map((scenario) => h('option', { value: scenario.name }, scenario.name)))
      select.value = active?.name ?? ''
      hint.textContent = active?.description ?? ''
    },
  }
}
