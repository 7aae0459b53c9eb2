/**
 * @module Entry for the browser: `startMock` runs the mock in msw's service
 * worker; the dev panel can also drive a standalone server.
 */
export {
  startMock,
  browserDefaultLatency,
  type StartMockOptions,
  type BrowserMock,
} from './doors/browser/start-mock.ts'
export { mountDevPanel, type MountDevPanelOptions } from './ui/panel/mount-dev-panel.ts'
export { DevPanelElement, defineDevPanel } from './ui/panel/dev-panel.ts'
export {
  createControlClient,
  type ControlClient,
  type ControlClientOptions,
  type ControlTransport,
} from './engine/control/control-client.ts'
export { ControlError, ControlTokenRequiredError } from './engine/control/control-errors.ts'
export { getMockToken } from './ui/panel/auth-token.ts'
export {
  mockChangeEvent,
  mockRequestEvent,
  sessionChangeEvent,
  controlTokenChangeEvent,
  tokenChangeEvent,
  type MockChange,
  type MockRequest,
  type MockSessionChange,
  type ControlTokenChange,
  type MockSignIn,
  mockReadyEvent,
  type MockReady,
  type MockReadiness,
} from './ui/events.ts'
export { createMock } from './doors/browser/create-browser-mock.ts'
export type { Mock, MockControls, MockSession, MockHistory, MockPaths } from './doors/create-mock.ts'
export type { MockOptions } from './engine/session/mock-options.ts'
export { defineScenario, type ScenarioDefinition } from './engine/scenarios/define-scenario.ts'
