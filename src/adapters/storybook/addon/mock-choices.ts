/**
 * @module The two choices the toolbar and the panel share, both kept in
 * Storybook's globals (and so in the URL): the scenario and the latency.
 */
import { createElement as h, type CSSProperties } from 'react'
import { FORCE_REMOUNT } from 'storybook/internal/core-events'
import { useGlobals, useStorybookApi, useStorybookState } from 'storybook/manager-api'
import { latencyGlobal, scenarioGlobal } from './addon-channel.ts'

/** The latency choices offered; any other number of milliseconds is kept as it is. */
const latencyChoices: Array<[value: string, label: string]> = [
  ['', "the story's latency"],
  ['none', 'no latency'],
  ['slow', 'slow (0.8 to 2.5 s)'],
  ['250', '250 ms'],
  ['1000', '1 s'],
  ['3000', '3 s'],
]

/**
 * Sets a global and remounts the story: a new global renders the story again with a fresh mock, but
 * a React component already mounted would not fetch again (its effects ran), so it is mounted anew.
 */
export function useChooseGlobal(): (globals: Record<string, string>) => void {
  const [, updateGlobals] = useGlobals()
  const api = useStorybookApi()
  const { storyId } = useStorybookState()
  return (globals) => {
    updateGlobals(globals)
    api.emit(FORCE_REMOUNT, { storyId })
  }
}

type ChoiceProps = { id: string; label: string; style?: CSSProperties }

/** A select of one global: `options` as value and label, the global's value chosen. */
function GlobalSelect({
  id,
  label,
  style,
  global,
  value,
  options,
}: ChoiceProps & { global: string; value: string; options: ReadonlyArray<readonly [value: string, label: string]> }) {
  const choose = useChooseGlobal()
  return h(
    'select',
    {
      id,
      'aria-label': label,
      value,
      style,
      onChange: (event: { target: { value: string } }) => choose({ [global]: event.target.value }),
    },
    ...options.map(([choice, text]) => h('option', { key: choice, value: choice }, text)),
  )
}

/** The scenario for every story: one of `scenarios`, or "as the story says". */
export function ScenarioChoice({ scenarios, ...props }: ChoiceProps & { scenarios: readonly string[] }) {
  const [globals] = useGlobals()
  const value = typeof globals[scenarioGlobal] === 'string' ? (globals[scenarioGlobal] as string) : ''
  const names = value === '' || scenarios.includes(value) ? scenarios : [...scenarios, value]
  const options = [['', "the story's scenario"] as const, ...names.map((name) => [name, name] as const)]
  return h(GlobalSelect, { ...props, global: scenarioGlobal, value, options })
}

/** The latency for every story: none, slow, some milliseconds, or "as the story says". */
export function LatencyChoice(props: ChoiceProps) {
  const [globals] = useGlobals()
  // Digits in the URL's globals come back as a number.
  const value = ['string', 'number'].includes(typeof globals[latencyGlobal]) ? String(globals[latencyGlobal]) : ''
  const options = latencyChoices.some(([known]) => known === value)
    ? latencyChoices
    : [...latencyChoices, [value, `${value} ms`] as [string, string]]
  return h(GlobalSelect, { ...props, global: latencyGlobal, value, options })
}
