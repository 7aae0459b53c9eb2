/**
 * @module Stories of the example object card: one per state, each naming the
 * mock it renders against in `parameters.mock`.
 */
import type { Meta, StoryObj } from '@storybook/html-vite'
import { objectCardTag } from '../examples/object-card.ts'

type CardArgs = { objectId: string }

const meta = {
  title: 'Examples/Object card',
  tags: ['autodocs'],
  args: { objectId: 're-0001' },
  render: ({ objectId }) => {
    const card = document.createElement(objectCardTag)
    card.setAttribute('object-id', objectId)
    return card
  },
} satisfies Meta<CardArgs>

export default meta
type Story = StoryObj<CardArgs>

/** The seeded data: a well-known object, the same under every seed. */
export const Default: Story = {
  parameters: { mock: { scenario: 'default' } },
}

/** Every operation answers 503 with Retry-After: the card's error state. */
export const Maintenance: Story = {
  parameters: { mock: { scenario: 'maintenance' } },
}

/** No objects at all: the card meets a 404. */
export const Empty: Story = {
  parameters: { mock: { scenario: 'empty' } },
}

/** Answers take 0.8 to 2.5 seconds, long enough to see the loading state. */
export const Slow: Story = {
  parameters: { mock: { scenario: 'slow' } },
}

/** One object changed for this story only; the next story sees the seeded name again. */
export const LongName: Story = {
  parameters: {
    mock: {
      overrides: {
        realEstateObjects: [
          { id: 're-0001', name: 'Harbor View Loft with a name long enough to wrap onto a second line of the card' },
        ],
      },
    },
  },
}

/** A generated object under the default seed (42). */
export const GeneratedObject: Story = {
  args: { objectId: 're-0006' },
}

/** The same id under seed 7: other generated data, from a mock of its own. */
export const GeneratedObjectSeed7: Story = {
  args: { objectId: 're-0006' },
  parameters: { mock: { seed: 7 } },
}
