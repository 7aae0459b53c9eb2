/**
 * @module Stories of the simulator's object list: the same component under
 * several scenarios, each story naming its mock in `parameters.mock`.
 */
import type { Meta, StoryObj } from '@storybook/html-vite'
import { http, HttpResponse } from 'msw'
import { wellKnownRealEstateObjects } from '../fixtures/index.ts'
import { defineObjectList } from '../src/ui/simulator/object-list.ts'

const harborViewLoft = wellKnownRealEstateObjects[0]

const meta = {
  title: 'Simulator/Object list',
  tags: ['autodocs'],
  // Tall enough on the Docs page, where each story renders in an iframe of this height.
  parameters: { docs: { story: { height: '520px' } } },
  render: () => {
    defineObjectList()
    return document.createElement('rem-object-list')
  },
} satisfies Meta

export default meta
type Story = StoryObj

/** The seeded objects, well-known ones first. */
export const Default: Story = {
  parameters: { mock: { scenario: 'default' } },
}

/** Every operation answers 503 with Retry-After: the list shows one problem notice. */
export const Maintenance: Story = {
  parameters: { mock: { scenario: 'maintenance' } },
}

/** No objects at all. */
export const Empty: Story = {
  parameters: { mock: { scenario: 'empty' } },
}

/** Long, right-to-left and emoji text, empty dates, extreme numbers. */
export const EdgeCases: Story = {
  parameters: { mock: { scenario: 'edge-cases' } },
}

/** Answers take 0.8 to 2.5 seconds: the loading state first. */
export const Slow: Story = {
  parameters: { mock: { scenario: 'slow' } },
}

/** One object changed for this story only; the next story sees the seeded data again. */
export const RenamedObject: Story = {
  parameters: {
    mock: {
      data: {
        realEstateObjects: { 're-0001': { name: 'Renamed for this story only', tags: ['story-override'] } },
      },
    },
  },
}

/** Other generated data: seed 7 gets a mock of its own. */
export const Seed7: Story = {
  parameters: { mock: { seed: 7 } },
}

/**
 * A hand-written answer for one object, added the msw-storybook-addon 3 way: `beforeEach({ msw })`.
 * It comes before the mock's handlers; the next story has the mock's answer again.
 */
export const HandlerInBeforeEach: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('*/svc/v1/RealEstateService/RealEstateObjects/re-0001', () =>
        HttpResponse.json({ ...harborViewLoft, name: 'Answered by msw.use in beforeEach' }),
      ),
    )
  },
}

/** The same, the older way: `parameters.msw.handlers`. */
export const HandlerInParameters: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/svc/v1/RealEstateService/RealEstateObjects/re-0001', () =>
          HttpResponse.json({ ...harborViewLoft, name: 'Answered by parameters.msw' }),
        ),
      ],
    },
  },
}

/** Every object hangs: the list waits. The next story is not held by what this one left waiting. */
export const Hanging: Story = {
  parameters: { mock: { faults: { getRealEstateObject: 'hang' } } },
}
