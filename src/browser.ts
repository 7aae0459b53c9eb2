/**
 * @module Entry for the browser: `startMock` runs the mock in msw's service
 * worker; the dev panel can also drive a standalone server.
 */
export { startMock, browserDefaultLatency, type StartMockOptions, type BrowserMock } from './doors/browser/start-mock.ts'
export { mountDevPanel, type MountDevPanelOptions } from './ui/panel/mount-dev-panel.ts'
export { DevPanelElement, defineDevPanel } from './ui/panel/dev-panel.ts'
export { ControlClient, mockChangeEvent, type ControlClientOptions, type ControlTransport, type MockChange } from './ui/panel/control-client.ts'
export { controlTokenChangeEvent, type ControlTokenChange } from './ui/panel/control-token.ts'
export { ControlTokenRequiredError } from './ui/panel/control-token-required.ts'
export { getMockToken, tokenChangeEvent, type MockSignIn } from './ui/panel/auth-token.ts'
export { sessionChangeEvent, type MockSessionChange } from './ui/session/session-change-event.ts'
export { mockRequestEvent, type MockRequest } from './ui/panel/mock-request-event.ts'
// Also types every event above in `WindowEventMap`.
export { mockReadyEvent, type MockReady, type MockReadiness } from './ui/events.ts'
export { createMock, type Mock } from './doors/create-mock.ts'
export type { MockOptions } from './engine/session/mock-options.ts'
export { defineScenario, type ScenarioDefinition } from './engine/scenarios/define-scenario.ts'
