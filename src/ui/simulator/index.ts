/**
 * @module The simulator page's components, framework-free custom elements.
 * Presentational ones take data through properties; connected ones fetch it.
 */
export { ObjectCardElement, defineObjectCard } from './object-card.ts'
export { AccountTableElement, defineAccountTable } from './account-table.ts'
export { SettingsFormElement, defineSettingsForm, type SettingsSubmit } from './settings-form.ts'
export { ProblemNoticeElement, defineProblemNotice } from './problem-notice.ts'
export { JsonViewElement, defineJsonView } from './json-view.ts'
export { ObjectListElement, defineObjectList } from './object-list.ts'
export { AccountListElement, defineAccountList } from './account-list.ts'
export { SettingsEditorElement, defineSettingsEditor } from './settings-editor.ts'
export { ServiceClient, type ServiceClientOptions, type ServiceResult } from './service-client.ts'
export { defineSimulatorElements } from './define-simulator-elements.ts'
