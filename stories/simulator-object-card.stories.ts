/**
 * @module Stories of the simulator's object card, a component that takes its
 * data as a property: a story loader fetches the object from the mock, which
 * the preview's loader has set up before any story loader runs.
 */
import type { Meta, StoryObj } from '@storybook/html-vite'
import type { RealEstateObject } from '../src/model/index.ts'
import { defineObjectCard, type ObjectCardElement } from '../src/ui/simulator/object-card.ts'
import { ServiceClient } from '../src/ui/simulator/service-client.ts'

type CardArgs = { objectId: string }

const meta = {
  title: 'Simulator/Object card',
  tags: ['autodocs'],
  // Tall enough on the Docs page, where each story renders in an iframe of this height.
  parameters: { docs: { story: { height: '620px' } } },
  args: { objectId: 're-0001' },
  loaders: [
    async ({ args }) => {
      const result = await new ServiceClient().call('getRealEstateObject', { id: args.objectId })
      return { object: result.ok ? result.data : undefined }
    },
  ],
  render: (_args, { loaded }) => {
    defineObjectCard()
    const card = document.createElement('rem-object-card') as ObjectCardElement
    card.object = loaded.object as RealEstateObject | undefined
    card.style.maxWidth = '360px'
    return card
  },
} satisfies Meta<CardArgs>

export default meta
type Story = StoryObj<CardArgs>

/** A well-known object: the same under every seed. */
export const WellKnown: Story = {}

/** The edge-case data of the same object. */
export const EdgeCase: Story = {
  parameters: { mock: { scenario: 'edge-cases' } },
}

/** Empty dates, no amenities, no tags: the story's data gives it exactly the record it needs. */
export const SparseRecord: Story = {
  parameters: {
    mock: {
      data: {
        realEstateObjects: {
          're-0001': { date_created: '', date_modified: '', amenities: [], tags: [], description: '' },
        },
      },
    },
  },
}
