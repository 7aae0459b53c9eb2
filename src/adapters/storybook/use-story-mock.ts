/**
 * @module `useStoryMock`: the story's mock from a play function or a
 * decorator, typed, without a cast (Storybook types `context.loaded` as `any`).
 */
import type { Mock } from '../create-mock.ts'
import { logPrefix } from '../../engine/problems/log.ts'

/**
 * @example
 * export const Saves: Story = {
 *   play: async (context) => {
 *     const mock = useStoryMock(context)
 *     await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
 *     expect(mock.requests.find({ operation: 'updateAccountSettings' })?.requestBody).toEqual({ activity_logs: false })
 *   },
 * }
 */
export function useStoryMock(context: { loaded: Record<string, unknown> }): Mock {
  const mock = context.loaded.mock as Mock | undefined
  if (!mock || typeof mock.reset !== 'function') {
    throw new TypeError(
      `${logPrefix} Failed to find the story's mock: context.loaded has none. Please add mockLoader() to the loaders of .storybook/preview.ts.`,
    )
  }
  return mock
}
