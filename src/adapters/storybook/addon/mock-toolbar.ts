/** @module The addon's toolbar: the scenario and the latency for every story, in Storybook's globals. */
import { createElement as h } from 'react'
import { useTheme } from 'storybook/theming'
import { LatencyChoice, ScenarioChoice } from './mock-choices.ts'
import { usePanelState } from './panel-state-store.ts'

export function MockToolbar() {
  const theme = useTheme()
  const scenarios = usePanelState()?.scenarios.map(({ name }) => name) ?? []
  const style = {
    font: 'inherit',
    fontSize: 12,
    color: theme.input.color,
    background: theme.input.background,
    border: `1px solid ${theme.input.border}`,
    borderRadius: 4,
    padding: '2px 4px',
    maxWidth: 160,
  }
  return h(
    'div',
    { style: { display: 'flex', alignItems: 'center', gap: 6, padding: '0 6px' } },
    h(ScenarioChoice, { id: 'mock-toolbar-scenario', label: 'Mock scenario', scenarios, style }),
    h(LatencyChoice, { id: 'mock-toolbar-latency', label: 'Mock latency', style }),
  )
}
