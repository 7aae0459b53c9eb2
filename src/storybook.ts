/**
 * @module Entry for Storybook: a loader on top of msw-storybook-addon that
 * gives each story the mock it names in `parameters.mock`, reset before it
 * renders. See docs/storybook.md.
 */
export { mockLoader, type StorybookMockOptions, type StoryMockLoaded } from './doors/storybook/mock-loader.ts'
export { useStoryMock } from './doors/storybook/use-story-mock.ts'
export type { StoryMockParameters } from './doors/storybook/story-mock-parameters.ts'
export { applyOverrides, type MockOverrides } from './doors/storybook/mock-overrides.ts'
export type { DeepPartial } from './doors/storybook/merge-override.ts'
export { StoryMocks } from './doors/storybook/story-mocks.ts'
export { createMockWorker, type MockWorkerOptions } from './doors/storybook/create-mock-worker.ts'
export type { Mock } from './doors/create-mock.ts'
export type { MockOptions } from './engine/session/mock-options.ts'
