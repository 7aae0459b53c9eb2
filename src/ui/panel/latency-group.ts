/** @module `createLatencyGroup`: the panel's fixed delay, a checkbox and a slider, or the scenario's own latency. */
import type { LatencySettings } from '../../engine/simulation/latency.ts'
import { h } from '../dom/h.ts'
import { panelGroup } from './panel-group.ts'

const latencyMaxMs = 3000

export type LatencyGroup = ReturnType<typeof createLatencyGroup>

/** @example panelBody.append(createLatencyGroup((value) => client.setLatency(value)).element) */
export function createLatencyGroup(onSet: (value: number | null) => void) {
  const fixed = h('input', { type: 'checkbox', id: 'latency-fixed' })
  // Named for itself: the checkbox's label "Fixed delay" belongs to the checkbox.
  const slider = h('input', {
    type: 'range',
    id: 'latency',
    min: 0,
    max: latencyMaxMs,
    step: 50,
    value: 0,
    'aria-label': 'Fixed delay in milliseconds',
    'aria-describedby': 'latency-value',
  })
  const output = h('output', { id: 'latency-value', for: 'latency' })
  fixed.addEventListener('change', () => onSet(fixed.checked ? Number(slider.value) : null))
  slider.addEventListener('input', () => {
    output.value = `${slider.value} ms`
  })
  slider.addEventListener('change', () => {
    fixed.checked = true
    onSet(Number(slider.value))
  })
  return {
    element: panelGroup(
      'Latency',
      h(
        'div',
        { class: 'rem-row' },
        h('label', { class: 'rem-check', for: 'latency-fixed' }, fixed, 'Fixed delay'),
        slider,
        output,
      ),
      h('p', { class: 'rem-hint' }, 'Unchecked: the scenario’s own latency, else the default.'),
    ),
    /** Shows the latency in force; one set in code as a range or per operation reads "custom". */
    show(value: LatencySettings | null): void {
      const isFixed = typeof value === 'number'
      fixed.checked = isFixed
      slider.value = String(isFixed ? value : 0)
      output.value = value === null ? 'auto' : isFixed ? `${value} ms` : 'custom'
      output.title = value === null || isFixed ? '' : `Set in code: ${JSON.stringify(value)}`
    },
  }
}
