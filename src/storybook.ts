/**
 * @module Entry for Storybook: a loader on top of msw-storybook-addon that
 * gives each story the mock it names in `parameters.mock`, reset before it
 * renders. See docs/storybook.md.
 */
export { mockLoader, type StorybookMockOptions, type StoryMockLoaded } from './adapters/storybook/mock-loader.ts'
export { useStoryMock } from './adapters/storybook/use-story-mock.ts'
export type { StoryMockParameters } from './adapters/storybook/story-mock-parameters.ts'
export { applyOverrides, type MockOverrides } from './adapters/storybook/mock-overrides.ts'
export type { DeepPartial } from './adapters/storybook/merge-override.ts'
export { StoryMocks } from './adapters/storybook/story-mocks.ts'
export { createMockWorker, type MockWorkerOptions } from './adapters/storybook/create-mock-worker.ts'
export type { Mock } from './adapters/create-mock.ts'
export type { MockOptions } from './engine/mock-options.ts'
