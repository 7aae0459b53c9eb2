/**
 * @module The app's stories, each with the mock it needs in
 * `parameters.mock`: a scenario, another seed, or data of its own.
 */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { App } from './app.tsx'
import { createServiceClient } from './service-client.ts'

const meta = {
  component: App,
  // The page's own origin: the worker answers there.
  args: { service: createServiceClient() },
} satisfies Meta<typeof App>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const Maintenance: Story = { parameters: { mock: { scenario: 'maintenance' } } }

// re-0001 and the other well-known records are the same under every seed; the rest are the seed's own.
export const OtherSeed: Story = { args: { objectId: 're-0007' }, parameters: { mock: { seed: 7 } } }

export const LongName: Story = {
  parameters: {
    mock: { data: { realEstateObjects: { 're-0001': { name: 'A name long enough to wrap on a narrow screen' } } } },
  },
}

export const Loading: Story = { parameters: { mock: { faults: { getRealEstateObject: 'hang' } } } }
