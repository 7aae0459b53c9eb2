/**
 * @module The manager's copy of what the preview last said of the story's
 * mock, kept from the moment the addon registers, so the toolbar and a panel
 * opened later show it at once.
 */
import { useSyncExternalStore } from 'react'
import type { API } from 'storybook/manager-api'
import { stateEvent, type MockPanelState } from './addon-channel.ts'

let latest: MockPanelState | undefined
const listeners = new Set<() => void>()

/** Keeps each state the preview sends. */
export function followPanelState(api: API): void {
  api.on(stateEvent, (state: MockPanelState) => {
    latest = state
    for (const listener of listeners) listener()
  })
}

/** The last state the preview sent, re-rendering the component when a new one comes. */
export function usePanelState(): MockPanelState | undefined {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => latest,
  )
}
