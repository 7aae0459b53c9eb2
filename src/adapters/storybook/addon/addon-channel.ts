/**
 * @module What the Storybook addon's manager (the toolbar and the "Mock"
 * panel) and the story's mock in the preview say to each other over
 * Storybook's channel, and the globals the toolbar keeps in the URL. Types
 * and names only, so the manager's bundle takes nothing of the mock.
 */
import type { JournalRecord } from '../../../engine/journal/journal-entry.ts'
import type { FaultSettings } from '../../../engine/simulation/faults.ts'
import type { Mock } from '../../create-mock.ts'
import type { StoryMockParameters } from '../story-mock-parameters.ts'

export const addonId = 'real-estate-service-mock'
export const panelId = `${addonId}/panel`
export const toolId = `${addonId}/tool`

/** The globals the toolbar sets: `&globals=mockScenario:maintenance;mockLatency:slow`. An empty string: as the story says. */
export const scenarioGlobal = 'mockScenario'
export const latencyGlobal = 'mockLatency'

/** Preview to manager: the story's mock as it is now, after the story loaded and after each answer. */
export const stateEvent = `${addonId}/state`
/** Manager to preview: send the state again (a panel opened after the story loaded). */
export const stateRequestEvent = `${addonId}/state-request`
/** Manager to preview: faults and auth for one story, kept until reset; the manager then remounts the story. */
export const changeEvent = `${addonId}/change`

/** What the panel changes for one story, over its `parameters.mock` (the toolbar's globals do the scenario and latency). */
export type PanelChange = {
  storyId: string
  /** `null` takes the panel's choice away, back to the story's. */
  faults?: FaultSettings | null
  auth?: boolean | null
}

type Settings = Mock['settings']

/** The story's mock as the panel shows it. */
export type MockPanelState = {
  storyId: string
  /** The service's operations, for the panel's faults. */
  operations: string[]
  /** Every scenario the mock knows, the project's own included. */
  scenarios: Array<{ name: string; description: string }>
  /** What is in force, as the mock's settings give it; `null` where the scenario decides. */
  inForce: {
    scenario: string
    latency: ReturnType<Settings['latency']>['value']
    faults: ReturnType<Settings['faults']>['value']
    auth: ReturnType<Settings['auth']>['value']
  }
  /** The `parameters.mock` that reproduces this state in a story of its own. */
  parameters: StoryMockParameters
  /** The story's requests, oldest first, with their bodies. */
  requests: JournalRecord[]
}
