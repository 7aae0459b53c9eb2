/**
 * @module Stories of the example settings switch: its PATCH changes the
 * mock, and the reset before each story takes the change back.
 */
import type { Meta, StoryObj } from '@storybook/html-vite'
import { activityLogsSwitchTag } from '../examples/activity-logs-switch.ts'

const meta = {
  title: 'Examples/Activity logs switch',
  tags: ['autodocs'],
  render: () => document.createElement(activityLogsSwitchTag),
} satisfies Meta

export default meta
type Story = StoryObj

/** The seeded settings: activity logs on. Press the button to PATCH them off. */
export const Default: Story = {}

/** The settings changed for this story only, through `overrides`. */
export const TurnedOff: Story = {
  parameters: { mock: { overrides: { settings: { activity_logs: false } } } },
}

/** Reads work, the PATCH answers 403: press the button to see the error state. */
export const ReadOnly: Story = {
  parameters: { mock: { scenario: 'read-only' } },
}
