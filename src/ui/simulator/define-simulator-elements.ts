/** @module Registers every simulator component at once. */
import { defineAccountList } from './account-list.ts'
import { defineAccountTable } from './account-table.ts'
import { defineJsonView } from './json-view.ts'
import { defineObjectCard } from './object-card.ts'
import { defineObjectList } from './object-list.ts'
import { defineProblemNotice } from './problem-notice.ts'
import { defineSettingsEditor } from './settings-editor.ts'
import { defineSettingsForm } from './settings-form.ts'
import { defineHistoryView } from './history-view.ts'

/** @example defineSimulatorElements(); document.body.innerHTML = '<rem-object-list></rem-object-list>' */
export function defineSimulatorElements(): void {
  defineJsonView()
  defineProblemNotice()
  defineObjectCard()
  defineAccountTable()
  defineSettingsForm()
  defineObjectList()
  defineAccountList()
  defineSettingsEditor()
  defineHistoryView()
}
