/**
 * @module Stories of the simulator's settings editor: it PATCHes the mock,
 * and the reset before each story takes the change back.
 */
import type { Meta, StoryObj } from '@storybook/html-vite'
import { defineSettingsEditor } from '../src/ui/simulator/settings-editor.ts'

const meta = {
  title: 'Simulator/Settings editor',
  tags: ['autodocs'],
  // Tall enough on the Docs page, where each story renders in an iframe of this height.
  parameters: { docs: { story: { height: '640px' } } },
  render: () => {
    defineSettingsEditor()
    return document.createElement('rem-settings-editor')
  },
} satisfies Meta

export default meta
type Story = StoryObj

/** The seeded settings. Saving changes them until the next story. */
export const Default: Story = {}

/** Settings changed for this story only, through `data`. */
export const ActivityLogsOff: Story = {
  parameters: {
    mock: { data: { settings: { activity_logs: false, security_settings: { min_password_length: 16 } } } },
  },
}

/** Reads work; saving answers 403. */
export const ReadOnly: Story = {
  parameters: { mock: { scenario: 'read-only' } },
}

/** Every operation answers 503. */
export const Maintenance: Story = {
  parameters: { mock: { scenario: 'maintenance' } },
}
