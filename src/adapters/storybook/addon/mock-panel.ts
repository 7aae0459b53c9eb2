/**
 * @module The "Mock" panel: the story's requests as they happen, and the
 * scenario, latency, faults and auth in force with controls to change them,
 * reset, and "copy as a story". It talks to the story's mock over
 * Storybook's channel; every change re-renders the story with a fresh mock.
 */
import { createElement as h, useEffect, useState, type CSSProperties, type ReactNode } from 'react'
import { FORCE_REMOUNT } from 'storybook/internal/core-events'
import { useGlobals, useStorybookApi, useStorybookState } from 'storybook/manager-api'
import { useTheme } from 'storybook/theming'
import type { JournalRecord } from '../../../engine/journal/journal-entry.ts'
import {
  changeEvent,
  latencyGlobal,
  scenarioGlobal,
  stateRequestEvent,
  type MockPanelState,
  type PanelChange,
} from './addon-channel.ts'
import { storySnippet } from './copy-as-story.ts'
import { choiceOfFault, faultChoices, otherFault, withFaultChoice } from './fault-choice.ts'
import { LatencyChoice, ScenarioChoice, useChooseGlobal } from './mock-choices.ts'
import { usePanelState } from './panel-state-store.ts'

type Styles = { field: CSSProperties; button: CSSProperties; pre: CSSProperties }

