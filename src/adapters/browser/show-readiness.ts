/**
 * @module `showReadiness`: tells the page (and a test driving it) how far the
 * in-browser mock is: `<html data-mock="starting|ready|failed|stopped">`, and
 * `mock:ready` on `window` when it starts answering. The attribute is for
 * whoever looks late (`page.locator('html[data-mock="ready"]')` waits for it);
 * the event for whoever listens early.
 */
import { mockReadyEvent, type MockReadiness, type MockReady } from '../../ui/events.ts'

/**
 * @example
 * showReadiness('starting')
 * showReadiness('ready', { seed: 42, session: 'default' })
 */
export function showReadiness(state: 'ready', detail: MockReady): void
export function showReadiness(state: Exclude<MockReadiness, 'ready'>): void
export function showReadiness(state: MockReadiness, detail?: MockReady): void {
  document.documentElement.dataset.mock = state
  if (state === 'ready') window.dispatchEvent(new CustomEvent<MockReady>(mockReadyEvent, { detail }))
}
