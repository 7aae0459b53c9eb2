/**
 * @module Entry for the browser: `startMock` runs the mock in msw's service
 * worker; the dev panel can also drive a standalone server.
 */
export { startMock, browserDefaultLatency, type StartMockOptions, type BrowserMock } from './start-mock.ts'
export { mountDevPanel, type MountDevPanelOptions } from '../panel/mount-dev-panel.ts'
export { DevPanelElement, defineDevPanel } from '../panel/dev-panel.ts'
export { ControlClient, mockChangeEvent, type ControlTransport, type MockChange } from '../panel/control-client.ts'
export { getMockToken, tokenChangeEvent, type MockSignIn } from '../panel/auth-token.ts'
export { createMock, type Mock } from '../core/create-mock.ts'
export type { MockOptions } from '../core/mock-options.ts'
export { defineScenario, type ScenarioDefinition } from '../scenarios/define-scenario.ts'
