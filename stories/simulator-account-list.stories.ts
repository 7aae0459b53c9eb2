/** @module Stories of the simulator's account list. */
import type { Meta, StoryObj } from '@storybook/html-vite'
import { defineAccountList } from '../src/ui/simulator/account-list.ts'

const meta = {
  title: 'Simulator/Account list',
  tags: ['autodocs'],
  // Tall enough on the Docs page, where each story renders in an iframe of this height.
  parameters: { docs: { story: { height: '480px' } } },
  render: () => {
    defineAccountList()
    return document.createElement('rem-account-list')
  },
} satisfies Meta

export default meta
type Story = StoryObj

/** The seeded accounts, well-known ones first. */
export const Default: Story = {}

/** Authentication enforced and no token sent: every read answers 401. */
export const SignedOut: Story = {
  parameters: { mock: { scenario: 'auth' } },
}

/** One account changed for this story only, keyed by its username. */
export const DisabledAdministrator: Story = {
  parameters: {
    mock: { data: { accounts: { 'alice.admin': { enabled: false, first_name: 'Alicia' } } } },
  },
}
