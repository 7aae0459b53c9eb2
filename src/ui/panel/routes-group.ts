/**
 * @module `createRoutesGroup`: hybrid mode in the dev panel. Each operation's
 * mode (the mock, the real service, or the real service with the mock when it
 * fails), shown only when the mock has a real service to send them to.
 */
import { operationIds, operations, type OperationId } from '../../model/operations.ts'
import type { RouteMode, RouteTable } from '../../engine/hybrid/real-service.ts'
import { h } from '../dom/h.ts'
import { formCell, panelGroup } from './panel-group.ts'

/** What `GET /__mock/routes` answers. */
export type RoutesState = { value: RouteTable; real: { url: string; timeout: number } | null }

export type RoutesGroup = ReturnType<typeof createRoutesGroup>

const modeLabels: Record<RouteMode, string> = {
  mock: 'Mock',
  real: 'Real service',
  'real-then-mock': 'Real, else mock',
}

/** @example panelBody.append(createRoutesGroup((routes) => client.setRoutes(routes)).element) */
export function createRoutesGroup(onChange: (routes: RouteTable) => void) {
  const selects = new Map<OperationId, HTMLSelectElement>(
    operationIds.map((operation) => [
      operation,
      h(
        'select',
        { id: `route-${operation}` },
        ...Object.entries(modeLabels).map(([mode, label]) => h('option', { value: mode }, label)),
      ),
    ]),
  )
  const table = () =>
    Object.fromEntries([...selects].map(([operation, select]) => [operation, select.value])) as RouteTable
  for (const select of selects.values()) select.addEventListener('change', () => onChange(table()))
  const target = h('p', { class: 'rem-hint', id: 'real-service' })
  const element = panelGroup(
    'Real service',
    target,
    h(
      'div',
      { class: 'rem-grid' },
      ...[...selects].map(([operation, select]) => formCell(operations[operation].label, select)),
    ),
  )
  element.hidden = true
  return {
    element,
    /** Shows each operation's mode; hidden when the mock has no real service (or is too old to say). */
    show(state: RoutesState | null): void {
      element.hidden = !state?.real
      if (!state?.real) return
      target.textContent = `${state.real.url}, timeout ${state.real.timeout} ms`
      for (const [operation, select] of selects) select.value = state.value[operation]
    },
  }
}
