import { EventEmitter } from 'node:events'
import { describe, expect, test } from 'vitest'
import { StoryMocks } from '../story-mocks.ts'
import { changeEvent, stateEvent, stateRequestEvent, type MockPanelState } from './addon-channel.ts'
import { PanelBridge, type AddonChannel } from './panel-bridge.ts'

const objectUrl = 'http://localhost/svc/v1/RealEstateService/RealEstateObjects/re-0001'

/** A channel whose every `emit` is also kept, so a test reads what the manager would be told. */
function fakeChannel() {
  const emitter = new EventEmitter()
  const states: MockPanelState[] = []
  const channel = {
    emit: (event: string, payload: unknown) => {
      if (event === stateEvent) states.push(payload as MockPanelState)
      emitter.emit(event, payload)
    },
    on: (event: string, listener: (payload: unknown) => void) => emitter.on(event, listener),
  }
  return { channel: channel as unknown as AddonChannel, states }
}

async function bridgeWithStory(parameters = {}) {
  const { channel, states } = fakeChannel()
  const storyMocks = new StoryMocks()
  const bridge = new PanelBridge(channel, storyMocks)
  const mock = await storyMocks.activate(parameters)
  bridge.shown('list--default', mock, parameters)
  return { channel, states, storyMocks, bridge }
}

describe('PanelBridge', () => {
  test('tells the manager the story, the scenarios and what is in force once the story loads', async () => {
    const { states } = await bridgeWithStory({ scenario: 'maintenance', auth: true })
    const state = states.at(-1)
    expect(state?.storyId).toBe('list--default')
    expect(state?.inForce).toEqual({ scenario: 'maintenance', latency: null, faults: null, auth: true })
    expect(state?.parameters).toEqual({ scenario: 'maintenance', auth: true })
    expect(state?.scenarios.map(({ name }) => name)).toContain('edge-cases')
    expect(state?.requests).toEqual([])
  })

  test('tells it again after each answer, with the request and its status', async () => {
    const { states, storyMocks } = await bridgeWithStory({ scenario: 'maintenance' })
    await storyMocks.respond(new Request(objectUrl))
    expect(states.at(-1)?.requests.map(({ operation, status }) => ({ operation, status }))).toEqual([
      { operation: 'getRealEstateObject', status: 503 },
    ])
  })

  test('sends the state again when the manager asks', async () => {
    const { channel, states } = await bridgeWithStory()
    const before = states.length
    channel.emit(stateRequestEvent)
    expect(states.length).toBe(before + 1)
  })

  test("keeps the panel's faults and auth per story; null takes them away", async () => {
    const { channel, bridge } = await bridgeWithStory()
    channel.emit(changeEvent, { storyId: 'list--default', faults: { all: { status: 500 } }, auth: true })
    expect(bridge.overridesOf('list--default')).toEqual({ faults: { all: { status: 500 } }, auth: true })
    expect(bridge.overridesOf('list--other')).toEqual({})
    channel.emit(changeEvent, { storyId: 'list--default', faults: null })
    expect(bridge.overridesOf('list--default')).toEqual({ auth: true })
  })
})
