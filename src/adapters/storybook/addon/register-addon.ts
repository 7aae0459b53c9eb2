/** @module Registers the addon in Storybook's manager: the toolbar, the "Mock" panel, and the copy of the mock's state they read. */
import { createElement as h } from 'react'
import { addons, types } from 'storybook/manager-api'
import { addonId, panelId, toolId } from './addon-channel.ts'
import { MockPanel } from './mock-panel.ts'
import { MockToolbar } from './mock-toolbar.ts'
import { followPanelState } from './panel-state-store.ts'

export function registerAddon(): void {
  addons.register(addonId, (api) => {
    followPanelState(api)
    addons.add(toolId, {
      type: types.TOOL,
      title: 'Mock scenario and latency',
      match: ({ viewMode, tabId }) => viewMode === 'story' && !tabId,
      render: MockToolbar,
    })
    addons.add(panelId, {
      type: types.PANEL,
      title: 'Mock',
      match: ({ viewMode }) => viewMode === 'story',
      // Unmounted while hidden: what it shows is kept by panel-state-store.ts.
      render: ({ active }) => (active ? h(MockPanel) : null),
    })
  })
}
