/**
 * @module The preview's side of the "Mock" panel: tells the manager what the
 * story's mock holds (its scenario, settings and requests) after the story
 * loads and after each answer, and keeps the panel's faults and auth per
 * story, which the loader applies the next time the story renders.
 */
import type { Channel } from 'storybook/internal/channels'
import type { Mock } from '../../create-mock.ts'
import { operationIds } from '../../../model/operations.ts'
import type { StoryMockParameters } from '../story-mock-parameters.ts'
import type { StoryMocks } from '../story-mocks.ts'
import { changeEvent, stateEvent, stateRequestEvent, type MockPanelState, type PanelChange } from './addon-channel.ts'
import type { PanelOverrides } from './parameters-in-force.ts'

/** The part of Storybook's channel the bridge uses. */
export type AddonChannel = Pick<Channel, 'emit' | 'on'>

type Shown = { storyId: string; mock: Mock; parameters: StoryMockParameters }

export class PanelBridge {
  readonly #channel: AddonChannel
  readonly #overrides = new Map<string, PanelOverrides>()
  #shown: Shown | undefined

  constructor(channel: AddonChannel, storyMocks: StoryMocks) {
    this.#channel = channel
    channel.on(changeEvent, (change: PanelChange) => this.#change(change))
    channel.on(stateRequestEvent, () => this.#send())
    storyMocks.onAnswer((mock) => {
      if (mock === this.#shown?.mock) this.#send()
    })
  }

  /** The panel's changes to `storyId`, to lay over its parameters when it renders. */
  overridesOf(storyId: string): PanelOverrides {
    return this.#overrides.get(storyId) ?? {}
  }

  /** The story now on screen, its mock and the parameters it was activated with. */
  shown(storyId: string, mock: Mock, parameters: StoryMockParameters): void {
    this.#shown = { storyId, mock, parameters }
    this.#send()
  }

  #change({ storyId, faults, auth }: PanelChange): void {
    const overrides = { ...this.#overrides.get(storyId) }
    if (faults !== undefined) overrides.faults = faults ?? undefined
    if (auth !== undefined) overrides.auth = auth ?? undefined
    this.#overrides.set(storyId, overrides)
  }

  #send(): void {
    if (this.#shown) this.#channel.emit(stateEvent, panelStateOf(this.#shown))
  }
}

/** What the panel shows of `mock`. */
function panelStateOf({ storyId, mock, parameters }: Shown): MockPanelState {
  return {
    storyId,
    operations: [...operationIds],
    scenarios: mock.scenarios().map(({ name, description }) => ({ name, description })),
    inForce: {
      scenario: mock.settings.scenario().name,
      latency: mock.settings.latency().value,
      faults: mock.settings.faults().value,
      auth: mock.settings.auth().value,
    },
    parameters,
    requests: mock.requests.all(),
  }
}
