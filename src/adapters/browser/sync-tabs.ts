/**
 * @module Tabs in step: the in-browser mocks of one origin's tabs share one
 * state through a `BroadcastChannel`. Each new version of a session's state
 * (a PATCH, a reset, a restore, a scenario switch…) is posted as a state file;
 * the other tabs load it into the same session. A tab that opens asks the
 * others for their state first, so it starts where they are.
 *
 * @msw/data's `sync()` extension is not used: it matches records across tabs
 * by their internal random primary keys and collections by creation order,
 * while each tab seeds its own records, per scenario and session, on first
 * use (see docs/decisions/tabs-in-step.md).
 */
import { sessionBehind, type Mock, type MockControls } from '../create-mock.ts'
import type { StateFile } from '../../engine/session/state-file.ts'
import { mockChangeEvent, type MockChange } from '../../ui/events.ts'
import { defaultSessionId } from '../../engine/request/session-id.ts'

type Message =
  | { kind: 'hello'; from: string }
  // `replyTo`: the tab whose hello this state answers.
  | { kind: 'state'; from: string; session: string; file: StateFile; replyTo?: string }

export type TabSync = {
  /** Keeps session `id` in step too (the default session is from the start). */
  watch(id: string): void
  /** Resolves with whether another tab answered within `waitMs` and its state was loaded. */
  join(waitMs: number): Promise<boolean>
  /**
   * Tells the other tabs this tab's state of the default session, for them to take; an answer to this
   * tab's `join` that comes later is then ignored, so that what this tab told stays (a link's scenario).
   */
  announce(): void
  stop(): void
}

/** How long a new tab waits for another to tell it the state, before it starts on its own. */
export const joinWaitMs = 150

/** @example const tabs = syncTabs(mock, `real-estate-service-mock:${location.origin}:seed-${mock.seed}`) */
export function syncTabs(mock: Mock, channelName: string): TabSync {
  const channel = new BroadcastChannel(channelName)
  const tab = crypto.randomUUID()
  const watched = new Map<string, () => void>()
  /** While another tab's state loads, its versions are not posted back. */
  let loading = 0
  let joined: ((loaded: boolean) => void) | undefined
  let announced = false

  const controlsOf = (session: string): MockControls => (session === defaultSessionId ? mock : mock.session(session))
  const post = (session: string, replyTo?: string) => {
    channel.postMessage({
      kind: 'state',
      from: tab,
      session,
      file: controlsOf(session).history.exportState(),
      replyTo,
    } satisfies Message)
  }
  const watch = (session: string) => {
    if (watched.has(session)) return
    watched.set(
      session,
      controlsOf(session).history.onChange(() => {
        if (loading === 0) post(session)
      }),
    )
  }

  channel.onmessage = async (event: MessageEvent<Message>) => {
    const message = event.data
    if (message.from === tab) return
    if (message.kind === 'hello') {
      for (const session of watched.keys()) post(session, message.from)
      return
    }
    // A late answer to this tab's hello, after it told its own state: the others take this tab's.
    if (announced && message.replyTo === tab) return
    loading++
    try {
      await sessionBehind(controlsOf(message.session)).load(message.file, { kind: 'sync' })
    } finally {
      loading--
    }
    joined?.(true)
    // The panel and the page's components read the mock again.
    window.dispatchEvent(new CustomEvent<MockChange>(mockChangeEvent, { detail: { kind: 'sync' } }))
  }

  watch(defaultSessionId)
  return {
    watch,
    join(waitMs) {
      return new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), waitMs)
        joined = (loaded) => {
          clearTimeout(timer)
          joined = undefined
          resolve(loaded)
        }
        channel.postMessage({ kind: 'hello', from: tab } satisfies Message)
      })
    },
    announce() {
      announced = true
      post(defaultSessionId)
    },
    stop() {
      for (const stop of watched.values()) stop()
      channel.close()
    },
  }
}
