/**
 * @module Entry for the browser: `startMock` runs the mock in msw's service worker; the dev panel
 * can also drive a standalone server. The window events' details are typed through
 * `WindowEventMap`, so their types need no name here; the mock's types are the main entry's.
 */
export { startMock } from './adapters/browser/start-mock.ts'
// Also exported by /node, under the same name on purpose: the same mock made for its environment,
// here without the Node middleware, so that a browser bundle holds no Node code.
export { createMock } from './adapters/browser/create-browser-mock.ts'
export { mountDevPanel } from './ui/panel/mount-dev-panel.ts'
export { getMockToken } from './ui/panel/auth-token.ts'
export { createControlClient } from './engine/control/control-client.ts'
export { ControlError, ControlTokenRequiredError } from './engine/control/control-errors.ts'
export {
  mockReadyEvent,
  mockChangeEvent,
  mockRequestEvent,
  sessionChangeEvent,
  tokenChangeEvent,
  controlTokenChangeEvent,
} from './ui/events.ts'