export function MockPanel() {
  const api = useStorybookApi()
  const { storyId } = useStorybookState()
  const [, updateGlobals] = useGlobals()
  const state = usePanelState()
  const theme = useTheme()
  // What the copy button said, for the story it was pressed in.
  const [copied, setCopied] = useState({ storyId: '', text: '' })

  // A panel opened after the story loaded asks for what it missed.
  useEffect(() => api.emit(stateRequestEvent), [api])

  const field: CSSProperties = {
    font: 'inherit',
    color: theme.input.color,
    background: theme.input.background,
    border: `1px solid ${theme.input.border}`,
    borderRadius: 4,
    padding: '3px 6px',
  }
  const styles: Styles = {
    field,
    button: { ...field, cursor: 'pointer' },
    pre: { margin: '4px 0', whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontFamily: theme.typography.fonts.mono },
  }
  const change = (what: Omit<PanelChange, 'storyId'>) => {
    api.emit(changeEvent, { storyId, ...what } satisfies PanelChange)
    api.emit(FORCE_REMOUNT, { storyId })
  }
  const reset = () => {
    updateGlobals({ [scenarioGlobal]: '', [latencyGlobal]: '' })
    change({ faults: null, auth: null })
  }
  const snippet = state ? storySnippet(state.parameters) : ''
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(snippet)
      setCopied({ storyId, text: 'Copied to the clipboard.' })
    } catch {
      setCopied({ storyId, text: 'The clipboard refused it: copy the text below.' })
    }
  }
  const current = state?.storyId === storyId ? state : undefined

  const heading = { fontSize: 14, fontWeight: 'bold', margin: '0 0 6px' } satisfies CSSProperties
  return h(
    'div',
    {
      id: 'mock-panel',
      style: {
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-start',
        gap: '12px 32px',
        padding: '10px 14px',
        color: theme.color.defaultText,
        background: theme.background.content,
        fontFamily: theme.typography.fonts.base,
        fontSize: 13,
        lineHeight: 1.5,
        minHeight: '100%',
        boxSizing: 'border-box',
      },
    },
    h(
      'section',
      { 'aria-labelledby': 'mock-panel-requests', style: { flex: '1 1 360px', minWidth: 0 } },
      h('h2', { id: 'mock-panel-requests', style: heading }, `Requests (${current?.requests.length ?? 0})`),
      current?.requests.length === 0 && h('p', { style: { margin: 0 } }, 'None yet.'),
      h(
        'ol',
        { style: { listStyle: 'none', padding: 0, margin: 0 } },
        ...(current?.requests ?? []).map((entry) => h(RequestRow, { key: entry.sequence, entry, styles })),
      ),
    ),
    h(
      'section',
      { 'aria-labelledby': 'mock-panel-settings', style: { flex: '1 1 420px', minWidth: 0 } },
      h('h2', { id: 'mock-panel-settings', style: heading }, 'In force'),
      current
        ? h(Settings, { state: current, styles, change })
        : h('p', null, 'Waiting for the story to load the mock.'),
      h(
        'div',
        { style: { display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap', margin: '8px 0' } },
        h('button', { type: 'button', style: styles.button, onClick: reset }, 'Reset'),
        h('button', { type: 'button', style: styles.button, onClick: copy, disabled: !current }, 'Copy as a story'),
        h('span', { role: 'status' }, copied.storyId === storyId ? copied.text : ''),
      ),
      current && h('pre', { 'aria-label': 'Story parameters', style: styles.pre }, snippet),
    ),
  )
}

function Settings({
  state,
  styles,
  change,
}: {
  state: MockPanelState
  styles: Styles
  change: (what: Omit<PanelChange, 'storyId'>) => void
}) {
  const { inForce } = state
  const row = (id: string, label: string, control: ReactNode, note?: string) =>
    h(
      'div',
      { key: id, style: { display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap', margin: '3px 0' } },
      h('label', { htmlFor: id, style: { minWidth: 170 } }, label),
      control,
      note && h('span', null, note),
    )
  return h(
    'div',
    null,
    row(
      'mock-panel-scenario',
      'Scenario',
      h(ScenarioChoice, {
        id: 'mock-panel-scenario',
        label: 'Scenario',
        scenarios: state.scenarios.map(({ name }) => name),
        style: styles.field,
      }),
      `in force: ${inForce.scenario}`,
    ),
    row(
      'mock-panel-latency',
      'Latency',
      h(LatencyChoice, { id: 'mock-panel-latency', label: 'Latency', style: styles.field }),
      `in force: ${inForce.latency === null ? "the scenario's" : JSON.stringify(inForce.latency)}`,
    ),
    h(LatencyInMs, { styles }),
    row(
      'mock-panel-auth',
      'Authentication',
      h(
        'select',
        {
          id: 'mock-panel-auth',
          style: styles.field,
          value: inForce.auth === null ? '' : String(inForce.auth),
          onChange: (event: { target: { value: string } }) =>
            change({ auth: event.target.value === '' ? null : event.target.value === 'true' }),
        },
        h('option', { value: '' }, "the scenario's"),
        h('option', { value: 'true' }, 'enforced'),
        h('option', { value: 'false' }, 'off'),
      ),
    ),
    h(
      'fieldset',
      { style: { border: 'none', padding: 0, margin: '6px 0 0' } },
      h('legend', { style: { padding: 0, fontWeight: 'bold' } }, 'Faults'),
      ...['all', ...state.operations].map((operation) => {
        const rule = (inForce.faults as Record<string, unknown> | null)?.[operation]
        const value = choiceOfFault(rule as never)
        const id = `mock-panel-fault-${operation}`
        return row(
          id,
          operation === 'all' ? 'every operation' : operation,
          h(
            'select',
            {
              id,
              style: styles.field,
              value,
              onChange: (event: { target: { value: string } }) =>
                change({ faults: withFaultChoice(inForce.faults, operation, event.target.value) }),
            },
            ...faultChoices.map(([choice, text]) => h('option', { key: choice, value: choice }, text)),
            value === otherFault && h('option', { value: otherFault }, `as set: ${JSON.stringify(rule)}`),
          ),
        )
      }),
    ),
  )
}

/** Any latency in milliseconds, for every story, through the same global as the toolbar. */
function LatencyInMs({ styles }: { styles: Styles }) {
  const choose = useChooseGlobal()
  const [ms, setMs] = useState('')
  return h(
    'form',
    {
      style: { display: 'flex', alignItems: 'center', gap: 8, margin: '3px 0' },
      onSubmit: (event: { preventDefault(): void }) => {
        event.preventDefault()
        if (/^\d{1,6}$/.test(ms)) choose({ [latencyGlobal]: ms })
      },
    },
    h('label', { htmlFor: 'mock-panel-latency-ms', style: { minWidth: 170 } }, 'Latency in ms'),
    h('input', {
      id: 'mock-panel-latency-ms',
      type: 'number',
      min: 0,
      max: 600000,
      step: 1,
      value: ms,
      style: { ...styles.field, width: 100 },
      onChange: (event: { target: { value: string } }) => setMs(event.target.value),
    }),
    h('button', { type: 'submit', style: styles.button }, 'Set latency'),
  )
}

function RequestRow({ entry, styles }: { entry: JournalRecord; styles: Styles }) {
  const outcome = entry.status ?? entry.fault ?? 'no answer'
  return h(
    'li',
    { style: { margin: '2px 0' } },
    h(
      'details',
      null,
      h(
        'summary',
        { style: { cursor: 'pointer' } },
        `${entry.method} ${entry.operation ?? entry.path} · ${outcome} · ${Math.round(entry.durationMs)} ms`,
      ),
      h(
        'dl',
        { style: { margin: '4px 0 8px 16px' } },
        h('dt', null, 'Path'),
        h('dd', null, entry.path),
        h('dt', null, 'Delay'),
        h('dd', null, entry.delayMs === null ? 'never answers' : `${entry.delayMs} ms`),
        entry.fault && h('dt', null, 'Fault'),
        entry.fault && h('dd', null, entry.fault),
        h('dt', null, 'Request body'),
        h('dd', null, h('pre', { style: styles.pre }, bodyText(entry.requestBody))),
        h('dt', null, 'Response body'),
        h('dd', null, h('pre', { style: styles.pre }, bodyText(entry.responseBody))),
      ),
    ),
  )
}

function bodyText(body: unknown): string {
  if (body === null || body === undefined) return '(none)'
  return typeof body === 'string' ? body : JSON.stringify(body, null, 2)
}
