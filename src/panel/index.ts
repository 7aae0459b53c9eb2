/** @module The dev panel: a custom element and the helpers an app uses with it. */
export { DevPanelElement, defineDevPanel, devPanelTagName } from './dev-panel.ts'
export { mountDevPanel, type MountDevPanelOptions } from './mount-dev-panel.ts'
export { ControlClient, mockChangeEvent, type ControlTransport, type MockChange, type ScenarioSummary } from './control-client.ts'
export { getMockToken, readSignIn, tokenChangeEvent, tokenStorageKey, type MockSignIn } from './auth-token.ts'
export { signInAccounts, type SignInAccount } from './sign-in-accounts.ts'
