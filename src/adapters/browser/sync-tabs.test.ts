/**
 * Tabs in step with messages delivered when the test says (a stand-in for `BroadcastChannel`): a tab
 * whose link names a scenario tells its state, and the answer to its hello that comes after it gave
 * up waiting does not undo it; without a link, a late answer is taken.
 */
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { createMock } from './create-browser-mock.ts'
import { syncTabs, type TabSync } from './sync-tabs.ts'

/** Every channel of one name sees the others' messages, once `deliver()` runs. */
class HeldChannel {
  static readonly open = new Set<HeldChannel>()
  static queue: Array<() => void> = []
  onmessage: ((event: MessageEvent) => void) | null = null
  readonly name: string
  constructor(name: string) {
    this.name = name
    HeldChannel.open.add(this)
  }
  postMessage(data: unknown): void {
    for (const other of HeldChannel.open)
      if (other !== this && other.name === this.name)
        HeldChannel.queue.push(() => other.onmessage?.(new MessageEvent('message', { data: structuredClone(data) })))
  }
  close(): void {
    HeldChannel.open.delete(this)
  }
  /** Delivers what is in flight, and what that makes, until nothing is left. */
  static async deliver(): Promise<void> {
    while (HeldChannel.queue.length > 0) {
      const batch = HeldChannel.queue.splice(0)
      for (const send of batch) send()
      // Loading a state file is asynchronous: let it end before the next batch.
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
  }
}

const opened: TabSync[] = []
beforeEach(() => {
  // The module tells the page's components through `window`; Node has none.
  vi.stubGlobal('window', new EventTarget())
  vi.stubGlobal('BroadcastChannel', HeldChannel)
})
afterEach(() => {
  for (const tab of opened.splice(0)) tab.stop()
  HeldChannel.queue = []
  vi.unstubAllGlobals()
})

const status = async (mock: ReturnType<typeof createMock>) =>
  (await mock.fetch(new Request('http://app.test/svc/v1/AccountService'))).status

/** A tab of the demo: its mock, kept in step with the other tabs. */
function openTab(options: Parameters<typeof createMock>[0]) {
  const mock = createMock({ seed: 42, ...options })
  const tabs = syncTabs(mock, 'demo')
  opened.push(tabs)
  return { mock, tabs }
}

test("a tab that gave up waiting and told its link's scenario keeps it, and the open tab follows it", async () => {
  const open = openTab({})
  const linked = openTab({ scenario: 'maintenance' })

  // Nothing is delivered while it waits: the open tab's answer comes after this tab started on its own.
  expect(await linked.tabs.join(1)).toBe(false)
  await linked.mock.useScenario('maintenance')
  linked.tabs.announce()
  await HeldChannel.deliver()

  expect(await status(linked.mock)).toBe(503)
  expect(await status(open.mock)).toBe(503)
})

test('without an announcement, a late answer to the hello is taken: the new tab catches up with the open one', async () => {
  const open = openTab({ scenario: 'maintenance' })
  const late = openTab({})

  expect(await late.tabs.join(1)).toBe(false)
  await HeldChannel.deliver()

  expect(await status(late.mock)).toBe(503)
  expect(await status(open.mock)).toBe(503)
})
