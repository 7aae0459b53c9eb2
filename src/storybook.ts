/**
 * @module Entry for Storybook: a loader on top of msw-storybook-addon that gives each story the mock
 * it names in `parameters.mock`, reset before it renders; `parameters.mock` is typed in Storybook's
 * own `Parameters`. The pieces the loader is made of are here too, for other setups. See
 * docs/storybook.md.
 */
export { mockLoader } from './adapters/storybook/mock-loader.ts'
export { useStoryMock } from './adapters/storybook/use-story-mock.ts'
export { applyStoryData } from './adapters/storybook/apply-story-data.ts'
export { applyOverrides } from './adapters/storybook/mock-overrides.ts'
export { StoryMocks } from './adapters/storybook/story-mocks.ts'
export { createMockWorker } from './adapters/storybook/create-mock-worker.ts'
